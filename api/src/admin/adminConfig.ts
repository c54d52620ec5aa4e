// Admin settings read from the environment; loadServerConfig (config.ts) puts them in the server config as `admin`.
import { rateLimitFromEnv, type RateLimitConfig } from '../auth/authConfig';

type Env = Record<string, string | undefined>;

export interface AdminConfig {
  /** ADMIN_EMAILS, lower-cased: local accounts with one of these e-mails are admins. */
  adminEmails: readonly string[];
  /** REPORT_RATE_LIMIT_*: site reports per client address per window. */
  reportRateLimit: RateLimitConfig;
}

export const DEFAULT_REPORT_RATE_LIMIT = { limit: 5, windowMinutes: 60 } as const;

const EMAIL = /^[^\s@,]+@[^\s@,]+$/;

/** Comma-separated, case-insensitive; blanks between commas are ignored, anything else that is no e-mail fails. */
export function parseAdminEmails(value: string | undefined): string[] {
  const emails = (value ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  const wrong = emails.find((email) => !EMAIL.test(email));
  if (wrong !== undefined)
    throw new Error(`ADMIN_EMAILS must be comma-separated e-mail addresses, got "${wrong}"`);
  return [...new Set(emails)];
}

export function adminConfigFromEnv(env: Env): { admin: AdminConfig } {
  return {
    admin: {
      adminEmails: parseAdminEmails(env.ADMIN_EMAILS),
      reportRateLimit: rateLimitFromEnv(env, 'REPORT_RATE_LIMIT', DEFAULT_REPORT_RATE_LIMIT),
    },
  };
}
