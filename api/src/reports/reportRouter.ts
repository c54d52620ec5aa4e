// POST /api/published-sites/slug/:slug/reports: 'Report this site' from the viewer's share menu. No account needed;
// limited per client address (counted across instances with REDIS_URL). The admin side is in admin/adminRouter.ts.
import { Router, type RequestHandler } from 'express';
import { rateLimit, type AugmentedRequest } from 'express-rate-limit';
import { attemptStoreCounters } from '../auth/rateLimit';
import { noStore, parseBody } from '../designs/requestBody';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import { jsonBody } from '../web/jsonBody';
import { reportBody } from './reportBodies';
import { createReport } from './reportService';

export function tooManyReportsMessage(retryMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return `Too many reports. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** REPORT_RATE_LIMIT_* per client address (IPv6 by /56); every attempt counts, as for sign-in. */
function perAddressLimit({ config, attempts }: Pick<ApiDeps, 'config' | 'attempts'>): RequestHandler {
  const { limit, windowMs } = config.admin.reportRateLimit;
  return rateLimit({
    windowMs,
    limit,
    ...(attempts ? { store: attemptStoreCounters(attempts, 'ip:reports:', windowMs) } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res, next) => {
      const resetMs =
        ((req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs) - Date.now();
      const seconds = Math.max(1, Math.ceil(resetMs / 1000));
      res.setHeader('Retry-After', String(seconds));
      next(new ApiError(429, 'too_many_requests', tooManyReportsMessage(seconds * 1000)));
    },
  });
}

/** Mounted at /published-sites/slug/:slug/reports, before the published-sites router (which wants a token). */
export function reportsRouter(deps: ApiDeps): Router {
  const router = Router({ mergeParams: true });
  // This path lies under /published-sites, whose routers parse their own bodies (designs/requestBody.ts).
  router.post('/', noStore, perAddressLimit(deps), jsonBody('16kb'), async (req, res) => {
    const { slug } = req.params as { slug: string };
    const body = parseBody(reportBody, req.body);
    res.status(201).json(await createReport(deps, slug, body));
  });
  return router;
}
