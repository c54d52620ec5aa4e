import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { ApiError } from '../web/errors';
import { createMemoryAttemptStore, type AttemptStore } from './attemptStore';
import type { RateLimitConfig } from './authConfig';
import { rateLimitMessage } from './rateLimit';

/**
 * The per-account sign-in budget (OWASP ASVS 5.0 §6.3): at most `limit` attempts per normalised e-mail within a
 * window, from any number of client IPs. It is kept for every e-mail, with or without an account, and answers the
 * same way for both, so it reveals nothing about who has an account.
 *
 * Each attempt is counted before its password is checked (concurrent attempts cannot slip past the budget while
 * scrypt runs), and a successful sign-in resets the count: the owner's own typos do not linger, and an attacker
 * gains at most one fresh budget per successful sign-in of the real owner.
 */
export interface AccountLimit {
  /** Counts an attempt for the e-mail; once over budget sets Retry-After and throws a 429 ApiError. */
  consume(email: string, res: Response): Promise<void>;
  /** The e-mail signed in: its count starts again. */
  succeeded(email: string): Promise<void>;
}

// Hashed so that a shared store (Redis, later) holds no e-mail addresses.
const keyOf = (email: string) => `sign-in:${createHash('sha256').update(email).digest('base64url')}`;

export function createAccountLimit(
  { limit, windowMs }: RateLimitConfig,
  store: AttemptStore = createMemoryAttemptStore(),
  // Read on every call (not captured), so tests that move Date.now move this clock too.
  now: () => number = () => Date.now(),
): AccountLimit {
  return {
    async consume(email, res) {
      const nowMs = now();
      const { count, resetAtMs } = await store.hit(keyOf(email), windowMs, nowMs);
      if (count <= limit) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((resetAtMs - nowMs) / 1000));
      res.setHeader('Retry-After', String(retryAfterSeconds));
      throw new ApiError(429, 'too_many_requests', rateLimitMessage(retryAfterSeconds * 1000));
    },
    succeeded: (email) => store.reset(keyOf(email)),
  };
}
