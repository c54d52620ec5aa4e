// Attempt counters in Redis: every instance counts into the same fixed windows (INCR, PEXPIRE … NX, PTTL in one
// MULTI), so sign-in, sign-up, upload and report limits hold across a load balancer. While Redis is away (or a
// command fails) each instance counts in memory on its own, and Redis's counts resume when it answers again.
import { createMemoryAttemptStore, type AttemptStore } from '../auth/attemptStore';
import type { RedisConnection } from './redisConnection';

export function createRedisAttemptStore(redis: RedisConnection, prefix: string): AttemptStore {
  const { client } = redis;
  const local = createMemoryAttemptStore();
  const sharedHit: AttemptStore['hit'] = async (key, windowMs, nowMs) => {
    const results = await client
      .multi()
      .incr(prefix + key)
      .pexpire(prefix + key, windowMs, 'NX')
      .pttl(prefix + key)
      .exec();
    if (!results || results.some(([error]) => error)) throw new Error('Redis could not count the attempt');
    const count = Number(results[0]![1]);
    const ttl = Number(results[2]![1]);
    return { count, resetAtMs: nowMs + (ttl > 0 ? ttl : windowMs) };
  };
  return {
    async hit(key, windowMs, nowMs) {
      if (redis.isUp()) {
        try {
          return await sharedHit(key, windowMs, nowMs);
        } catch {
          // Redis failed under this request: counted here instead (the connection reports the outage).
        }
      }
      return local.hit(key, windowMs, nowMs);
    },
    async reset(key) {
      await local.reset(key);
      if (redis.isUp()) await client.del(prefix + key).catch(() => undefined);
    },
  };
}
