import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger';
import { requestIdOf } from '../web/requestContext';

/** How long /api/health and /api/ready wait for a dependency before counting it as down. */
export const TIMEOUT_MS = 3000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** GET /api/health: 200 when the database answers, 503 otherwise (a hung database counts as down). */
export function healthRoute({ sequelize, logger }: { sequelize: Sequelize; logger: Logger }): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await withTimeout(sequelize.authenticate(), TIMEOUT_MS);
      res.json({ status: 'ok', database: 'up' });
    } catch (err) {
      logger.warn('health check: database down', { reqId: requestIdOf(res), err });
      res.status(503).json({ status: 'degraded', database: 'down' });
    }
  };
}
