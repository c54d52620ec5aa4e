import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from '@bento/ui/router';
import type { PublicAppConfig } from '@bento/core';
import type { AppStore } from '@bento/store';
import type { AuthProviderComponent } from './auth/authProviderTypes';
import { AppConfigProvider } from './config/AppConfigContext';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { routes } from './routes';

export interface AppProps {
  store: AppStore;
  config: PublicAppConfig;
  /** The auth adapter's provider around the router (Clerk); none for local accounts. */
  AuthProvider?: AuthProviderComponent | null;
}

/** The shell: one store for every remote, the runtime config, the router, and the last-resort error screen. */
export function App({ store, config, AuthProvider }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes));
  const content = <RouterProvider router={router} />;
  return (
    <AppConfigProvider config={config}>
      <AppErrorBoundary>
        <Provider store={store}>
          {AuthProvider ? <AuthProvider router={router}>{content}</AuthProvider> : content}
        </Provider>
      </AppErrorBoundary>
    </AppConfigProvider>
  );
}
