// What /metrics reports (Prometheus text format, prom-client), one registry per server: the process defaults
// (CPU, memory, heap, GC, event-loop lag), request durations (httpMetrics.ts), the database pool, cache hit
// counts, Redis's state and the worker pools (pools.ts). Gauges read their values when scraped, so nothing is
// measured between scrapes but request times. Served on METRICS_PORT only (listener.ts).
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { Sequelize } from 'sequelize';
import { CACHED_KINDS, userBodyCacheFor, type CacheCounts } from '../cache/userBodyCache';
import { withTimeout } from '../routes/health';
import { imageWork } from '../uploads/imageWork';
import { documentWork } from '../workers/documentPool';
import { httpMetrics, type HttpMetrics } from './httpMetrics';
import { poolMetrics, registerPoolMetrics, type PoolMetrics } from './pools';

export interface MetricsDeps {
  sequelize: Sequelize;
  /** Resolves when Redis answers PING; absent without REDIS_URL (then no Redis series). */
  redisPing?: () => Promise<void>;
}

export interface Metrics {
  registry: Registry;
  http: HttpMetrics;
  pools: PoolMetrics;
  /** Adds a cache's lookups and entries under `cache="<name>"`. */
  watchCache(name: string, counts: CacheCounts): void;
  /** Stops listening to what reports to it (the image gate). */
  close(): void;
}

/** A scrape waits this long for Redis's PING before reporting it down. */
const REDIS_PING_TIMEOUT_MS = 1000;

interface PoolLike {
  size: number;
  available: number;
  using: number;
  waiting: number;
  maxSize: number;
}

/** The dialect's connection pool (sequelize-pool), when it has one that is used: not SQLite's. */
function connectionPool(sequelize: Sequelize): PoolLike | null {
  if (sequelize.getDialect() === 'sqlite') return null;
  const pool = (sequelize as unknown as { connectionManager?: { pool?: Partial<PoolLike> } })
    .connectionManager?.pool;
  return pool && typeof pool.size === 'number' ? (pool as PoolLike) : null;
}

function databasePoolMetrics(registry: Registry, sequelize: Sequelize): void {
  if (!connectionPool(sequelize)) return;
  const gauges: Array<[string, keyof PoolLike, string]> = [
    ['size', 'size', 'Database connections open.'],
    ['available', 'available', 'Database connections open and idle.'],
    ['using', 'using', 'Database connections running a query or transaction.'],
    ['waiting', 'waiting', 'Queries waiting for a database connection (the pool is exhausted).'],
    ['max', 'maxSize', 'Database connections the pool opens at most.'],
  ];
  for (const [name, field, help] of gauges) {
    new Gauge({
      name: `bento_db_pool_${name}`,
      help,
      registers: [registry],
      collect() {
        const pool = connectionPool(sequelize);
        if (pool) this.set(pool[field]);
      },
    });
  }
}

function cacheMetrics(registry: Registry): (name: string, counts: CacheCounts) => void {
  const caches = new Map<string, CacheCounts>();
  new Counter({
    name: 'bento_cache_lookups_total',
    help: 'Cache lookups by result (hit or miss): the hit ratio is hit / (hit + miss).',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of caches) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });
  new Gauge({
    name: 'bento_cache_entries',
    help: 'Entries in the cache.',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of caches) this.set({ cache }, counts.size);
    },
  });
  return (name, counts) => caches.set(name, counts);
}

function redisMetrics(registry: Registry, ping: () => Promise<void>): void {
  new Gauge({
    name: 'bento_redis_up',
    help: 'Whether Redis (REDIS_URL) answered PING within 1 s when scraped: 1 up, 0 down.',
    registers: [registry],
    async collect() {
      const up = await withTimeout(ping(), REDIS_PING_TIMEOUT_MS).then(
        () => 1,
        () => 0,
      );
      this.set(up);
    },
  });
}

export function createMetrics({ sequelize, redisPing }: MetricsDeps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const http = httpMetrics(registry);
  const pools = poolMetrics(registry);
  const watchCache = cacheMetrics(registry);
  for (const kind of CACHED_KINDS) watchCache(kind, userBodyCacheFor(sequelize, kind));
  databasePoolMetrics(registry, sequelize);
  if (redisPing) redisMetrics(registry, redisPing);

  // The upload image gate is a pool of two slots on libuv's threads.
  const images = registerPoolMetrics(
    { pools },
    {
      name: 'images',
      queued: () => imageWork.waiting,
      active: () => imageWork.active,
      threads: () => imageWork.limit,
    },
  );
  const stopImages = imageWork.onTaskDone(({ name, waitSeconds, runSeconds, outcome }) =>
    images.taskDone({ task: name, waitSeconds, runSeconds, outcome }),
  );

  // The document pool (workers/documentPool.ts): its threads, bounded queue and task times.
  const documents = documentWork();
  const documentsRecorder = registerPoolMetrics(
    { pools },
    {
      name: 'documents',
      queued: () => documents.queued,
      active: () => documents.active,
      threads: () => documents.threads,
      queueCapacity: documents.config.maxQueue,
    },
  );
  const stopDocuments = documents.onTaskDone((done) => documentsRecorder.taskDone(done));
  const stopRejected = documents.onRejected(() => documentsRecorder.rejected());

  const close = () => {
    stopImages();
    stopDocuments();
    stopRejected();
  };
  return { registry, http, pools, watchCache, close };
}
