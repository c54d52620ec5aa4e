// Where counted beacons wait for the next flush: this process's memory, or with REDIS_URL a Redis list every
// instance pushes to and any instance drains (a beacon received by one instance and written by another counts
// once). While Redis is away the memory queue takes over; what is already in Redis waits for it.
import type { RedisConnection } from '../cluster/redisConnection';
import type { InsightsEvent } from './insightsEvent';

/** Beyond this many waiting events (the database away for long), new ones are dropped rather than memory filled. */
export const MAX_WAITING_EVENTS = 200_000;

export interface EventQueue {
  /** Resolves once the event waits in the queue (Redis answered, or memory took it). */
  push(event: InsightsEvent): Promise<void>;
  /** Puts events back at the head (a flush that failed), within MAX_WAITING_EVENTS. */
  putBack(events: InsightsEvent[]): void;
  /** Up to `max` waiting events, oldest first, removed from the queue. */
  take(max: number): Promise<InsightsEvent[]>;
}

export function memoryQueue(): EventQueue & { readonly size: number } {
  let waiting: InsightsEvent[] = [];
  return {
    get size() {
      return waiting.length;
    },
    async push(event) {
      if (waiting.length < MAX_WAITING_EVENTS) waiting.push(event);
    },
    putBack(events) {
      waiting = [...events, ...waiting].slice(0, MAX_WAITING_EVENTS);
    },
    async take(max) {
      return waiting.splice(0, max);
    },
  };
}

/** Redis list `key` in front of this process's memory queue. */
export function redisQueue(connection: RedisConnection, key: string): EventQueue {
  const local = memoryQueue();
  return {
    async push(event) {
      if (!connection.isUp()) return local.push(event);
      await connection.client.rpush(key, JSON.stringify(event)).catch(() => local.push(event));
    },
    putBack: (events) => local.putBack(events),
    async take(max) {
      const mine = await local.take(max);
      if (mine.length >= max || !connection.isUp()) return mine;
      const shared = await connection.client.lpop(key, max - mine.length).catch(() => null);
      return [...mine, ...(shared ?? []).map((text) => JSON.parse(text) as InsightsEvent)];
    },
  };
}
