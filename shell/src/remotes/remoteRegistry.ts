import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  remoteMapFromEnv,
  splitModuleId,
  type RemoteMap,
  type RemoteModuleId,
  type RemoteName,
  type ServedReleases,
} from '@bento/core';
import { servedReleasesFrom, type ChosenReleases } from './releaseChoice';
import { reportRemote } from './remoteBeacons';
import {
  forgetFailedStyles,
  remoteBaseUrl,
  remoteStylesLoaded,
  watchStylesheets,
  type StylesheetWatch,
} from './remoteStyles';

/** Bounds a remote's whole load (manifest, entry, chunks, styles): past it, its area shows 'Couldn't load …'. */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

let registered: RemoteMap = remoteMapFromEnv({});
let chosen: ChosenReleases = {};
let stylesheets: StylesheetWatch | null = null;

/** The map from what /remotes.json answers (name → manifest URL), over the same-origin defaults. */
export function remoteMapFrom(value: unknown): RemoteMap {
  const body = value && typeof value === 'object' ? (value as Partial<RemoteMap>) : {};
  return { ...remoteMapFromEnv({}), ...body };
}

/** Reads /remotes.json; any failure keeps the same-origin defaults. */
export async function fetchRemoteMap(fetchImpl: typeof fetch = fetch): Promise<RemoteMap> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return remoteMapFromEnv({});
    return remoteMapFrom(await response.json());
  } catch {
    return remoteMapFromEnv({});
  }
}

/** Reads /remote-releases.json; any failure means no release is known (each remote's map entry still loads). */
export async function fetchServedReleases(fetchImpl: typeof fetch = fetch): Promise<ServedReleases> {
  try {
    const response = await fetchImpl('/remote-releases.json', { cache: 'no-cache' });
    return response.ok ? servedReleasesFrom(await response.json()) : {};
  } catch {
    return {};
  }
}

/**
 * Tells the federation runtime where each remote lives, and which release this page chose for each (reported as
 * it loads and fails; refused when it was built against another store contract). Nothing is downloaded until a
 * route needs it.
 */
export function registerRemoteMap(map: RemoteMap, releases: ChosenReleases = {}): void {
  registered = map;
  chosen = releases;
  stylesheets ??= watchStylesheets(document);
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets what the runtime cached for one remote (a failed manifest or entry), so the next load
 * fetches it again. Retry buttons call this before building a new lazy component.
 */
export function forgetRemote(name: RemoteName): void {
  if (stylesheets) forgetFailedStyles(stylesheets, baseUrlOf(name));
  registerRemotes([{ name, entry: registered[name] }], { force: true });
}

function baseUrlOf(name: RemoteName): string {
  return remoteBaseUrl(registered[name] ?? '/', window.location.href);
}

function withinTime<T>(promise: Promise<T>, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Remote module ${id} did not load within ${REMOTE_LOAD_TIMEOUT_MS / 1000} s`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Says a remote's release failed on this page (its load, or its area's error boundary); once per page load. */
export function remoteFailed(name: RemoteName): void {
  const release = chosen[name];
  if (release && !release.refused) reportRemote(name, release.version, 'failure');
}

async function loadWithStyles<T>(id: RemoteModuleId): Promise<T> {
  const name = splitModuleId(id)[0];
  const release = chosen[name];
  if (release?.refused) throw new Error(`${release.refused}.`);
  if (release) reportRemote(name, release.version, 'load');
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`Remote module ${id} could not be loaded`);
  // An exposed module may need more before it renders (the editor: its stored-work validator when work is stored).
  const { ready } = module as { ready?: unknown };
  if (typeof ready === 'function') await (ready as () => Promise<void>)();
  if (stylesheets) await remoteStylesLoaded(stylesheets, baseUrlOf(splitModuleId(id)[0]));
  return module;
}

/** Loads an exposed module, e.g. 'editor/EditorScreen', with its stylesheets, within REMOTE_LOAD_TIMEOUT_MS. */
export function loadRemoteModule<T>(id: RemoteModuleId): Promise<T> {
  return withinTime(loadWithStyles<T>(id), id);
}

/** The two things a remote area needs from the runtime; tests pass their own. */
export interface RemoteRuntime {
  load<T>(id: RemoteModuleId): Promise<T>;
  forget(name: RemoteName): void;
  /** The remote's area shows its failure (reported for the release it runs). */
  failed?(name: RemoteName): void;
}

export const federationRuntime: RemoteRuntime = {
  load: loadRemoteModule,
  forget: forgetRemote,
  failed: remoteFailed,
};
