import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { ApiError } from '../web/errors';
import type { RateLimitConfig } from './authConfig';

export function rateLimitMessage(windowMs: number): string {
  const minutes = Math.max(1, Math.ceil(windowMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Per-IP attempt limit (in memory, per process) answering 429 in the API's error shape, with Retry-After. */
export function authRateLimiter({ limit, windowMs }: RateLimitConfig): RequestHandler {
  const message = rateLimitMessage(windowMs);
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new ApiError(429, 'too_many_requests', message)),
  });
}
