// What several instances share besides the database, behind one seam: nothing without REDIS_URL (each process
// keeps its own counters and caches), Redis with it.
import Redis from 'ioredis';
import type { Sequelize } from 'sequelize';
import type { AttemptStore } from '../auth/attemptStore';
import type { Logger } from '../logger';
import { createRedisAttemptStore } from './redisAttemptStore';
import { broadcastUserWrites } from './userWriteBroadcast';

export interface SharedState {
  /** Shared attempt counters (rate limits), or undefined for in-memory ones. */
  attempts?: AttemptStore;
  /** Resolves when Redis answers PING (GET /api/ready); undefined without Redis. */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

/** REDIS_PREFIX default: the keys of one deployment (tests give each run its own). */
export const DEFAULT_REDIS_PREFIX = 'bento:';

export async function connectSharedState(
  sequelize: Sequelize,
  redis: { url: string; prefix: string } | null,
  logger: Logger,
): Promise<SharedState> {
  if (!redis) return { close: async () => {} };
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  client.on('error', (err: unknown) => logger.warn('redis connection', { err }));
  await client.connect();
  const stopBroadcast = await broadcastUserWrites(sequelize, redis.url, `${redis.prefix}user-writes`, logger);
  return {
    attempts: createRedisAttemptStore(client, `${redis.prefix}attempts:`),
    ping: async () => {
      await client.ping();
    },
    close: async () => {
      await stopBroadcast();
      await client.quit().catch(() => undefined);
    },
  };
}
