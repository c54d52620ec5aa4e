import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { PublicAppConfig } from '@bento/core';
import type { AppStore } from '@bento/store';
import { AppConfigProvider } from './config/AppConfigContext';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { routes } from './routes';

/** The shell: one store for every remote, the runtime config, the router, and the last-resort error screen. */
export function App({ store, config }: { store: AppStore; config: PublicAppConfig }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppConfigProvider config={config}>
      <AppErrorBoundary>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </AppErrorBoundary>
    </AppConfigProvider>
  );
}
