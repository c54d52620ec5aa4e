import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { ApiError } from '../web/errors';
import { createMemoryAttemptStore, type AttemptStore } from './attemptStore';
import type { SignInThrottleConfig } from './authConfig';
import { rateLimitMessage } from './rateLimit';

/**
 * Password guesses slowed per account *and* client address (OWASP ASVS 5.0 §6.3.1): after `freeFailures` failed
 * attempts of one e-mail from one address, that pair gets one attempt per delay, 1 s then doubling up to
 * `maxDelayMs`. Nobody can lock the owner out: another address is another pair, and on the same one the right
 * password gets in once the short delay has passed. A successful sign-in (or a password reset from the address)
 * starts the pair again. Kept alike for e-mails with and without an account, so it tells nothing about who has one.
 *
 * Each attempt is counted before its password is checked, so concurrent attempts cannot slip past the delays while
 * scrypt runs; failures are forgotten an hour after the first.
 */
export interface SignInThrottle {
  /** Counts an attempt of `email` from `ip`; while the pair must wait, sets Retry-After and throws a 429 ApiError. */
  consume(email: string, ip: string | undefined, res: Response): Promise<void>;
  /** The pair signed in (or reset the password): its count starts again. */
  succeeded(email: string, ip: string | undefined): Promise<void>;
}

const FAILURES_WINDOW_MS = 60 * 60 * 1000;
const FIRST_DELAY_MS = 1000;

// Hashed so that a shared store (Redis) holds no e-mail addresses.
const pairKey = (email: string, ip: string | undefined) =>
  createHash('sha256')
    .update(`${email}\n${ip ?? ''}`)
    .digest('base64url');

export function createSignInThrottle(
  { freeFailures, maxDelayMs }: SignInThrottleConfig,
  store: AttemptStore = createMemoryAttemptStore(),
  // Read on every call (not captured), so tests that move Date.now move this clock too.
  now: () => number = () => Date.now(),
): SignInThrottle {
  return {
    async consume(email, ip, res) {
      const pair = pairKey(email, ip);
      const nowMs = now();
      const { count } = await store.hit(`sign-in:${pair}`, FAILURES_WINDOW_MS, nowMs);
      if (count <= freeFailures) return;
      // The attempt that finds the gate shut opens it for the next delay and goes through; the others wait.
      const delayMs = Math.min(FIRST_DELAY_MS * 2 ** (count - freeFailures - 1), maxDelayMs);
      const gate = await store.hit(`sign-in-gate:${pair}`, delayMs, nowMs);
      if (gate.count === 1) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((gate.resetAtMs - nowMs) / 1000));
      res.setHeader('Retry-After', String(retryAfterSeconds));
      throw new ApiError(429, 'too_many_requests', rateLimitMessage(retryAfterSeconds * 1000));
    },
    async succeeded(email, ip) {
      const pair = pairKey(email, ip);
      await Promise.all([store.reset(`sign-in:${pair}`), store.reset(`sign-in-gate:${pair}`)]);
    },
  };
}
