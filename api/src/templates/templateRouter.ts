// /api/templates: the community templates of the gallery (public) and a signed-in user's submissions. The admin
// side (approve, reject) is in admin/adminRouter.ts.
import { TEMPLATE_CATEGORIES } from '@bento/core';
import { Router } from 'express';
import { z } from 'zod';
import { pageParam, parseQuery } from '../admin/listQuery';
import { currentUser, requireUser } from '../auth/requireUser';
import { noStore, parseBody } from '../designs/requestBody';
import type { ApiDeps } from '../deps';
import { submissionBody, TEMPLATE_MESSAGES } from './templateBodies';
import { approvedTemplatesJson, ownSubmissions, submitTemplate } from './templateService';

/**
 * Every view revalidates (one query, usually a 304 thanks to the ETag); for up to 5 minutes a browser or CDN may
 * show its copy while it revalidates, so an approval or a rejection reaches the gallery within minutes.
 */
export const TEMPLATES_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=300';

const publicQuery = z.object({
  page: pageParam,
  category: z.enum(TEMPLATE_CATEGORIES, { error: TEMPLATE_MESSAGES.category }).optional(),
});

export function templatesRouter(deps: ApiDeps): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const { page, category } = parseQuery(publicQuery, req.query);
    const json = await approvedTemplatesJson(deps, category, page);
    // Express adds the ETag of the body and answers a matching If-None-Match with 304.
    res.setHeader('Cache-Control', TEMPLATES_CACHE_CONTROL);
    res.type('json').send(json);
  });

  router.use('/submissions', requireUser(deps.auth), noStore);

  router.post('/submissions', async (req, res) => {
    const body = parseBody(submissionBody, req.body);
    res.status(201).json(await submitTemplate(deps, currentUser(res).id, body));
  });

  router.get('/submissions/mine', async (_req, res) => {
    res.json({ items: await ownSubmissions(deps, currentUser(res).id) });
  });

  return router;
}
