// The insights of published pages, one per server: beacons counted (insightsRouter.ts) into a queue, written to
// the database in batches every second and once more when the server closes, and the raw events swept after 30
// days. Tests drive it with their own clock and call flush() and sweep() themselves.
import type { Sequelize } from 'sequelize';
import type { RedisConnection } from '../cluster/redisConnection';
import type { Models } from '../db/models';
import type { Logger } from '../logger';
import type { Beacon } from './beaconBody';
import { dailySalt, dayOf, visitorHash, type Clock } from './dailySalt';
import { memoryQueue, redisQueue, type EventQueue } from './eventQueue';
import type { InsightsEvent } from './insightsEvent';
import { sweepInsights } from './retention';
import { writeEvents } from './rollupWriter';
import { siteLookup } from './siteLookup';
import { deviceClass, referrerDomain } from './visitorTraits';

export const FLUSH_EVERY_MS = 1_000;
export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Events written per transaction. */
const BATCH = 5_000;

/** Who sent a beacon, as the request tells it: read to count the visit, never stored. */
export interface Visit {
  ip: string;
  userAgent: string;
  /** The Host the beacon was sent to: a referrer on it is the site itself. */
  host?: string;
}

export interface InsightsOptions {
  sequelize: Sequelize;
  models: Models;
  logger: Logger;
  clock?: Clock;
  /** With REDIS_URL: beacons wait in one Redis list for every instance. */
  redis?: { connection: RedisConnection; prefix: string };
}

export interface Insights {
  readonly clock: Clock;
  /** Counts a beacon (in the background: the request is answered already). */
  record(beacon: Beacon, visit: Visit): void;
  /** Writes everything counted so far (beacons still being looked up included). */
  flush(): Promise<number>;
  /** Deletes raw events older than 30 days and salts of other days. */
  sweep(): Promise<number>;
  /** Flushes every second and sweeps every hour until close(). */
  start(): void;
  /** Stops the timers and writes what is left. */
  close(): Promise<void>;
}

function eventOf(beacon: Beacon, visit: Visit, siteId: string, visitor: string, at: Date): InsightsEvent {
  const measure = (value: number | null | undefined) => (value === undefined ? null : value);
  // The page's script sends 0 for an LCP or INP its browser did not measure (no paint seen, no interaction).
  const measured = (value: number | null | undefined) => (value ? value : null);
  return {
    siteId,
    day: dayOf(at),
    at: at.getTime(),
    kind: beacon.kind,
    visitor,
    device: deviceClass(visit.userAgent),
    referrer: beacon.kind === 'view' ? referrerDomain(beacon.referrer ?? undefined, visit.host) : null,
    boxId: beacon.kind === 'click' ? beacon.boxId : null,
    lcp: beacon.kind === 'vitals' ? measured(beacon.lcp) : null,
    cls: beacon.kind === 'vitals' ? measure(beacon.cls) : null,
    inp: beacon.kind === 'vitals' ? measured(beacon.inp) : null,
  };
}

export function createInsights({
  sequelize,
  models,
  logger,
  clock = () => new Date(),
  redis,
}: InsightsOptions): Insights {
  const sites = siteLookup(sequelize, models);
  const salts = dailySalt(sequelize, clock);
  const queue: EventQueue = redis
    ? redisQueue(redis.connection, `${redis.prefix}insights:events`)
    : memoryQueue();
  const counting = new Set<Promise<void>>();
  let flushing: Promise<number> | null = null;
  let timers: NodeJS.Timeout[] = [];

  const count = async (beacon: Beacon, visit: Visit, at: Date) => {
    const site = await sites.find(beacon.slug);
    if (!site) return;
    const { salt } = await salts.current();
    const visitor = visitorHash(salt, site.id, visit.ip, visit.userAgent);
    await queue.push(eventOf(beacon, visit, site.id, visitor, at));
  };

  const drain = async () => {
    await Promise.all(counting);
    let written = 0;
    for (;;) {
      const events = await queue.take(BATCH);
      if (events.length === 0) return written;
      try {
        written += await writeEvents(sequelize, events);
      } catch (err) {
        // Kept for the next flush (the database may be back by then).
        queue.putBack(events);
        throw err;
      }
      if (events.length < BATCH) return written;
    }
  };

  const flush = () => {
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  const sweep = () => sweepInsights(sequelize, clock());

  return {
    clock,
    record(beacon, visit) {
      const at = clock();
      const task = count(beacon, visit, at)
        .catch((err: unknown) => logger.warn('insights: a beacon was not counted', { err }))
        .finally(() => counting.delete(task));
      counting.add(task);
    },
    flush,
    sweep,
    start() {
      if (timers.length > 0) return;
      const every = (ms: number, work: () => Promise<unknown>, failure: string) => {
        const timer = setInterval(() => {
          work().catch((err: unknown) => logger.error(failure, { err }));
        }, ms);
        // Never keeps a process alive (in a browser-like test environment a timer is a number).
        (timer as { unref?: () => void }).unref?.();
        return timer;
      };
      timers = [
        every(FLUSH_EVERY_MS, flush, 'insights flush failed'),
        every(SWEEP_EVERY_MS, sweep, 'insights sweep failed'),
      ];
    },
    async close() {
      for (const timer of timers) clearInterval(timer);
      timers = [];
      sites.stop();
      await flush();
    },
  };
}
