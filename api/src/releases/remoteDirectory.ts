// What /remotes.json, the shell page's boot data and preloads, and the CSP say about where each remote is, read
// live (issue 30): the active releases override the configured map (the built dist, REMOTE_<NAME>_URL). Read again
// at most once a second per instance, so a switch made anywhere (the command, another instance) is served
// everywhere within about a second, with no restart and no shared memory.
import type { RemoteMap } from '@bento/core';
import type { Logger } from '../logger';
import { manifestUrlOf, type Release } from './releaseService';

export const REMOTE_MAP_TTL_MS = 1000;

export interface RemoteDirectory {
  /** The remote map to serve now. */
  current(): Promise<RemoteMap>;
  /** The last map read, without reading (for answers that do not load remotes: the API's). */
  latest(): RemoteMap;
  /** A switch was made (here, or relayed from elsewhere): read the releases again at the next request. */
  expire(): void;
}

/** A map that never changes (tests, and apps without a database of releases). */
export function fixedDirectory(map: RemoteMap): RemoteDirectory {
  return { current: async () => map, latest: () => map, expire: () => undefined };
}

export function liveDirectory({
  base,
  activeReleases,
  logger,
  ttlMs = REMOTE_MAP_TTL_MS,
  now = () => Date.now(),
}: {
  base: RemoteMap;
  activeReleases: () => Promise<Release[]>;
  logger: Logger;
  ttlMs?: number;
  now?: () => number;
}): RemoteDirectory {
  let map = base;
  let readAt = -Infinity;
  let reading: Promise<RemoteMap> | null = null;
  let failing = false;
  // Moves at each expire(): a read begun before a switch may not land after it.
  let generation = 0;

  const read = async (): Promise<RemoteMap> => {
    const asked = generation;
    let next: RemoteMap | null = null;
    try {
      next = { ...base };
      for (const release of await activeReleases()) next[release.remote] = manifestUrlOf(release);
      failing = false;
    } catch (err) {
      // The database is away: keep serving the last map read (said once, not every second).
      if (!failing) logger.warn('remote releases not read; serving the last remote map', { err });
      failing = true;
    }
    if (asked !== generation) return map;
    // The same object while nothing changed: what is derived from it (CSP, pages) stays cached.
    if (next && JSON.stringify(next) !== JSON.stringify(map)) map = next;
    readAt = now();
    return map;
  };

  return {
    latest: () => map,
    expire() {
      generation += 1;
      readAt = -Infinity;
      reading = null;
    },
    current() {
      if (now() - readAt < ttlMs) return Promise.resolve(map);
      if (!reading) {
        const started = read().finally(() => {
          if (reading === started) reading = null;
        });
        reading = started;
      }
      return reading;
    },
  };
}
