// The app's start once the boot data is in: the API's configuration, the store, auth and the first render. Its
// modules (the store, the routes; React DOM just before) are evaluated when index.tsx imports this file, in a task
// after the route's remotes have started downloading (issue 17: one long task less on a phone).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, createAppStore } from '@bento/store';
import type { PublicAppConfig } from '@bento/core';
import { App } from './App';
import { LOCAL_AUTH, type AuthSettings } from './auth/loadAuthSettings';
import { keyCanaryToSignedInAccount } from './auth/canaryAccountKey';
import { startSessionBroadcast } from './auth/sessionBroadcast';
import { startAuth } from './auth/startAuth';
import { nextTask } from './nextTask';

export interface StartAppOptions {
  config: PublicAppConfig;
  authSettings: AuthSettings;
  /** What /api/auth/session answers, when the page said so. */
  session?: unknown;
}

export async function startApp({ config, authSettings, session }: StartAppOptions): Promise<void> {
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
  // Every open tab follows a sign-in, sign-out or account switch made in another (issue 28).
  startSessionBroadcast({ store, adapter: auth.adapter });
  keyCanaryToSignedInAccount(store);
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Rendered as a transition, React works in slices of a few milliseconds and lets the browser in between, instead
  // of one long task for the whole first screen (issue 17: total blocking time on a phone).
  const root = createRoot(container);
  startTransition(() => root.render(<App store={store} config={config} AuthProvider={auth.Provider} />));
}
