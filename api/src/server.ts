import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { createAuthStrategy } from './auth/createAuthStrategy';
import { sharedAuthSecret } from './cluster/sharedSecret';
import { connectSharedState } from './cluster/sharedState';
import { loadServerConfig, type Env, type ServerConfig } from './config';
import { createSequelize } from './db/connect';
import { migrateUp } from './db/migrate';
import { defineModels } from './db/models';
import { drainOnStop } from './httpDrain';
import { logger as defaultLogger, type Logger } from './logger';
import { startMetricsListener, type MetricsListener } from './metrics/listener';
import { checkMetricsPort } from './metrics/metricsConfig';
import { createMetrics } from './metrics/registry';
import type { ViewerSource } from './web/siteSsrViewer';
import { scheduleUploadSweep } from './uploads/sweepSchedule';
import { closeDocumentWork, documentWork } from './workers/documentPool';
import { uploadServiceFor } from './uploads/uploadServiceFor';
import { createInsights } from './insights/insights';

export interface RunningServer {
  url: string;
  port: number;
  /** GET /metrics on its own listener, when METRICS_PORT is set. */
  metricsUrl?: string;
  /** Stops accepting requests, ends open connections, then closes the database. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  env?: Env;
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  logger?: Logger;
  /** Tests: a build folder instead of the repository's (shellDist, remoteDist) and the viewer's source. */
  build?: Pick<ServerConfig, 'shellDist' | 'remoteDist'>;
  viewer?: ViewerSource;
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startServer({
  env = process.env,
  port,
  logger = defaultLogger,
  build,
  viewer,
}: StartServerOptions = {}): Promise<RunningServer> {
  const loaded = { ...loadServerConfig(env), ...build };
  const sequelize = createSequelize(loaded.databaseUrl);
  let server: http.Server | undefined;
  let metricsListener: MetricsListener | undefined;
  try {
    checkMetricsPort(loaded.metricsPort, port ?? loaded.port);
    const applied = await migrateUp(sequelize);
    if (applied.length > 0) logger.info('migrations applied', { migrations: applied });
    const config = loaded.authSecretFromEnv
      ? loaded
      : { ...loaded, authSecret: await sharedAuthSecret(sequelize) };
    const models = defineModels(sequelize);
    const auth = createAuthStrategy(config, models);
    const shared = await connectSharedState(sequelize, config.redis, logger);
    // Set when close() begins: GET /api/ready answers 503 from then on, so a load balancer stops sending traffic.
    let shuttingDown = false;
    const readiness = { redisPing: shared.ping, shuttingDown: () => shuttingDown };
    // Beacons are written every second, and once more on close, after the last request and before the database.
    const insights = createInsights({ sequelize, models, logger, redis: shared.redis });
    const metrics =
      config.metricsPort === null ? undefined : createMetrics({ sequelize, redisPing: shared.ping });
    const app = createApp({
      sequelize,
      config,
      auth,
      logger,
      viewer,
      attempts: shared.attempts,
      readiness,
      metrics,
      insights,
    });
    // The first document thread starts now (the TypeScript runtime, React, the schema), not at the first large
    // document.
    documentWork();
    server = http.createServer();
    const stopHttp = drainOnStop(server);
    server.on('request', app);
    const boundPort = await listen(server, port ?? config.port);
    const url = `http://localhost:${boundPort}`;
    logger.info('listening', { url, port: boundPort });
    if (metrics) metricsListener = await startMetricsListener(metrics.registry, config.metricsPort!, logger);
    const metricsDone = metricsListener;

    const stopSweep = scheduleUploadSweep(uploadServiceFor({ sequelize, models, config }), logger);
    insights.start();

    let closing: Promise<void> | undefined;
    const close = () => {
      shuttingDown = true;
      closing ??= stopHttp()
        .finally(stopSweep)
        .finally(() =>
          insights.close().catch((err: unknown) => logger.error('insights flush failed', { err })),
        )
        // Scraped until the requests in flight are done.
        .finally(() => metricsDone?.close().finally(() => metrics?.close()))
        .finally(() => shared.close())
        .finally(closeDocumentWork)
        .finally(() => sequelize.close());
      return closing;
    };
    return { url, port: boundPort, ...(metricsDone ? { metricsUrl: metricsDone.url } : {}), close };
  } catch (err) {
    server?.close();
    await metricsListener?.close();
    await sequelize.close().catch(() => undefined);
    throw err;
  }
}

/**
 * What `node api/src/server.ts` runs: starts the server, and on SIGTERM or SIGINT shuts it down gracefully (requests
 * in flight finish first) and exits 0, or 1 when closing failed. Exits 1 when it cannot start.
 */
export function runServer(options: StartServerOptions = {}): void {
  const logger = options.logger ?? defaultLogger;
  startServer(options)
    .then((server) => {
      const stop = (signal: string) => {
        logger.info('shutting down', { signal });
        server.close().then(
          () => process.exit(0),
          (err: unknown) => {
            logger.error('shutdown failed', { err });
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', () => stop('SIGINT'));
      process.once('SIGTERM', () => stop('SIGTERM'));
    })
    .catch((err: unknown) => {
      logger.error('start failed', { err });
      process.exit(1);
    });
}

if (require.main === module) runServer();
