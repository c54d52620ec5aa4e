import { lazy, Suspense, type ReactNode } from 'react';
import type { RemoteModuleId } from '@bento/core';
import { Outlet, type RouteObject } from '@bento/ui/router';
import { FullScreenLoader } from '@bento/ui';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { RouteNotFound } from './errors/RouteNotFound';
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

// The legal pages load when visited.
const PrivacyPolicy = lazy(() => import('./legal/PrivacyPolicy'));
const TermsOfService = lazy(() => import('./legal/TermsOfService'));

function later(element: ReactNode) {
  return <Suspense fallback={<FullScreenLoader />}>{element}</Suspense>;
}

/**
 * The route table of accounts-and-sites.md §2. Static paths outrank the :slug routes; an address none matches
 * says 'Page not found' (App's boundary shows the error screen for an error while rendering a route).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
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
      { path: 'forgot-password', element: remote('account/ForgotPasswordPage', 'password reset') },
      { path: 'reset-password', element: remote('account/ResetPasswordPage', 'password reset') },
      { path: 'verify-email', element: remote('account/VerifyEmailPage', 'e-mail verification') },
      { path: 'confirm-email', element: remote('account/ConfirmEmailPage', 'e-mail change') },
      { path: 'privacy-policy', element: later(<PrivacyPolicy />) },
      { path: 'terms-of-service', element: later(<TermsOfService />) },
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
      {
        path: 'sites/:id/insights',
        element: signedIn(remote('insights/InsightsScreen', 'insights', <FullScreenLoader />)),
      },
      { path: ':slug', element: remote('sites/SiteViewer', 'this site') },
      { path: ':slug/edit', element: <SiteEditPage /> },
      { path: '*', element: <RouteNotFound /> },
    ],
  },
];
