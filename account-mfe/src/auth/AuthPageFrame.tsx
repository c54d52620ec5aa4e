import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@bento/ui/router';
import { selectAuth, useAppSelector } from '@bento/store';
import { AuthLayout } from './AuthLayout';
import { redirectTarget } from './redirectTarget';
import styles from './AuthForm.module.css';

/**
 * What sign-in and sign-up share: 'Loading...' while the auth state loads, and a signed-in visitor (already, or
 * just now) goes on to `redirect_url` when it is on this origin, else '/'.
 */
export function AuthPageFrame({ title, children }: { title?: string; children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  const location = useLocation();
  if (!auth.isLoaded) {
    return (
      <p className={styles.loading} role="status">
        Loading...
      </p>
    );
  }
  if (auth.isSignedIn) return <Navigate to={redirectTarget(location.search)} replace />;
  return <AuthLayout title={title}>{children}</AuthLayout>;
}
