// The first screen's remotes start downloading at boot, as soon as their manifests are known, instead of after
// authentication and the first render (a shallower waterfall on slow networks). Only fetches: nothing runs early.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from './RemoteMount';

// The exposed modules each heavy first screen mounts first (routes.tsx, pages/HomeScreen.tsx, pages/SiteEditPage.tsx).
// The designs sidebar is not among them: HomeScreen loads it once the editor is on screen.
const HOME: RemoteModuleId[] = ['editor/EditorScreen'];
const ROUTE_MODULES: [RegExp, RemoteModuleId[]][] = [
  [/^\/$/, HOME],
  [/^\/sign-in(\/|$)/, ['account/SignInPage']],
  [/^\/sign-up(\/|$)/, ['account/SignUpPage']],
  [/^\/[^/]+\/edit\/?$/, [...HOME, 'sites/SiteEditScreen']],
];

/** The remote modules the route at `pathname` mounts first, or none for the light routes. */
export function routeModules(pathname: string): RemoteModuleId[] {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}

/** Starts fetching the route's remote entries and the chunks and styles of its exposed modules. */
export function preloadRoute(pathname: string): void {
  const byRemote = new Map<string, string[]>();
  for (const id of routeModules(pathname)) {
    const [remote, expose] = id.split('/') as [string, string];
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
