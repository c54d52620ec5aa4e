import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  appConfigFromEnv,
  remoteMapFromEnv,
  type PublicAppConfig,
  type RemoteMap,
  type RemoteName,
} from '@bento/core';
import { repoRoot } from './paths';

export type Env = Record<string, string | undefined>;

export interface ServerConfig {
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
  /** One JSON log line per request. */
  logRequests: boolean;
  /** Signs access tokens (and sessions). AUTH_SECRET; without it a random one per process. */
  authSecret: string;
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

export function loadServerConfig(env: Env = process.env): ServerConfig {
  return {
    port: parsePort(env.PORT),
    databaseUrl: env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL,
    remotes: remoteMapFromEnv(env),
    publicConfig: appConfigFromEnv(env),
    shellDist: path.join(repoRoot, 'shell', 'dist'),
    remoteDist: (name) => path.join(repoRoot, `${name}-mfe`, 'dist'),
    logRequests: env.NODE_ENV !== 'test',
    authSecret: env.AUTH_SECRET?.trim() || randomBytes(48).toString('base64url'),
  };
}
