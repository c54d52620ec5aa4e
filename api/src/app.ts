import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type Request } from 'express';
import { WEB_FONT_PATH } from '@bento/core';
import { logger as defaultLogger } from './logger';
import { defineModels } from './db/models';
import type { AppDeps } from './deps';
import { parsesOwnBody } from './designs/requestBody';
import { apiRoutes } from './routes';
import { jsonConfigRoute } from './routes/publicConfig';
import { apiErrorHandler, apiNotFound, plainErrorHandler, refuseControlCharactersInPath } from './web/errors';
import { COMPRESS_MIN_BYTES, encodesOwnAnswer } from './web/encodedBody';
import { jsonBody } from './web/jsonBody';
import { requestContext } from './web/requestContext';
import { searchFilesRouter } from './web/searchFiles';
import { uploadFiles } from './uploads/uploadFiles';
import { UPLOADS_URL_PATH } from './uploads/uploadRules';
import { uploadServiceFor } from './uploads/uploadServiceFor';
import { fontsRouter } from './web/fonts';
import { securityHeaders } from './web/security';
import { SITE_PAGE_ROUTE, siteSsr } from './web/siteSsr';
import { sitePageFastPath } from './web/sitePageFastPath';
import { PUBLIC_SITE_ROUTE, publicSiteFastPath } from './sites/publicSiteFastPath';
import { viewerFromBuild } from './web/siteSsrViewer';
import { shellPreloads } from './web/shellPreloads';
import { releasesRouter, remotesRouter, shellHandlers } from './web/static';
import { shellContract } from './releases/compatibility';
import { releaseService } from './releases/releaseService';
import { liveDirectory } from './releases/remoteDirectory';
import { remoteBeaconRouter } from './releases/remoteBeacons';
import { onReleaseSwitch } from './releases/releaseSwitches';
import { publicAuthStrategy, publicAuthUrls } from './auth/authConfig';
import { readCookie, SESSION_COOKIE } from './auth/cookies';
import { createInsights } from './insights/insights';
import { BEACON_ROUTE, beaconFastPath, type TrustProxy } from './insights/beaconFastPath';

const JSON_LIMIT = '100kb';

/** Node's request listener (also usable as Express middleware, `next` then being the outer app's). */
export type AppHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

/**
 * The whole HTTP surface, without listening: the API, public config, remotes and the shell; published pages
 * already rendered for their site's current version, and the public site JSON while cached, are answered before
 * Express (web/sitePageFastPath.ts, sites/publicSiteFastPath.ts).
 */
export function createApp({
  sequelize,
  config,
  auth,
  logger = defaultLogger,
  viewer,
  attempts,
  readiness,
  metrics,
  remoteDirectory,
  insights,
}: AppDeps): AppHandler {
  const models = defineModels(sequelize);
  // Without one of the server's, the app flushes its own beacons every second (tests pass theirs to flush at will).
  const beacons = insights ?? createInsights({ sequelize, models, logger });
  if (!insights) beacons.start();
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.use(requestContext({ logger, logRequests: config.logRequests }));
  const { apiFallbackOrigin } = config.publicConfig;
  const releases = releaseService(models, () => shellContract(config.shellDist), config.canaryPolicy);
  // Where each remote is: the configured map, or the active release of each remote (read live: issue 30).
  const remotes =
    remoteDirectory ??
    liveDirectory({
      base: config.remotes,
      servedReleases: () => releases.served(),
      logger,
    });
  onReleaseSwitch(sequelize, () => remotes.expire());
  app.use(securityHeaders(remotes, apiFallbackOrigin ? [apiFallbackOrigin] : []));
  // One viewer for the published pages and the exports: its build is read once, not once per user of it.
  const viewerSource = viewer ?? viewerFromBuild();
  const sites = siteSsr({ models, sequelize, viewer: viewerSource, publicUrl: config.publicUrl });
  // Published pages first (the hottest public path): only paths without a dot that are not a platform route.
  app.use(sites.pages);
  if (metrics) {
    metrics.watchCache('site-pages', sites.pageCache);
    app.use(metrics.http.passedOn);
  }
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
  api.use(remoteBeaconRouter(releases, { attempts, logger, sequelize, models }));
  api.use(
    apiRoutes({
      sequelize,
      models,
      auth,
      config,
      logger,
      attempts,
      readiness,
      viewer: viewerSource,
      insights: beacons,
    }),
  );
  api.use(apiNotFound);
  api.use(apiErrorHandler(logger));
  app.use('/api', api);

  app.use(searchFilesRouter({ models, publicUrl: config.publicUrl }));
  app.get('/config.json', jsonConfigRoute(config.publicConfig));
  app.get('/remotes.json', (req, res, next) => {
    remotes.current().then(({ map }) => jsonConfigRoute(map)(req, res, next), next);
  });
  app.get('/remote-releases.json', (req, res, next) => {
    remotes.current().then(({ releases }) => jsonConfigRoute(releases)(req, res, next), next);
  });
  app.use('/remotes', remotesRouter(config.remoteDist));
  app.use('/releases', releasesRouter(config.releasesDir));
  app.use(WEB_FONT_PATH, fontsRouter());
  app.use(UPLOADS_URL_PATH, uploadFiles(uploadServiceFor({ sequelize, models, config })));
  const bootData = {
    config: config.publicConfig,
    auth: publicAuthStrategy(config.clerk),
    authUrls: publicAuthUrls(config.clerk),
  };
  const preloadsFor = shellPreloads({ remoteDist: config.remoteDist, releasesDir: config.releasesDir });
  // Local accounts: a request without the session cookie has no session, which the page can tell the shell.
  const knownSignedOut = (req: Request) => !config.clerk && readCookie(req, SESSION_COOKIE) === null;
  app.use(
    shellHandlers(config.shellDist, { bootData, remotes, preloadsFor, knownSignedOut }, [sites.script]),
  );
  app.use(plainErrorHandler(logger));
  const fastPage = sitePageFastPath({
    cachedPage: sites.cachedPage,
    logger,
    logRequests: config.logRequests,
  });
  const fastSiteJson = publicSiteFastPath({ sequelize, logger, logRequests: config.logRequests });
  const fastBeacon = beaconFastPath(beacons, () => app.get('trust proxy fn') as TrustProxy);
  const handler: AppHandler = (req, res, next) => {
    if (fastPage(req, res)) metrics?.http.answeredAs(req, SITE_PAGE_ROUTE);
    else if (fastSiteJson(req, res)) metrics?.http.answeredAs(req, PUBLIC_SITE_ROUTE);
    else if (fastBeacon(req, res)) metrics?.http.answeredAs(req, BEACON_ROUTE);
    else app(req as express.Request, res as express.Response, next ?? (() => undefined));
  };
  return metrics ? metrics.http.instrument(handler) : handler;
}
