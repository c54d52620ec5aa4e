// Exports are public and each renders up to 10 MB: besides the request count (exportRouter.ts), each address
// (each account, when signed in, with a bigger budget) may export so many megabytes of documents per window.
// Kept in the attempt counters, shared through Redis like the sign-in limits: a document counts one attempt per
// megabyte it starts.
import type { Request } from 'express';
import { positiveInteger } from '../auth/authConfig';
import { createMemoryAttemptStore, type AttemptStore } from '../auth/attemptStore';
import type { AuthStrategy } from '../auth/types';
import { ApiError } from '../web/errors';

type Env = Record<string, string | undefined>;

const MB = 1024 * 1024;

export interface ExportBudgetConfig {
  /** EXPORT_BUDGET_MB per address per window. */
  addressBytes: number;
  /** EXPORT_BUDGET_SIGNED_IN_MB per account per window. */
  accountBytes: number;
  /** EXPORT_BUDGET_WINDOW_MINUTES. */
  windowMs: number;
}

export const DEFAULT_EXPORT_BUDGET = { addressMb: 50, accountMb: 200, windowMinutes: 10 } as const;

export function exportConfigFromEnv(env: Env): { exportBudget: ExportBudgetConfig } {
  const mb = (name: string, fallback: number) => positiveInteger(name, env[name], fallback) * MB;
  return {
    exportBudget: {
      addressBytes: mb('EXPORT_BUDGET_MB', DEFAULT_EXPORT_BUDGET.addressMb),
      accountBytes: mb('EXPORT_BUDGET_SIGNED_IN_MB', DEFAULT_EXPORT_BUDGET.accountMb),
      windowMs:
        positiveInteger(
          'EXPORT_BUDGET_WINDOW_MINUTES',
          env.EXPORT_BUDGET_WINDOW_MINUTES,
          DEFAULT_EXPORT_BUDGET.windowMinutes,
        ) * 60_000,
    },
  };
}

export function exportBudgetMessage(
  budgetBytes: number,
  windowMs: number,
  signedIn: boolean,
  waitMs: number,
) {
  const minutes = (ms: number) => {
    const count = Math.max(1, Math.ceil(ms / 60_000));
    return `${count} ${count === 1 ? 'minute' : 'minutes'}`;
  };
  const who = signedIn ? 'for your account' : 'from your address (sign in for more)';
  return (
    `Export limit reached: ${budgetBytes / MB} MB of designs per ${minutes(windowMs)} ${who}. ` +
    `Please try again in ${minutes(waitMs)}.`
  );
}

export interface ExportBudget {
  /** Counts a document of `bytes` against the request's budget; 429 with Retry-After once it is spent. */
  charge(req: Request, bytes: number): Promise<void>;
}

export function exportBudget(
  config: ExportBudgetConfig,
  auth: AuthStrategy,
  attempts: AttemptStore = createMemoryAttemptStore(),
): ExportBudget {
  return {
    async charge(req, bytes) {
      const user = await auth.authenticate(req);
      const key = user ? `export-bytes:user:${user.id}` : `export-bytes:ip:${req.ip}`;
      const budget = user ? config.accountBytes : config.addressBytes;
      const now = Date.now();
      const units = Math.max(1, Math.ceil(bytes / MB));
      const windows = await Promise.all(
        Array.from({ length: units }, () => attempts.hit(key, config.windowMs, now)),
      );
      const spent = Math.max(...windows.map((window) => window.count));
      if (spent <= budget / MB) return;
      const waitMs = Math.max(0, windows[0]!.resetAtMs - now);
      throw new ApiError(
        429,
        'export_budget_spent',
        exportBudgetMessage(budget, config.windowMs, user !== null, waitMs),
        { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } },
      );
    },
  };
}
