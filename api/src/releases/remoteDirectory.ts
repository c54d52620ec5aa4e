// What /remotes.json, /remote-releases.json, the shell page's boot data and preloads, and the CSP say about where
// each remote is, read live (issue 30): the active releases override the configured map (the built dist,
// REMOTE_<NAME>_URL), and canaries are listed for the shell to pick per visitor. Read again at most once a second per
// instance, so a switch made anywhere (the command, another instance) is served everywhere within about a second,
// with no restart and no shared memory.
import type { RemoteMap, ServedReleases } from '@bento/core';
import type { Logger } from '../logger';
import { manifestUrlOf, type ServedSet } from './releaseService';

export const REMOTE_MAP_TTL_MS = 1000;

/** One reading: a new object only when something changed, so what is derived from it (CSP, pages) stays cached. */
export interface RemoteSnapshot {
  map: RemoteMap;
  releases: ServedReleases;
}

export interface RemoteDirectory {
  /** What to serve now. */
  current(): Promise<RemoteSnapshot>;
  /** The last reading, without reading (for answers that do not load remotes: the API's). */
  latest(): RemoteSnapshot;
  /** A switch was made (here, or relayed from elsewhere): read the releases again at the next request. */
  expire(): void;
}

/** A map that never changes (tests, and apps without a database of releases). */
export function fixedDirectory(map: RemoteMap): RemoteDirectory {
  const snapshot = { map, releases: {} };
  return { current: async () => snapshot, latest: () => snapshot, expire: () => undefined };
}

/** The map and the release list that a set of served releases gives over the configured map. */
export function snapshotOf(base: RemoteMap, served: ServedSet): RemoteSnapshot {
  const map = { ...base };
  const releases: ServedReleases = {};
  for (const release of served.active) {
    map[release.remote] = manifestUrlOf(release);
    releases[release.remote] = { active: { version: release.version, contract: release.contractVersion } };
  }
  for (const { release, percent } of served.canaries) {
    releases[release.remote] = {
      ...releases[release.remote],
      canary: {
        version: release.version,
        contract: release.contractVersion,
        manifestUrl: manifestUrlOf(release),
        percent,
      },
    };
  }
  return { map, releases };
}

export function liveDirectory({
  base,
  servedReleases,
  logger,
  ttlMs = REMOTE_MAP_TTL_MS,
  now = () => Date.now(),
}: {
  base: RemoteMap;
  servedReleases: () => Promise<ServedSet>;
  logger: Logger;
  ttlMs?: number;
  now?: () => number;
}): RemoteDirectory {
  let snapshot: RemoteSnapshot = { map: base, releases: {} };
  let readAt = -Infinity;
  let reading: Promise<RemoteSnapshot> | null = null;
  let failing = false;
  // Moves at each expire(): a read begun before a switch may not land after it.
  let generation = 0;

  const read = async (): Promise<RemoteSnapshot> => {
    const asked = generation;
    let next: RemoteSnapshot | null = null;
    try {
      next = snapshotOf(base, await servedReleases());
      failing = false;
    } catch (err) {
      // The database is away: keep serving the last map read (said once, not every second).
      if (!failing) logger.warn('remote releases not read; serving the last remote map', { err });
      failing = true;
    }
    if (asked !== generation) return snapshot;
    if (next && JSON.stringify(next) !== JSON.stringify(snapshot)) snapshot = next;
    readAt = now();
    return snapshot;
  };

  return {
    latest: () => snapshot,
    expire() {
      generation += 1;
      readAt = -Infinity;
      reading = null;
    },
    current() {
      if (now() - readAt < ttlMs) return Promise.resolve(snapshot);
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

/** Every manifest a page may load now: each remote's, and each canary's (the CSP allows all their origins). */
export function manifestUrlsOf({ map, releases }: RemoteSnapshot): Record<string, string> {
  const urls: Record<string, string> = { ...map };
  for (const [name, served] of Object.entries(releases)) {
    if (served?.canary) urls[`${name}:canary`] = served.canary.manifestUrl;
  }
  return urls;
}
