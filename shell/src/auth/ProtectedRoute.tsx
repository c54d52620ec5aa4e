import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@bento/ui/router';
import { selectAuth, useAppSelector } from '@bento/store';
import { FullScreenLoader, Spinner } from '@bento/ui';
import { isSameOriginPath, signInRedirectTarget } from './signInRedirect';
import styles from './ProtectedRoute.module.css';

/** Signed-in users see the route; signed-out users are sent to sign in and brought back afterwards. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  const location = useLocation();
  const navigate = useNavigate();
  const mustSignIn = auth.isLoaded && !auth.isSignedIn;

  useEffect(() => {
    if (!mustSignIn) return;
    const returnTo = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
    const target = signInRedirectTarget(auth.signInUrl, returnTo);
    if (isSameOriginPath(target)) navigate(target, { replace: true });
    else window.location.assign(target);
  }, [mustSignIn, auth.signInUrl, location, navigate]);

  if (auth.isSignedIn) return <>{children}</>;
  // Until the first session answer nobody knows yet: wait instead of sending a signed-in user away.
  if (!auth.isLoaded) return <FullScreenLoader />;
  return <RedirectingToSignIn />;
}

export function RedirectingToSignIn() {
  return (
    <div className={styles.redirecting} role="status">
      <Spinner size={32} />
      <p>Redirecting to sign in...</p>
    </div>
  );
}
