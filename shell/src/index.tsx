import { createRoot } from 'react-dom/client';
import { configureApi, createAppStore } from '@bento/store';
import { App } from './App';
import { LOCAL_AUTH, loadAuthSettings, type AuthSettings } from './auth/loadAuthSettings';
import { startAuth } from './auth/startAuth';
import { loadAppConfig } from './config/loadAppConfig';
import { preloadRoute } from './remotes/preloadRoute';
import { fetchRemoteMap, registerRemoteMap } from './remotes/remoteRegistry';
import '../../packages/ui/src/base.css';

// Federation's async startup has already initialised the shared scope when this module runs.
async function boot() {
  const [remoteMap, config, authSettings] = await Promise.all([
    fetchRemoteMap(),
    loadAppConfig(),
    loadAuthSettings(),
  ]);
  registerRemoteMap(remoteMap);
  preloadRoute(window.location.pathname);
  // The backup-host rewrite and the one retry of a 500 (accounts-and-sites.md §7), as configured on the server.
  configureApi(config.apiBase, {
    backupHosts: config.apiBackupHosts,
    fallbackOrigin: config.apiFallbackOrigin,
  });
  const store = createAppStore();
  const start = (settings: AuthSettings) =>
    startAuth({ settings, dispatch: store.dispatch, apiBase: config.apiBase });
  // If Clerk's code cannot be downloaded the app still starts, signed out, rather than not at all.
  const auth = await start(authSettings).catch(() => start({ ...authSettings, ...LOCAL_AUTH }));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(<App store={store} config={config} AuthProvider={auth.Provider} />);
}

void boot();
