import { Router, type Request } from 'express';
import { currentUser, requireUser } from '../auth/requireUser';
import type { ApiDeps } from '../routes';
import { largeJsonBody, noStore, parseBody } from '../designs/requestBody';
import { publicSiteRoute } from './publicSite';
import { createSiteBody, replaceSiteBody } from './siteBodies';
import { siteService } from './siteService';

/** /published-sites: the public read by slug, then the signed-in user's own sites. */
export function publishedSitesRouter(deps: ApiDeps): Router {
  const sites = siteService(deps);
  const router = Router();
  router.get('/slug/:slug', publicSiteRoute(deps.models, deps.sequelize));

  // Authenticate before reading a body of up to 12 MB.
  router.use(requireUser(deps.auth), noStore, largeJsonBody());

  router.get('/', async (_req, res) => {
    res.json({ items: await sites.list(currentUser(res).id) });
  });

  router.post('/', async (req, res) => {
    const body = parseBody(createSiteBody, req.body);
    res.status(201).json(await sites.create(currentUser(res).id, body));
  });

  router.put('/:id', async (req: Request<{ id: string }>, res) => {
    const body = parseBody(replaceSiteBody, req.body);
    res.json(await sites.replace(currentUser(res).id, req.params.id, body));
  });

  return router;
}
