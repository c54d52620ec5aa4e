import { Router, type Request } from 'express';
import { currentUser, requireUser } from '../auth/requireUser';
import { assertEmailVerified } from '../auth/verifiedEmail';
import type { ApiDeps } from '../deps';
import { documentBody, noStore } from '../designs/requestBody';
import { insightsReport, parseDays } from '../insights/insightsReport';
import { publicSiteRoute } from './publicSite';
import { sentSiteBody } from './sentSiteBody';
import { siteService } from './siteService';

/** /published-sites: the public read by slug, then the signed-in user's own sites. */
export function publishedSitesRouter(deps: ApiDeps): Router {
  const sites = siteService(deps);
  const router = Router();
  router.get('/slug/:slug', publicSiteRoute(deps.models, deps.sequelize));

  // Authenticate before reading a body of up to 12 MB, as bytes: parsed in the document pool (sentSiteBody.ts).
  router.use(requireUser(deps.auth), noStore, documentBody());

  router.get('/', async (_req, res) => {
    res.json({ items: await sites.list(currentUser(res).id) });
  });

  router.post('/', async (req, res) => {
    await assertEmailVerified(deps.models, currentUser(res).id);
    const body = await sentSiteBody(req, 'createSite');
    res.status(201).json(await sites.create(currentUser(res).id, body));
  });

  router.get('/:id/insights', async (req: Request<{ id: string }>, res) => {
    const days = parseDays(req.query.days);
    const { sequelize, models, insights } = deps;
    res.json(
      await insightsReport(
        { sequelize, models, clock: insights.clock },
        currentUser(res).id,
        req.params.id,
        days,
      ),
    );
  });

  router.put('/:id', async (req: Request<{ id: string }>, res) => {
    await assertEmailVerified(deps.models, currentUser(res).id);
    const body = await sentSiteBody(req, 'replaceSite');
    res.json(await sites.replace(currentUser(res).id, req.params.id, body));
  });

  return router;
}
