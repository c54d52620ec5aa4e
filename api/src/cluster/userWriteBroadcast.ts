// With REDIS_URL, every instance hears of every user's writes at once (Redis pub/sub): each drops its cached copies
// of that user's published sites, so an unpublished or changed site is never served stale by another instance.
// Without Redis, caches bound staleness by their own short lifetime (cache/userBodyCache.ts: 1 s).
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Sequelize } from 'sequelize';
import { announceUserWrite, onUserWrite } from '../designs/userWrites';
import type { Logger } from '../logger';

interface Message {
  instance: string;
  userId: string;
}

function parse(text: string): Message | null {
  try {
    const value = JSON.parse(text) as Partial<Message>;
    return typeof value.instance === 'string' && typeof value.userId === 'string'
      ? { instance: value.instance, userId: value.userId }
      : null;
  } catch {
    return null;
  }
}

/** Relays this instance's writes to the others and theirs to this one; answers a function that stops it. */
export async function broadcastUserWrites(
  sequelize: Sequelize,
  redisUrl: string,
  channel: string,
  logger: Logger,
): Promise<() => Promise<void>> {
  const instance = randomUUID();
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: unknown) => logger.warn('redis connection', { err }));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parse(text);
    if (message && message.instance !== instance) announceUserWrite(sequelize, message.userId, 'elsewhere');
  });
  const stopListening = onUserWrite(sequelize, (userId, origin) => {
    if (origin !== 'here') return;
    publisher.publish(channel, JSON.stringify({ instance, userId })).catch((err: unknown) => {
      logger.warn('redis publish failed', { err });
    });
  });
  return async () => {
    stopListening();
    await Promise.allSettled([subscriber.quit(), publisher.quit()]);
  };
}
