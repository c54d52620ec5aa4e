import type { Sequelize } from 'sequelize';
import { onUserWrite } from '../designs/userWrites';

/**
 * Recently served public sites, in memory: the body and its ETag, so a hot slug costs no query and no hash.
 *
 * Freshness: every write goes through userWrites (designs/userWrites.ts), which calls invalidateUser once the
 * transaction settles, so in this process a change is visible at once. A read that raced a write does not
 * store its (possibly old) answer: set() is ignored when a write happened since the read began. Writes made
 * by another instance arrive at once through Redis when REDIS_URL is set (cluster/userWriteBroadcast.ts), and
 * are otherwise bounded by the 1 s TTL, as are writes made outside the services.
 */
export interface CachedSite {
  body: string;
  etag: string;
  userId: string;
}

export interface PublicSiteCache {
  get(slug: string): CachedSite | undefined;
  /** Read before querying; pass to set() so a write in between keeps the answer out. */
  readonly generation: number;
  set(slug: string, site: CachedSite, generationAtRead: number): void;
  invalidateUser(userId: string): void;
  readonly size: number;
}

export interface PublicSiteCacheOptions {
  ttlMs?: number;
  /** Bodies kept in total (a site can be 10 MB; the cache must stay small). */
  maxBytes?: number;
  now?: () => number;
}

/** Bounds how long another instance's change can go unseen when there is no Redis to announce it. */
export const PUBLIC_SITE_CACHE_TTL_MS = 1_000;
export const PUBLIC_SITE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface Entry extends CachedSite {
  expiresAt: number;
  bytes: number;
}

export function createPublicSiteCache({
  ttlMs = PUBLIC_SITE_CACHE_TTL_MS,
  maxBytes = PUBLIC_SITE_CACHE_MAX_BYTES,
  now = Date.now,
}: PublicSiteCacheOptions = {}): PublicSiteCache {
  // Map order is insertion order: re-inserting on hit makes the first key the least recently used.
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let generation = 0;

  const remove = (slug: string) => {
    const entry = entries.get(slug);
    if (!entry) return;
    entries.delete(slug);
    totalBytes -= entry.bytes;
  };

  return {
    get(slug) {
      const entry = entries.get(slug);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(slug);
        return undefined;
      }
      entries.delete(slug);
      entries.set(slug, entry);
      return entry;
    },
    get generation() {
      return generation;
    },
    set(slug, site, generationAtRead) {
      const bytes = site.body.length * 2;
      if (generationAtRead !== generation || bytes > maxBytes) return;
      remove(slug);
      entries.set(slug, { ...site, bytes, expiresAt: now() + ttlMs });
      totalBytes += bytes;
      for (const oldest of entries.keys()) {
        if (totalBytes <= maxBytes) break;
        remove(oldest);
      }
    },
    invalidateUser(userId) {
      generation += 1;
      for (const [slug, entry] of entries) if (entry.userId === userId) remove(slug);
    },
    get size() {
      return entries.size;
    },
  };
}

const caches = new WeakMap<Sequelize, PublicSiteCache>();

/** The cache of one database, dropping a user's sites whenever that user writes anything. */
export function publicSiteCacheFor(sequelize: Sequelize): PublicSiteCache {
  let cache = caches.get(sequelize);
  if (!cache) {
    const created = createPublicSiteCache();
    onUserWrite(sequelize, (userId) => created.invalidateUser(userId));
    caches.set(sequelize, created);
    cache = created;
  }
  return cache;
}
