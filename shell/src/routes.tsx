import type { ReactNode } from 'react';
import type { RemoteModuleId } from '@bento/core';
import { Outlet, type RouteObject } from '@bento/ui/router';
import { FullScreenLoader } from '@bento/ui';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { RouteErrorScreen } from './errors/RouteErrorScreen';
import { HomeScreen } from './pages/HomeScreen';
import { NewRoute } from './pages/NewRoute';
import { PublishPage } from './pages/PublishPage';
import { SiteEditPage } from './pages/SiteEditPage';
import { RemoteMount } from './remotes/RemoteMount';

function remote(id: RemoteModuleId, label: string, loading?: ReactNode) {
  return <RemoteMount id={id} label={label} loading={loading} />;
}

function signedIn(element: ReactNode) {
  return <ProtectedRoute>{element}</ProtectedRoute>;
}

/** The route table of accounts-and-sites.md §2. Static paths outrank the :slug routes. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <HomeScreen /> },
      { path: 'new', element: <NewRoute /> },
      {
        path: 'templates',
        element: remote(
          'templates/TemplatesScreen',
          'templates',
          <FullScreenLoader label="Loading templates..." />,
        ),
      },
      { path: 'sign-in/*', element: remote('account/SignInPage', 'sign in') },
      { path: 'sign-up/*', element: remote('account/SignUpPage', 'sign up') },
      {
        path: 'privacy-policy',
        lazy: async () => ({ Component: (await import('./legal/PrivacyPolicy')).PrivacyPolicy }),
      },
      {
        path: 'terms-of-service',
        lazy: async () => ({ Component: (await import('./legal/TermsOfService')).TermsOfService }),
      },
      { path: 'embeds/timeanddate', element: remote('embeds/Clock', 'the clock') },
      { path: 'embeds/sketchpad', element: remote('embeds/Sketchpad', 'the sketchpad') },
      { path: 'publish', element: signedIn(<PublishPage />) },
      {
        path: 'manage-projects',
        element: signedIn(remote('admin/ManageProjects', 'project management', <FullScreenLoader />)),
      },
      {
        path: 'admin',
        element: signedIn(remote('admin/AdminPanel', 'the admin panel', <FullScreenLoader />)),
      },
      { path: ':slug', element: remote('sites/SiteViewer', 'this site') },
      { path: ':slug/edit', element: <SiteEditPage /> },
    ],
  },
];
