// POST /api/uploads: a signed-in user's image, as raw bytes (docs/api.md 'Uploads').
import express, { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { rateLimitMessage } from '../auth/rateLimit';
import { currentUser, requireUser } from '../auth/requireUser';
import { noStore } from '../designs/requestBody';
import type { ApiDeps } from '../routes';
import { ApiError } from '../web/errors';
import { uploadServiceFor } from './uploadServiceFor';
import { UPLOAD_ERRORS, UPLOAD_MAX_BYTES } from './uploadRules';

/** The body as bytes, whatever its declared type (the bytes decide); over the cap, the spec's message (413). */
function imageBytes(): RequestHandler {
  const parse = express.raw({ type: () => true, limit: UPLOAD_MAX_BYTES });
  const { status, code, message } = UPLOAD_ERRORS.tooLarge;
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      const type = (err as { type?: unknown } | undefined)?.type;
      next(type === 'entity.too.large' ? new ApiError(status, code, message) : err);
    });
}

export function uploadsRouter(deps: ApiDeps): Router {
  const uploads = uploadServiceFor(deps);
  const { limit, windowMs } = deps.config.uploads.rateLimit;
  const perUser = rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (_req, res) => currentUser(res).id,
    handler: (_req, _res, next) => next(new ApiError(429, 'too_many_requests', rateLimitMessage(windowMs))),
  });
  const router = Router();
  // Authenticated and counted before the body is read.
  router.post('/', requireUser(deps.auth), noStore, perUser, imageBytes(), async (req, res) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { created, ...image } = await uploads.upload(currentUser(res).id, bytes);
    res.status(created ? 201 : 200).json(image);
  });
  return router;
}
