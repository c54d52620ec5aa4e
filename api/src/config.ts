import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  appConfigFromEnv,
  remoteMapFromEnv,
  type PublicAppConfig,
  type RemoteMap,
  type RemoteName,
} from '@bento/core';
import { adminConfigFromEnv, type AdminConfig } from './admin/adminConfig';
import { authConfigFromEnv, type AuthConfig } from './auth/authConfig';
import { DEFAULT_REDIS_PREFIX } from './cluster/sharedState';
import { mailConfigFromEnv, type MailConfig } from './mail/mailConfig';
import { metricsConfigFromEnv, type MetricsConfig } from './metrics/metricsConfig';
import { repoRoot } from './paths';
import { uploadConfigFromEnv, type UploadConfig } from './uploads/uploadConfig';
import { exportConfigFromEnv, type ExportBudgetConfig } from './exports/exportBudget';
import { canaryConfigFromEnv } from './releases/canaryConfig';
import type { CanaryPolicy } from './releases/releaseService';
import { parsePublicUrl } from './web/publicUrl';

export type Env = Record<string, string | undefined>;

export interface ServerConfig extends AuthConfig, MetricsConfig {
  /** Where uploaded images are kept, the per-user quota and rate limit. */
  uploads: UploadConfig;
  /** EXPORT_BUDGET_*: megabytes of designs exported per address (per account when signed in) per window. */
  exportBudget: ExportBudgetConfig;
  /** ADMIN_EMAILS and the site-report rate limit (admin/adminConfig.ts). */
  admin: AdminConfig;
  /** SMTP_URL, MAIL_OUTBOX_DIR and MAIL_FROM: how account e-mails leave (mail/mailConfig.ts). */
  mail: MailConfig;
  port: number;
  /** sqlite:<path>, sqlite::memory: or mysql://… */
  databaseUrl: string;
  /** What /remotes.json answers. */
  remotes: RemoteMap;
  /** What /config.json answers. */
  publicConfig: PublicAppConfig;
  /** Folder of the shell's production build. */
  shellDist: string;
  /** Folder of a remote's production build. */
  remoteDist: (name: RemoteName) => string;
  /** RELEASES_DIR: the remote releases built here (`npm run remote -- release`), served at /releases/. */
  releasesDir: string;
  /** CANARY_MIN_LOADS, CANARY_MAX_FAILURE_RATE: a canary failing more than this is switched off by itself. */
  canaryPolicy: CanaryPolicy;
  /** One JSON log line per request. */
  logRequests: boolean;
  /**
   * Signs access tokens: AUTH_SECRET. Without it a random one here, which startServer replaces by the secret kept
   * in the database (cluster/sharedSecret.ts), shared by every instance.
   */
  authSecret: string;
  /** Whether authSecret came from AUTH_SECRET. */
  authSecretFromEnv: boolean;
  /** Express 'trust proxy' (TRUST_PROXY): needed behind a TLS proxy for Secure cookies and per-IP limits. */
  trustProxy: boolean | number | string;
  /** PUBLIC_URL without trailing slash: published pages' canonical link and og:url; null omits them. */
  publicUrl: string | null;
  /** REDIS_URL and REDIS_PREFIX: what several instances share besides the database (cluster/); null: no Redis. */
  redis: { url: string; prefix: string } | null;
}

export const DEFAULT_PORT = 3000;
export const DEFAULT_DATABASE_URL = `sqlite:${path.join(repoRoot, 'data', 'bento.sqlite')}`;

function parsePort(value: string | undefined): number {
  const raw = value?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535)
    throw new Error(`PORT must be a number from 0 to 65535, got "${raw}"`);
  return port;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  const raw = value?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

export function loadServerConfig(env: Env = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    databaseUrl: env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL,
    remotes: remoteMapFromEnv(env),
    publicConfig: appConfigFromEnv(env),
    shellDist: path.join(repoRoot, 'shell', 'dist'),
    remoteDist: (name) => path.join(repoRoot, `${name}-mfe`, 'dist'),
    releasesDir: path.resolve(env.RELEASES_DIR?.trim() || path.join(repoRoot, 'data', 'releases')),
    logRequests: env.NODE_ENV !== 'test',
    authSecret: env.AUTH_SECRET?.trim() || randomBytes(48).toString('base64url'),
    authSecretFromEnv: Boolean(env.AUTH_SECRET?.trim()),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    redis: env.REDIS_URL?.trim()
      ? { url: env.REDIS_URL.trim(), prefix: env.REDIS_PREFIX?.trim() || DEFAULT_REDIS_PREFIX }
      : null,
    ...authConfigFromEnv(env),
    ...uploadConfigFromEnv(env),
    ...exportConfigFromEnv(env),
    ...adminConfigFromEnv(env),
    ...mailConfigFromEnv(env),
    ...metricsConfigFromEnv(env),
    ...canaryConfigFromEnv(env),
  };
}
