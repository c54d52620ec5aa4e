// What several instances share besides the database, behind one seam: nothing without REDIS_URL (each process
// keeps its own counters and caches), Redis with it, and the same per-process state while Redis is away.
import type { Sequelize } from 'sequelize';
import type { AttemptStore } from '../auth/attemptStore';
import type { Logger } from '../logger';
import { createRedisAttemptStore } from './redisAttemptStore';
import { broadcastReleaseSwitches } from '../releases/releaseSwitches';
import { connectRedis, type RedisConnection } from './redisConnection';
import { broadcastUserWrites } from './userWriteBroadcast';

export interface SharedState {
  /** Shared attempt counters (rate limits), or undefined for in-memory ones. */
  attempts?: AttemptStore;
  /** Resolves when Redis answers PING (GET /api/ready); undefined without Redis. */
  ping?: () => Promise<void>;
  /** The Redis connection and this deployment's key prefix (the insights' beacon queue); undefined without Redis. */
  redis?: { connection: RedisConnection; prefix: string };
  close(): Promise<void>;
}

/** REDIS_PREFIX default: the keys of one deployment (tests give each run its own). */
export const DEFAULT_REDIS_PREFIX = 'bento:';

/** With Redis, resolves whether or not it answers (within 2 s): the server starts and serves either way. */
export async function connectSharedState(
  sequelize: Sequelize,
  redis: { url: string; prefix: string } | null,
  logger: Logger,
): Promise<SharedState> {
  if (!redis) return { close: async () => {} };
  const connection = await connectRedis(redis.url, logger);
  const stopBroadcast = broadcastUserWrites(sequelize, connection, `${redis.prefix}user-writes`);
  const stopReleaseBroadcast = broadcastReleaseSwitches(sequelize, connection, redis.prefix);
  return {
    attempts: createRedisAttemptStore(connection, `${redis.prefix}attempts:`),
    ping: connection.ping,
    redis: { connection, prefix: redis.prefix },
    close: async () => {
      stopBroadcast();
      stopReleaseBroadcast();
      await connection.close();
    },
  };
}
