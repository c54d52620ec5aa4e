// With REDIS_URL, every instance hears of every user's writes at once (Redis pub/sub): each drops its cached copies
// of that user's published sites, so an unpublished or changed site is never served stale by another instance.
// Without Redis, or while it is away, caches bound staleness by their own short lifetime (cache/userBodyCache.ts:
// 1 s); messages sent during an outage are lost, which that lifetime also bounds.
import type { Sequelize } from 'sequelize';
import { announceUserWrite, onUserWrite } from '../designs/userWrites';
import type { RedisConnection } from './redisConnection';
import { relayOverRedis } from './redisRelay';

function userIdOf(text: string): string | null {
  try {
    const value = JSON.parse(text) as { userId?: unknown };
    return typeof value.userId === 'string' ? value.userId : null;
  } catch {
    return null;
  }
}

/** Relays this instance's writes to the others and theirs to this one; answers a function that stops it. */
export function broadcastUserWrites(
  sequelize: Sequelize,
  redis: RedisConnection,
  channel: string,
): () => void {
  const relay = relayOverRedis(redis, channel, (text) => {
    const userId = userIdOf(text);
    if (userId) announceUserWrite(sequelize, userId, 'elsewhere');
  });
  const stopListening = onUserWrite(sequelize, (userId, origin) => {
    // Lost if Redis fails meanwhile: the others' copies then live out their 1 s.
    if (origin === 'here') relay.publish(JSON.stringify({ userId }));
  });
  return () => {
    stopListening();
    relay.stop();
  };
}
