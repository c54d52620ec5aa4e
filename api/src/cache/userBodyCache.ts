import type { Request, Response } from 'express';
import type { Sequelize } from 'sequelize';
import { onUserWrite } from '../designs/userWrites';
import { encodedBody, sendEncoded, type EncodedBody } from '../web/encodedBody';

/**
 * Recently served answers that belong to one user (a published site by slug, a design by id), in memory: the
 * body and its ETag, so a hot read costs no query, no JSON work and no hash.
 *
 * Freshness: every write goes through userWrites (designs/userWrites.ts), which calls invalidateUser once the
 * transaction settles, so in this process a change is visible at once. A read that raced a write does not
 * store its (possibly old) answer: set() is ignored when a write happened since the read began. Writes made
 * by another instance arrive at once through Redis when REDIS_URL is set (cluster/userWriteBroadcast.ts), and
 * are otherwise bounded by the 1 s TTL, as are writes made outside the services.
 */
/** An answer, its ETag and compressed forms (web/encodedBody.ts), and whose it is. */
export interface CachedBody extends EncodedBody {
  userId: string;
}

/** How a cache is doing, for the metrics (metrics/registry.ts): lookups that found an entry or not, and entries. */
export interface CacheCounts {
  readonly hits: number;
  readonly misses: number;
  readonly size: number;
}

export interface UserBodyCache extends CacheCounts {
  get(key: string): CachedBody | undefined;
  /** Read before querying; pass to set() so a write in between keeps the answer out. */
  readonly generation: number;
  set(key: string, entry: CachedBody, generationAtRead: number): void;
  invalidateUser(userId: string): void;
}

export interface UserBodyCacheOptions {
  ttlMs?: number;
  /** Bodies kept in total (a design or a site can be 10 MB; the cache must stay small). */
  maxBytes?: number;
  now?: () => number;
}

/** Bounds how long another instance's change can go unseen when there is no Redis to announce it. */
export const USER_BODY_CACHE_TTL_MS = 1_000;
export const USER_BODY_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Entry extends CachedBody {
  expiresAt: number;
  size: number;
}

export function createUserBodyCache({
  ttlMs = USER_BODY_CACHE_TTL_MS,
  maxBytes = USER_BODY_CACHE_MAX_BYTES,
  // Read at each call (not Date.now captured once), so a test that stops Date.now stops the cache too.
  now = () => Date.now(),
}: UserBodyCacheOptions = {}): UserBodyCache {
  // Map order is insertion order: re-inserting on hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.size;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry || entry.expiresAt <= now()) {
        if (entry) remove(key);
        misses += 1;
        return undefined;
      }
      hits += 1;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    get generation() {
      return generation;
    },
    set(key, entry, generationAtRead) {
      // The compressed forms come on top: a small fraction of the bytes for JSON and HTML.
      const size = entry.bytes.length;
      if (generationAtRead !== generation || size > maxBytes) return;
      remove(key);
      entries.set(key, { ...entry, size, expiresAt: now() + ttlMs });
      totalBytes += size;
      for (const oldest of entries.keys()) {
        if (totalBytes <= maxBytes) break;
        remove(oldest);
      }
    },
    invalidateUser(userId) {
      generation += 1;
      for (const [key, entry] of entries) if (entry.userId === userId) remove(key);
    },
    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
  };
}

/** A JSON text ready to cache: its bytes and ETag, and whose it is. */
export function cachedJson(json: string, userId: string): CachedBody {
  return { ...encodedBody(json), userId };
}

export const CACHED_KINDS = ['public-sites', 'designs'] as const;
export type CachedKind = (typeof CACHED_KINDS)[number];
const caches = new WeakMap<Sequelize, Map<CachedKind, UserBodyCache>>();

/** One cache per database and kind, dropping a user's entries whenever that user writes anything. */
export function userBodyCacheFor(sequelize: Sequelize, kind: CachedKind): UserBodyCache {
  let byKind = caches.get(sequelize);
  if (!byKind) {
    byKind = new Map();
    caches.set(sequelize, byKind);
  }
  let cache = byKind.get(kind);
  if (!cache) {
    const created = createUserBodyCache();
    onUserWrite(sequelize, (userId) => created.invalidateUser(userId));
    byKind.set(kind, created);
    cache = created;
  }
  return cache;
}

/**
 * The cached answer for `key`, else `load()`'s, cached unless a write of anyone settled meanwhile; null (not
 * cached, so a change shows at once) when there is none. Concurrent misses of one key share one load, so an
 * entry expiring under load costs one query, not one per waiting request.
 */
export async function cachedBody(
  cache: UserBodyCache,
  key: string,
  load: () => Promise<CachedBody | null>,
): Promise<CachedBody | null> {
  const cached = cache.get(key);
  if (cached) return cached;
  const pending = loading.get(cache)?.get(key);
  if (pending) return pending;
  const generation = cache.generation;
  const loads = loading.get(cache) ?? new Map<string, Promise<CachedBody | null>>();
  loading.set(cache, loads);
  const started = load()
    .then((loaded) => {
      if (loaded) cache.set(key, loaded, generation);
      return loaded;
    })
    .finally(() => loads.delete(key));
  loads.set(key, started);
  return started;
}

const loading = new WeakMap<UserBodyCache, Map<string, Promise<CachedBody | null>>>();

/** Sends a cached JSON answer: its ETag (304 when the client's copy is current), compressed once per version. */
export function sendCachedJson(req: Request, res: Response, cached: CachedBody): Promise<void> {
  res.type('json');
  return sendEncoded(req, res, cached);
}
