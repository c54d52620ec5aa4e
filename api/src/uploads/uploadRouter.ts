// POST /api/uploads: a signed-in user's image, as raw bytes (docs/api.md 'Uploads').
import express, { Router, type RequestHandler } from 'express';
import { rateLimit, type AugmentedRequest } from 'express-rate-limit';
import { attemptStoreCounters } from '../auth/rateLimit';
import { currentUser, requireUser } from '../auth/requireUser';
import { noStore } from '../designs/requestBody';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import { uploadServiceFor } from './uploadServiceFor';
import { UPLOAD_ERRORS, UPLOAD_MAX_BYTES, tooManyUploadsMessage } from './uploadRules';

/**
 * The body as bytes, whatever its declared type (the bytes decide). Over the cap, the spec's message (413): a
 * declared Content-Length over it is refused before reading, a longer stream as soon as it passes the cap.
 */
function imageBytes(): RequestHandler {
  const parse = express.raw({ type: () => true, limit: UPLOAD_MAX_BYTES });
  const { status, code, message } = UPLOAD_ERRORS.tooLarge;
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      const type = (err as { type?: unknown } | undefined)?.type;
      next(type === 'entity.too.large' ? new ApiError(status, code, message) : err);
    });
}

/** UPLOAD_RATE_LIMIT_* per user: in memory per process, or counted across instances (REDIS_URL). */
function perUserLimit({ config, attempts }: ApiDeps): RequestHandler {
  const { limit, windowMs } = config.uploads.rateLimit;
  return rateLimit({
    windowMs,
    limit,
    ...(attempts ? { store: attemptStoreCounters(attempts, 'user:uploads:', windowMs) } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (_req, res) => currentUser(res).id,
    handler: (req, res, next) => {
      const resetMs =
        ((req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs) - Date.now();
      const seconds = Math.max(1, Math.ceil(resetMs / 1000));
      res.setHeader('Retry-After', String(seconds));
      next(new ApiError(429, 'too_many_requests', tooManyUploadsMessage(seconds * 1000)));
    },
  });
}

export function uploadsRouter(deps: ApiDeps): Router {
  const uploads = uploadServiceFor(deps);
  const router = Router();
  // Authenticated and counted before the body is read.
  router.post('/', requireUser(deps.auth), noStore, perUserLimit(deps), imageBytes(), async (req, res) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { created, ...image } = await uploads.upload(currentUser(res).id, bytes);
    res.status(created ? 201 : 200).json(image);
  });
  return router;
}
