// One Redis pub/sub channel between instances: what one publishes, the others receive (never itself). Messages
// sent while Redis is away are lost; each user of a relay says what bounds that (a cache's lifetime, a poll).
import { randomUUID } from 'node:crypto';
import type { RedisConnection } from './redisConnection';

export interface RedisRelay {
  publish(text: string): void;
  stop(): void;
}

export function relayOverRedis(
  redis: RedisConnection,
  channel: string,
  deliver: (text: string) => void,
): RedisRelay {
  const instance = randomUUID();
  const { client, subscriber } = redis;
  // Each (re)connection subscribes again: the connection does not do it by itself.
  const subscribe = () => subscriber.subscribe(channel).catch(() => undefined);
  subscriber.on('ready', subscribe);
  if (subscriber.status === 'ready') void subscribe();
  const receive = (from: string, message: string) => {
    const space = message.indexOf(' ');
    if (from === channel && space > 0 && message.slice(0, space) !== instance)
      deliver(message.slice(space + 1));
  };
  subscriber.on('message', receive);
  return {
    publish(text) {
      if (redis.isUp()) client.publish(channel, `${instance} ${text}`).catch(() => undefined);
    },
    stop() {
      subscriber.off('ready', subscribe);
      subscriber.off('message', receive);
    },
  };
}
