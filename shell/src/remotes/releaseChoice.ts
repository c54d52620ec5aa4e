// Which release of each remote this visitor gets (issue 30): the active one, or a canary's candidate for a stable
// share of visitors (a bucket from the account id once this device has seen the account, else a random id kept in
// local storage). A release built against another store contract major is never run: its area shows the error.
import {
  REMOTE_NAMES,
  type RemoteMap,
  type RemoteName,
  type ServedRelease,
  type ServedReleases,
} from '@bento/core';
import { STORE_CONTRACT_VERSION } from '@bento/store/contractVersion';

export const CANARY_KEY = 'bento-canary-key';

export interface ChosenRelease extends ServedRelease {
  /** Why this page will not run it (another store contract major); absent when it runs. */
  refused?: string;
}

export type ChosenReleases = Partial<Record<RemoteName, ChosenRelease>>;

function servedRelease(value: unknown): ServedRelease | null {
  const { version, contract } = (value ?? {}) as Record<string, unknown>;
  return typeof version === 'string' && typeof contract === 'string' ? { version, contract } : null;
}

/** What /remote-releases.json (or the boot data) says, keeping only well-formed entries. */
export function servedReleasesFrom(value: unknown): ServedReleases {
  const body = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const releases: ServedReleases = {};
  for (const name of REMOTE_NAMES) {
    const entry = (body[name] ?? {}) as { active?: unknown; canary?: unknown };
    const active = servedRelease(entry.active);
    const canary = servedRelease(entry.canary);
    const { manifestUrl, percent } = (entry.canary ?? {}) as Record<string, unknown>;
    const served: NonNullable<ServedReleases[RemoteName]> = {};
    if (active) served.active = active;
    if (canary && typeof manifestUrl === 'string' && typeof percent === 'number') {
      served.canary = { ...canary, manifestUrl, percent };
    }
    if (served.active || served.canary) releases[name] = served;
  }
  return releases;
}

/** This visitor's key: kept in local storage (an account's id once signed in here); none where storage is off. */
export function canaryKey(storage: Storage | null = safeStorage()): string {
  try {
    const kept = storage?.getItem(CANARY_KEY);
    if (kept) return kept;
    const made = `visitor:${crypto.randomUUID()}`;
    storage?.setItem(CANARY_KEY, made);
    return made;
  } catch {
    return `visitor:${Math.random()}`;
  }
}

/**
 * From now on this device's bucket follows the signed-in account, so it is the same on each of its devices. Only
 * on a device that took part in a canary (it holds a key): others keep nothing.
 */
export function keyCanaryToAccount(userId: string, storage: Storage | null = safeStorage()): void {
  try {
    if (storage?.getItem(CANARY_KEY)) storage.setItem(CANARY_KEY, `account:${userId}`);
  } catch {
    // Storage refused: the visitor keeps this page's bucket.
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** 0–99, the same for a key and remote every time (FNV-1a), spread evenly over keys. */
export function canaryBucket(key: string, remote: RemoteName): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${key}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

const major = (version: string) => Number.parseInt(version, 10);

/** The map this page loads, and the release it chose for each remote served from one. */
export function chooseReleases(
  base: RemoteMap,
  releases: ServedReleases,
  /** Asked only when a canary runs: a visitor nobody needs to tell apart keeps nothing in storage. */
  visitorKey: () => string,
  shellContract: string = STORE_CONTRACT_VERSION,
): { map: RemoteMap; chosen: ChosenReleases } {
  const map = { ...base };
  const chosen: ChosenReleases = {};
  let key: string | undefined;
  for (const name of REMOTE_NAMES) {
    const { active, canary } = releases[name] ?? {};
    let release: ServedRelease | undefined = active;
    if (canary && canaryBucket((key ??= visitorKey()), name) < canary.percent) {
      map[name] = canary.manifestUrl;
      release = { version: canary.version, contract: canary.contract };
    }
    if (!release) continue;
    chosen[name] =
      major(release.contract) === major(shellContract)
        ? release
        : {
            ...release,
            refused: `${name} ${release.version} was built against store contract ${release.contract}, and this page runs contract ${shellContract}`,
          };
  }
  return { map, chosen };
}
