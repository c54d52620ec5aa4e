// A remote release switched (activated, rolled back): said to whatever serves the remote map in this process
// (releases/remoteDirectory.ts reads it again at once), and with REDIS_URL relayed to every instance
// (cluster/sharedState.ts) and from the `npm run remote` command. Without Redis each instance's one-second poll of
// the database bounds how late it serves a switch.
import type { Sequelize } from 'sequelize';
import type { RedisConnection } from '../cluster/redisConnection';
import { relayOverRedis } from '../cluster/redisRelay';
import { databaseEvent } from '../db/databaseEvent';

const switched = databaseEvent<[]>();

export function onReleaseSwitch(sequelize: Sequelize, listener: () => void): () => void {
  return switched.on(sequelize, listener);
}

export function announceReleaseSwitch(sequelize: Sequelize): void {
  switched.emit(sequelize);
}

export const releaseSwitchChannel = (prefix: string) => `${prefix}remote-releases`;

/**
 * Tells every instance at once (the command, which is no instance): they read the releases again. False when Redis
 * did not take the message; they then notice within their poll.
 */
export async function publishReleaseSwitch(redis: RedisConnection, prefix: string): Promise<boolean> {
  if (!redis.isUp()) return false;
  return redis.client.publish(releaseSwitchChannel(prefix), 'command switched').then(
    () => true,
    () => false,
  );
}

/** Relays switches made here to the other instances, and theirs to this one; answers a function that stops it. */
export function broadcastReleaseSwitches(
  sequelize: Sequelize,
  redis: RedisConnection,
  prefix: string,
): () => void {
  let relaying = false;
  const relay = relayOverRedis(redis, releaseSwitchChannel(prefix), () => {
    relaying = true;
    try {
      announceReleaseSwitch(sequelize);
    } finally {
      relaying = false;
    }
  });
  const stopListening = onReleaseSwitch(sequelize, () => {
    if (!relaying) relay.publish('switched');
  });
  return () => {
    stopListening();
    relay.stop();
  };
}
