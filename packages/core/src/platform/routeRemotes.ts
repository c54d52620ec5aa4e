// The remote modules each heavy first screen mounts first (shell/src/routes.tsx, pages/HomeScreen.tsx,
// pages/SiteEditPage.tsx). The shell starts fetching them at boot and the server names them in the page it
// answers for the route (api/src/web/shellPreloads.ts), so their download does not wait for the shell's code.
// The designs sidebar is not among them: the home screen loads it once the editor is on screen.
import type { RemoteName } from './remotes';

/** An exposed module of a remote, e.g. 'editor/EditorScreen'. */
export type RemoteModuleId = `${RemoteName}/${string}`;

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

/** The remote of a module id and the name it exposes, e.g. ['editor', 'EditorScreen']. */
export function splitModuleId(id: RemoteModuleId): [RemoteName, string] {
  const slash = id.indexOf('/');
  return [id.slice(0, slash) as RemoteName, id.slice(slash + 1)];
}
