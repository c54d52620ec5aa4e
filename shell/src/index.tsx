import '@bento/ui/grid';
import '@bento/ui/boxLinks';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, createAppStore } from '@bento/store';
import { App } from './App';
import { LOCAL_AUTH, type AuthSettings } from './auth/loadAuthSettings';
import { startAuth } from './auth/startAuth';
import { loadBootSettings } from './config/embeddedBoot';
import { preloadRoute } from './remotes/preloadRoute';
import { registerRemoteMap } from './remotes/remoteRegistry';
import '../../packages/ui/src/base.css';
import './remotes/providedShared';

/** Ends the current task: the browser may paint and handle input before the next step (issue 17). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Federation's async startup has already initialised the shared scope when this module runs.
async function boot() {
  const { remoteMap, config, authSettings, session } = await loadBootSettings();
  registerRemoteMap(remoteMap);
  preloadRoute(window.location.pathname);
  // The route's remotes are downloading; the store, auth and the first render come in tasks of their own.
  await nextTask();
  // The backup-host rewrite and the one retry of a 500 (accounts-and-sites.md §7), as configured on the server.
  configureApi(config.apiBase, {
    backupHosts: config.apiBackupHosts,
    fallbackOrigin: config.apiFallbackOrigin,
  });
  const store = createAppStore();
  const start = (settings: AuthSettings) =>
    startAuth({ settings, dispatch: store.dispatch, apiBase: config.apiBase, session });
  // If Clerk's code cannot be downloaded the app still starts, signed out, rather than not at all.
  const auth = await start(authSettings).catch(() => start({ ...authSettings, ...LOCAL_AUTH }));
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Rendered as a transition, React works in slices of a few milliseconds and lets the browser in between, instead
  // of one long task for the whole first screen (issue 17: total blocking time on a phone).
  const root = createRoot(container);
  startTransition(() => root.render(<App store={store} config={config} AuthProvider={auth.Provider} />));
}

void boot();
