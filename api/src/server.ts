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
import { logger as defaultLogger, type Logger } from './logger';
import type { ViewerSource } from './web/siteSsrViewer';
import { scheduleUploadSweep } from './uploads/sweepSchedule';
import { uploadServiceFor } from './uploads/uploadServiceFor';

export interface RunningServer {
  url: string;
  port: number;
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

// Keep-alive clients get this long to finish in-flight requests before their sockets are cut.
const CLOSE_GRACE_MS = 5000;

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stopHttp(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    force.unref();
    server.close((err) => {
      clearTimeout(force);
      if (err) reject(err);
      else resolve();
    });
    server.closeIdleConnections();
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
  try {
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
    const app = createApp({ sequelize, config, auth, logger, viewer, attempts: shared.attempts, readiness });
    server = http.createServer(app);
    const boundPort = await listen(server, port ?? config.port);
    const url = `http://localhost:${boundPort}`;
    logger.info('listening', { url, port: boundPort });

    const stopSweep = scheduleUploadSweep(uploadServiceFor({ sequelize, models, config }), logger);

    let closing: Promise<void> | undefined;
    const httpServer = server;
    const close = () => {
      shuttingDown = true;
      closing ??= stopHttp(httpServer)
        .finally(stopSweep)
        .finally(() => shared.close())
        .finally(() => sequelize.close());
      return closing;
    };
    return { url, port: boundPort, close };
  } catch (err) {
    server?.close();
    await sequelize.close().catch(() => undefined);
    throw err;
  }
}

if (require.main === module) {
  const logger = defaultLogger;
  startServer()
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
