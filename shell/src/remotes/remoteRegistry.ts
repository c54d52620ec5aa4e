import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteMapFromEnv, type RemoteMap, type RemoteName } from '@bento/core';

let registered: RemoteMap = remoteMapFromEnv({});

/** Reads /remotes.json (name → manifest URL); any failure keeps the same-origin defaults. */
export async function fetchRemoteMap(fetchImpl: typeof fetch = fetch): Promise<RemoteMap> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return remoteMapFromEnv({});
    return { ...remoteMapFromEnv({}), ...((await response.json()) as Partial<RemoteMap>) };
  } catch {
    return remoteMapFromEnv({});
  }
}

/** Tells the federation runtime where each remote lives. Nothing is downloaded until a route needs it. */
export function registerRemoteMap(map: RemoteMap): void {
  registered = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

/**
 * Forgets what the runtime cached for one remote (a failed manifest or entry), so the next load
 * fetches it again. Retry buttons call this before building a new lazy component.
 */
export function forgetRemote(name: RemoteName): void {
  registerRemotes([{ name, entry: registered[name] }], { force: true });
}

/** Loads an exposed module, e.g. 'editor/EditorScreen'. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const module = await loadRemote<T>(id);
  if (!module) throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}

/** The two things a remote area needs from the runtime; tests pass their own. */
export interface RemoteRuntime {
  load<T>(id: string): Promise<T>;
  forget(name: RemoteName): void;
}

export const federationRuntime: RemoteRuntime = { load: loadRemoteModule, forget: forgetRemote };
