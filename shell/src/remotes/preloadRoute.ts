// The first screen's remotes start downloading at boot, as soon as their manifests are known, instead of after
// authentication and the first render (a shallower waterfall on slow networks). Only fetches: nothing runs early.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { routeModules, splitModuleId } from '@bento/core';

/** Starts fetching the route's remote entries and the chunks and styles of its exposed modules. */
export function preloadRoute(pathname: string): void {
  const byRemote = new Map<string, string[]>();
  for (const id of routeModules(pathname)) {
    const [remote, expose] = splitModuleId(id);
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), expose]);
  }
  if (byRemote.size === 0) return;
  const args = [...byRemote].map(([nameOrAlias, exposes]) => ({
    nameOrAlias,
    exposes,
    resourceCategory: 'sync' as const,
  }));
  // A failed preload costs nothing: the real load retries and, failing, shows the area's fallback.
  preloadRemote(args).catch(() => {});
}
