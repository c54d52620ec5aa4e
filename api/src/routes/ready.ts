import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { Readiness } from '../deps';
import type { Logger } from '../logger';
import { requestIdOf } from '../web/requestContext';
import { TIMEOUT_MS, withTimeout } from './health';

type State = 'up' | 'down';

/**
 * GET /api/ready (readiness, for a load balancer): 200 'ready' when the database answers and, with REDIS_URL, Redis
 * answers PING; 200 'degraded' when only Redis does not (the instance serves without it: per-instance caches and
 * limits); 503 'not ready' when the database does not (each check gets 3 s; a hung one counts as down), and 503
 * once shutdown began. GET /api/health stays the liveness check (the database only).
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
    const check = async (answer: () => Promise<unknown>, onDown?: (err: unknown) => void): Promise<State> => {
      try {
        await withTimeout(answer(), TIMEOUT_MS);
        return 'up';
      } catch (err) {
        onDown?.(err);
        return 'down';
      }
    };
    const [database, redis] = await Promise.all([
      check(
        () => sequelize.authenticate(),
        (err) => logger.warn('readiness check: database down', { reqId: requestIdOf(res), err }),
      ),
      // Redis down is logged once per outage by its connection (cluster/redisConnection.ts), not at every probe.
      redisPing ? check(redisPing) : ('not configured' as const),
    ]);
    if (shuttingDown()) {
      res.status(503).json({ status: 'shutting down' });
    } else if (database === 'down') {
      res.status(503).json({ status: 'not ready', database, redis });
    } else {
      res.json({ status: redis === 'down' ? 'degraded' : 'ready', database, redis });
    }
  };
}
