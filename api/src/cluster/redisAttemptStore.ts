// Attempt counters in Redis: every instance counts into the same fixed windows (INCR, PEXPIRE … NX, PTTL in one
// MULTI), so sign-in and sign-up limits hold across a load balancer.
import type Redis from 'ioredis';
import type { AttemptStore } from '../auth/attemptStore';

export function createRedisAttemptStore(redis: Redis, prefix: string): AttemptStore {
  return {
    async hit(key, windowMs, nowMs) {
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      if (!results || results.some(([error]) => error)) throw new Error('Redis could not count the attempt');
      const count = Number(results[0]![1]);
      const ttl = Number(results[2]![1]);
      return { count, resetAtMs: nowMs + (ttl > 0 ? ttl : windowMs) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
