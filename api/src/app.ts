import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Request } from 'express';
import { WEB_FONT_PATH } from '@bento/core';
import type { Sequelize } from 'sequelize';
import type { ServerConfig } from './config';
import { logger as defaultLogger, type Logger } from './logger';
import type { AttemptStore } from './auth/attemptStore';
import type { AuthStrategy } from './auth/types';
import { defineModels } from './db/models';
import { parsesOwnBody } from './designs/requestBody';
import { apiRoutes } from './routes';
import type { Readiness } from './routes/ready';
import { jsonConfigRoute } from './routes/publicConfig';
import { apiErrorHandler, apiNotFound, plainErrorHandler, refuseControlCharactersInPath } from './web/errors';
import { COMPRESS_MIN_BYTES, encodesOwnAnswer } from './web/encodedBody';
import { jsonBody } from './web/jsonBody';
import { requestContext } from './web/requestContext';
import { uploadFiles } from './uploads/uploadFiles';
import { UPLOADS_URL_PATH } from './uploads/uploadRules';
import { uploadServiceFor } from './uploads/uploadServiceFor';
import { fontsRouter } from './web/fonts';
import { securityHeaders } from './web/security';
import { siteSsr } from './web/siteSsr';
import { sitePageFastPath } from './web/sitePageFastPath';
import { viewerFromBuild, type ViewerSource } from './web/siteSsrViewer';
import { shellPreloads } from './web/shellPreloads';
import { remotesRouter, shellHandlers } from './web/static';
import { publicAuthStrategy, publicAuthUrls } from './auth/authConfig';
import { readCookie, SESSION_COOKIE } from './auth/cookies';

export type AppConfig = Pick<
  ServerConfig,
  | 'remotes'
  | 'publicConfig'
  | 'shellDist'
  | 'remoteDist'
  | 'logRequests'
  | 'authSecret'
  | 'clerk'
  | 'authRateLimit'
  | 'publicUrl'
  | 'uploads'
  | 'admin'
> &
  Partial<Pick<ServerConfig, 'trustProxy'>>;

export interface AppDeps {
  sequelize: Sequelize;
  config: AppConfig;
  /** Who is signed in: local accounts or Clerk (see api/src/auth). */
  auth: AuthStrategy;
  logger?: Logger;
  /** The published-site viewer's server renderer; defaults to its build (sites-mfe/server/dist). */
  viewer?: ViewerSource;
  /** Sign-in and sign-up attempt counters shared by every instance (Redis); in memory per app otherwise. */
  attempts?: AttemptStore;
  /** GET /api/ready: Redis's PING when REDIS_URL is set, and whether a graceful shutdown has begun. */
  readiness?: Readiness;
}

const JSON_LIMIT = '100kb';

/** Node's request listener (also usable as Express middleware, `next` then being the outer app's). */
export type AppHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/**
 * The whole HTTP surface, without listening: the API, public config, remotes and the shell; published pages
 * already rendered for their site's current version are answered before Express (web/sitePageFastPath.ts).
 */
export function createApp({
  sequelize,
  config,
  auth,
  logger = defaultLogger,
  viewer,
  attempts,
  readiness,
}: AppDeps): AppHandler {
  const models = defineModels(sequelize);
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.use(requestContext({ logger, logRequests: config.logRequests }));
  const { apiFallbackOrigin } = config.publicConfig;
  app.use(securityHeaders(config.remotes, apiFallbackOrigin ? [apiFallbackOrigin] : []));
  // One viewer for the published pages and the exports: its build is read once, not once per user of it.
  const viewerSource = viewer ?? viewerFromBuild();
  const sites = siteSsr({ models, sequelize, viewer: viewerSource, publicUrl: config.publicUrl });
  // Published pages first (the hottest public path): only paths without a dot that are not a platform route.
  app.use(sites.pages);
  // HTML and JSON compressed on the fly; built assets arrive pre-compressed (web/precompressed.ts) and pass through,
  // and the cached API reads compress themselves once per version (web/encodedBody.ts), so they skip it entirely.
  const compressOnTheFly = compression({ threshold: COMPRESS_MIN_BYTES });
  app.use((req, res, next) => (encodesOwnAnswer(req) ? next() : compressOnTheFly(req, res, next)));

  const api = express.Router();
  api.use(refuseControlCharactersInPath);
  // Small bodies everywhere except the routers that carry gridData or image bytes: they authenticate first, then
  // parse up to ~12 MB (designs/requestBody.ts) or 5 MB (uploads) themselves, so this parser must leave them alone.
  const smallJson = jsonBody(JSON_LIMIT);
  api.use((req, res, next) => (parsesOwnBody(req.path) ? next() : smallJson(req, res, next)));
  api.use(apiRoutes({ sequelize, models, auth, config, logger, attempts, readiness, viewer: viewerSource }));
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  app.use('/api', api);

  app.get('/config.json', jsonConfigRoute(config.publicConfig));
  app.get('/remotes.json', jsonConfigRoute(config.remotes));
  app.use('/remotes', remotesRouter(config.remoteDist));
  app.use(WEB_FONT_PATH, fontsRouter());
  app.use(UPLOADS_URL_PATH, uploadFiles(uploadServiceFor({ sequelize, models, config })));
  const bootData = {
    remotes: config.remotes,
    config: config.publicConfig,
    auth: publicAuthStrategy(config.clerk),
    authUrls: publicAuthUrls(config.clerk),
  };
  const preloadsFor = shellPreloads({ remotes: config.remotes, remoteDist: config.remoteDist });
  // Local accounts: a request without the session cookie has no session, which the page can tell the shell.
  const knownSignedOut = (req: Request) => !config.clerk && readCookie(req, SESSION_COOKIE) === null;
  app.use(shellHandlers(config.shellDist, { bootData, preloadsFor, knownSignedOut }, [sites.script]));
  app.use(plainErrorHandler(logger));
  const fastPage = sitePageFastPath({
    cachedPage: sites.cachedPage,
    logger,
    logRequests: config.logRequests,
  });
  return (req, res, next) => {
    if (!fastPage(req, res)) app(req as express.Request, res as express.Response, next ?? (() => undefined));
  };
}
