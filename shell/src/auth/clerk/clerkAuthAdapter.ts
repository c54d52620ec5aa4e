import type { AuthAdapter } from '@bento/store';

/** What the bridge hands over from inside ClerkProvider: Clerk's own token and sign-out. */
export interface ClerkSessionFunctions {
  getToken(): Promise<string | null>;
  signOut(): Promise<void>;
}

export interface ClerkAuthAdapter extends AuthAdapter {
  provider: 'clerk';
  /** Called by the bridge once Clerk's hooks are available (and again when they change). */
  connect(functions: ClerkSessionFunctions | null): void;
}

/**
 * Registered before the first render, when Clerk's hooks do not exist yet: until the bridge connects, there is no
 * token (signed out). Clerk keeps its own session fresh, so refresh() has nothing to do.
 */
export function createClerkAuthAdapter(): ClerkAuthAdapter {
  let clerk: ClerkSessionFunctions | null = null;
  return {
    provider: 'clerk',
    getToken: async () => (clerk ? clerk.getToken() : null),
    refresh: async () => {},
    signOut: async () => {
      await clerk?.signOut();
    },
    connect(functions) {
      clerk = functions;
    },
  };
}
