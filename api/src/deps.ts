// What the app and every API route factory are given: types only, in a file of their own, so the routers and
// services import their dependencies from here rather than from the hub that mounts them (routes/index.ts).
import type { Sequelize } from 'sequelize';
import type { RemoteDirectory } from './releases/remoteDirectory';
import type { AttemptStore } from './auth/attemptStore';
import type { AuthStrategy } from './auth/types';
import type { ServerConfig } from './config';
import type { Models } from './db/models';
import type { Logger } from './logger';
import type { ViewerSource } from './web/siteSsrViewer';
import type { Metrics } from './metrics/registry';
import type { Insights } from './insights/insights';

/** The part of the server's configuration the app reads. */
export type AppConfig = Pick<
  ServerConfig,
  | 'remotes'
  | 'publicConfig'
  | 'shellDist'
  | 'remoteDist'
  | 'releasesDir'
  | 'logRequests'
  | 'authSecret'
  | 'clerk'
  | 'authRateLimit'
  | 'publicUrl'
  | 'uploads'
  | 'exportBudget'
  | 'admin'
  | 'mail'
> &
  Partial<Pick<ServerConfig, 'trustProxy' | 'canaryPolicy'>>;

/** What GET /api/ready checks besides the database. */
export interface Readiness {
  /** Resolves when Redis answers PING; absent when REDIS_URL is unset. */
  redisPing?: () => Promise<void>;
  /** True once the server has begun a graceful shutdown. */
  shuttingDown?: () => boolean;
}

/** What createApp is given. */
export interface AppDeps {
  sequelize: Sequelize;
  config: AppConfig;
  /** Who is signed in: local accounts or Clerk (see api/src/auth). */
  auth: AuthStrategy;
  logger?: Logger;
  /** The published-site viewer's server renderer (exports render with it, as GET /{slug} does); defaults to its build. */
  viewer?: ViewerSource;
  /** Attempt counters (rate limits) every instance shares (Redis); in memory per app otherwise. */
  attempts?: AttemptStore;
  /** GET /api/ready: Redis's PING when REDIS_URL is set, and whether a graceful shutdown has begun. */
  readiness?: Readiness;
  /** METRICS_PORT set: requests are timed by route and the page cache counted (api/src/metrics). */
  metrics?: Metrics;
  /** Where each remote is; default: the configured map overridden live by the active releases (api/src/releases). */
  remoteDirectory?: RemoteDirectory;
  /** Beacons of published pages (api/src/insights); the server passes its own so it can flush it on close. */
  insights?: Insights;
}

/** What every API route factory may use: the app's dependencies, its models and a logger. */
export type ApiDeps = Omit<AppDeps, 'logger' | 'insights'> & {
  models: Models;
  logger: Logger;
  insights: Insights;
};
