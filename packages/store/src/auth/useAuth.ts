import { accountForgotten } from '../contract';
import { useAppDispatch, useAppSelector } from '../store';
import { selectAuth, type SessionUser } from '../slices/session';
import { getAuthAdapter, type AuthProvider } from './authAdapter';

export interface UseAuthResult {
  isLoaded: boolean;
  isSignedIn: boolean;
  user: SessionUser | null;
  provider: AuthProvider;
  getToken(): Promise<string | null>;
  signOut(): Promise<void>;
}

/** Who is signed in (from the store) and the registered adapter's token and sign-out. */
export function useAuth(): UseAuthResult {
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const adapter = getAuthAdapter();
  return {
    isLoaded: auth.isLoaded,
    isSignedIn: auth.isSignedIn,
    user: auth.user,
    provider: adapter.provider,
    getToken: () => getAuthAdapter().getToken(),
    // A chosen sign-out also forgets what the account kept on this device (a failed one keeps everything).
    signOut: async () => {
      await getAuthAdapter().signOut();
      dispatch(accountForgotten());
    },
  };
}
