import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useRoutes } from '@bento/ui/router';
import type { PublicAppConfig } from '@bento/core';
import type { AppStore } from '@bento/store';
import type { AuthProviderComponent } from './auth/authProviderTypes';
import { AppConfigProvider } from './config/AppConfigContext';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { routes } from './routes';

export interface AppProps {
  store: AppStore;
  config: PublicAppConfig;
  /** The auth adapter's provider inside the router (Clerk); none for local accounts. */
  AuthProvider?: AuthProviderComponent | null;
}

/** The route table; an error while rendering a route shows the error screen until the next navigation. */
function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <AppErrorBoundary resetKey={location.key}>{element}</AppErrorBoundary>;
}

/** The shell: one store for every remote, the runtime config, the router, and the last-resort error screen. */
export function App({ store, config, AuthProvider }: AppProps) {
  return (
    <AppConfigProvider config={config}>
      <AppErrorBoundary>
        <Provider store={store}>
          <BrowserRouter>
            {AuthProvider ? (
              <AuthProvider>
                <AppRoutes />
              </AuthProvider>
            ) : (
              <AppRoutes />
            )}
          </BrowserRouter>
        </Provider>
      </AppErrorBoundary>
    </AppConfigProvider>
  );
}
