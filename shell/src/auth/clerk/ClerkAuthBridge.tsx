import { useEffect } from 'react';
import { useAuth, useUser } from '@clerk/react';
import { authChanged, useAppDispatch, type SessionUser } from '@bento/store';
import type { ClerkAuthAdapter } from './clerkAuthAdapter';

/** Renders nothing: mirrors Clerk's session into session.auth and lends Clerk's getToken to the adapter. */
export function ClerkAuthBridge({ adapter }: { adapter: ClerkAuthAdapter }) {
  const dispatch = useAppDispatch();
  const auth = useAuth({ treatPendingAsSignedOut: true });
  const { isLoaded: userLoaded, user } = useUser();

  // A 'pending' session (tasks left to finish) counts as signed out (spec §3), whatever Clerk's default.
  const isSignedIn = auth.isSignedIn === true && auth.sessionClaims?.sts !== 'pending';
  const isLoaded = auth.isLoaded && userLoaded;
  const id = isSignedIn ? (user?.id ?? auth.userId ?? null) : null;
  const email = isSignedIn ? (user?.primaryEmailAddress?.emailAddress ?? '') : '';
  const fullName = isSignedIn ? (user?.fullName ?? null) : null;
  const avatarUrl = isSignedIn ? (user?.imageUrl ?? null) : null;
  const { getToken, signOut } = auth;

  useEffect(() => {
    adapter.connect({
      getToken: async () => (isSignedIn ? getToken() : null),
      signOut: () => signOut(),
    });
    return () => adapter.connect(null);
  }, [adapter, getToken, signOut, isSignedIn]);

  useEffect(() => {
    const sessionUser: SessionUser | null = id ? { id, email, fullName, avatarUrl } : null;
    dispatch(authChanged({ isLoaded, isSignedIn: isLoaded && sessionUser !== null, user: sessionUser }));
  }, [dispatch, isLoaded, id, email, fullName, avatarUrl]);

  return null;
}
