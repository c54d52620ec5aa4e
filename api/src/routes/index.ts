import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../app';
import type { AuthStrategy } from '../auth/types';
import type { Models } from '../db/models';
import type { Logger } from '../logger';
import { healthRoute } from './health';

/** What every API route factory may use. */
export interface ApiDeps {
  sequelize: Sequelize;
  models: Models;
  auth: AuthStrategy;
  config: AppConfig;
  logger: Logger;
}

/** Everything under /api. One line per area; routers stay thin and call services. */
export function apiRoutes(deps: ApiDeps): Router {
  const router = Router();
  router.get('/health', healthRoute(deps));
  return router;
}
