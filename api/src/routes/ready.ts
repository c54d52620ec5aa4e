import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger';
import { requestIdOf } from '../web/requestContext';
import { TIMEOUT_MS, withTimeout } from './health';

/** What GET /api/ready checks besides the database. */
export interface Readiness {
  /** Resolves when Redis answers PING; absent when REDIS_URL is unset. */
  redisPing?: () => Promise<void>;
  /** True once the server has begun a graceful shutdown. */
  shuttingDown?: () => boolean;
}

type State = 'up' | 'down';

/**
 * GET /api/ready (readiness, for a load balancer): 200 when the database answers and, with Redis, Redis answers
 * PING; 503 naming what is down otherwise (each gets 3 s; a hung one counts as down), and 503 once shutdown began.
 * GET /api/health stays the liveness check (the database only).
 */
export function readyRoute({
  sequelize,
  logger,
  readiness = {},
}: {
  sequelize: Sequelize;
  logger: Logger;
  readiness?: Readiness;
}): RequestHandler {
  const { redisPing, shuttingDown = () => false } = readiness;
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (shuttingDown()) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    const check = async (name: string, answer: () => Promise<unknown>): Promise<State> => {
      try {
        await withTimeout(answer(), TIMEOUT_MS);
        return 'up';
      } catch (err) {
        logger.warn(`readiness check: ${name} down`, { reqId: requestIdOf(res), err });
        return 'down';
      }
    };
    const [database, redis] = await Promise.all([
      check('database', () => sequelize.authenticate()),
      redisPing ? check('redis', redisPing) : ('not configured' as const),
    ]);
    if (shuttingDown()) {
      res.status(503).json({ status: 'shutting down' });
    } else if (database === 'up' && redis !== 'down') {
      res.json({ status: 'ready', database, redis });
    } else {
      res.status(503).json({ status: 'not ready', database, redis });
    }
  };
}
