// Upload settings read from the environment (README 'Configuration'); loadServerConfig spreads them in.
import path from 'node:path';
import { positiveInteger, rateLimitFromEnv, type RateLimitConfig } from '../auth/authConfig';
import { repoRoot } from '../paths';
import { DEFAULT_UPLOAD_QUOTA_MB } from './uploadRules';

type Env = Record<string, string | undefined>;

export const DEFAULT_UPLOAD_RATE_LIMIT = { limit: 60, windowMinutes: 10 } as const;

export interface UploadConfig {
  /**
   * UPLOADS_DIR: keep the files in this folder (a relative path from the repository root, as DATABASE_URL's);
   * null keeps them in the database (the default).
   */
  dir: string | null;
  /** UPLOAD_QUOTA_MB per user, in bytes. */
  quotaBytes: number;
  /** UPLOAD_RATE_LIMIT_MAX uploads per UPLOAD_RATE_LIMIT_WINDOW_MINUTES, per user. */
  rateLimit: RateLimitConfig;
}

export function uploadConfigFromEnv(env: Env): { uploads: UploadConfig } {
  const dir = env.UPLOADS_DIR?.trim();
  return {
    uploads: {
      dir: dir ? path.resolve(repoRoot, dir) : null,
      quotaBytes:
        positiveInteger('UPLOAD_QUOTA_MB', env.UPLOAD_QUOTA_MB, DEFAULT_UPLOAD_QUOTA_MB) * 1024 * 1024,
      rateLimit: rateLimitFromEnv(env, 'UPLOAD_RATE_LIMIT', DEFAULT_UPLOAD_RATE_LIMIT),
    },
  };
}
