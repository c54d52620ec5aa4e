import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../app';
import { adminRouter } from '../admin/adminRouter';
import { authRoutes } from '../auth/routes';
import type { AttemptStore } from '../auth/attemptStore';
import type { AuthStrategy } from '../auth/types';
import type { Models } from '../db/models';
import { designsRouter } from '../designs/designRouter';
import { embedsRouter } from '../embeds/embedRouter';
import { exportsRouter } from '../exports/exportRouter';
import type { Logger } from '../logger';
import { reportsRouter } from '../reports/reportRouter';
import { publishedSitesRouter } from '../sites/siteRouter';
import { templatesRouter } from '../templates/templateRouter';
import { uploadsRouter } from '../uploads/uploadRouter';
import type { ViewerSource } from '../web/siteSsrViewer';
import { healthRoute } from './health';
import { readyRoute, type Readiness } from './ready';

/** What every API route factory may use. */
export interface ApiDeps {
  sequelize: Sequelize;
  models: Models;
  auth: AuthStrategy;
  config: AppConfig;
  logger: Logger;
  /** Attempt counters every instance shares (Redis), when there are several; in memory otherwise. */
  attempts?: AttemptStore;
  /** The published-site viewer's renderer (exports render with it, as GET /{slug} does). */
  viewer?: ViewerSource;
  /** What GET /api/ready checks besides the database: Redis, and whether shutdown has begun. */
  readiness?: Readiness;
}

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
  router.use('/embeds', embedsRouter());
  router.use('/uploads', uploadsRouter(deps));
  router.use('/exports', exportsRouter(deps));
  router.use('/templates', templatesRouter(deps));
  router.use('/admin', adminRouter(deps));
  return router;
}
