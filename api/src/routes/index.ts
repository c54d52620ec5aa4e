import { Router } from 'express';
import { adminRouter } from '../admin/adminRouter';
import { authRoutes } from '../auth/routes';
import type { ApiDeps } from '../deps';
import { designsRouter } from '../designs/designRouter';
import { embedsRouter } from '../embeds/embedRouter';
import { exportsRouter } from '../exports/exportRouter';
import { reportsRouter } from '../reports/reportRouter';
import { placeholderRouter } from '../placeholders/placeholderRouter';
import { siteIconsRouter } from '../sites/faviconRouter';
import { publishedSitesRouter } from '../sites/siteRouter';
import { templatesRouter } from '../templates/templateRouter';
import { uploadsRouter } from '../uploads/uploadRouter';
import { beaconRouter } from '../insights/beaconRouter';
import { healthRoute } from './health';
import { readyRoute } from './ready';

/** Everything under /api. One line per area; routers stay thin and call services. */
export function apiRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/health', healthRoute(deps));
  router.get('/ready', readyRoute(deps));
  router.use('/auth', authRoutes(deps));
  router.use('/designs', designsRouter(deps));
  // Public, so before the published-sites router (which wants a token for everything but the read by slug).
  router.use('/published-sites/slug/:slug/reports', reportsRouter(deps));
  router.use('/published-sites', publishedSitesRouter(deps));
  router.use('/site-icons', siteIconsRouter(deps));
  router.use('/embeds', embedsRouter());
  router.use('/uploads', uploadsRouter(deps));
  router.use('/exports', exportsRouter(deps));
  router.use('/templates', templatesRouter(deps));
  router.use('/placeholder-photos', placeholderRouter());
  router.use('/admin', adminRouter(deps));
  router.use('/beacon', beaconRouter(deps));
  return router;
}
