import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { ApiError } from '../web/errors';
import type { AttemptStore } from './attemptStore';
import type { RateLimitConfig } from './authConfig';

export function rateLimitMessage(waitMs: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait =
    waitMs < 60_000
      ? plural(Math.max(1, Math.ceil(waitMs / 1000)), 'second')
      : plural(Math.ceil(waitMs / 60_000), 'minute');
  return `Too many attempts. Please try again in ${wait}.`;
}

/** express-rate-limit's counters kept in an AttemptStore (shared through Redis when several instances run). */
export function attemptStoreCounters(attempts: AttemptStore, prefix: string, windowMs: number): Store {
  return {
    localKeys: false,
    prefix,
    increment: async (key) => {
      const window = await attempts.hit(prefix + key, windowMs, Date.now());
      return { totalHits: window.count, resetTime: new Date(window.resetAtMs) };
    },
    // Only called for skipped requests (skipFailedRequests and the like), which these limiters do not use.
    decrement: () => {},
    resetKey: (key) => attempts.reset(prefix + key),
  };
}

/**
 * Per-IP attempt limit answering 429 in the API's error shape, with Retry-After: in memory per process, or in
 * `shared` counters (every instance sees one budget) under `name`.
 */
export function authRateLimiter(
  { limit, windowMs }: RateLimitConfig,
  shared?: { attempts: AttemptStore; name: string },
): RequestHandler {
  const message = rateLimitMessage(windowMs);
  return rateLimit({
    windowMs,
    limit,
    ...(shared ? { store: attemptStoreCounters(shared.attempts, `ip:${shared.name}:`, windowMs) } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new ApiError(429, 'too_many_requests', message)),
  });
}
