import { authChanged, registerAuthAdapter, type AppDispatch, type AuthAdapter } from '@bento/store';
import type { AuthProviderComponent } from './authProviderTypes';
import type { AuthSettings } from './loadAuthSettings';
import { createLocalAuthAdapter } from './localAuthAdapter';

export interface StartedAuth {
  adapter: AuthAdapter;
  /** Set for Clerk: App renders the router inside it. */
  Provider: AuthProviderComponent | null;
}

export interface StartAuthOptions {
  settings: AuthSettings;
  dispatch: AppDispatch;
  /** The API base from the public config; the local adapter reads `${apiBase}/auth/…`. */
  apiBase: string;
  fetchImpl?: typeof fetch;
  /** What /api/auth/session answers, when the page said so: the local adapter takes it instead of asking. */
  session?: unknown;
}

/**
 * Picks and registers the adapter before the first render, with auth 'loading' in the store. Local starts reading
 * the session at once, unless the page already said what it is; Clerk's code is only downloaded when the server
 * signs in with Clerk.
 */
export async function startAuth({
  settings,
  dispatch,
  apiBase,
  fetchImpl,
  session,
}: StartAuthOptions): Promise<StartedAuth> {
  const { signInUrl, signUpUrl } = settings;
  dispatch(authChanged({ isLoaded: false, isSignedIn: false, user: null, signInUrl, signUpUrl }));

  if (settings.strategy === 'clerk') {
    const [{ createClerkAuthAdapter }, { createClerkAuthProvider }] = await Promise.all([
      import('./clerk/clerkAuthAdapter'),
      import('./clerk/ClerkAuthProvider'),
    ]);
    const adapter = createClerkAuthAdapter();
    registerAuthAdapter(adapter);
    const Provider = createClerkAuthProvider({
      publishableKey: settings.publishableKey,
      signInUrl,
      signUpUrl,
      adapter,
    });
    return { adapter, Provider };
  }

  const adapter = createLocalAuthAdapter({
    baseUrl: `${apiBase.replace(/\/+$/, '')}/auth`,
    onChange: (update) => dispatch(authChanged(update)),
    fetchImpl,
    session,
  });
  registerAuthAdapter(adapter);
  if (session === undefined) void adapter.refresh();
  return { adapter, Provider: null };
}
