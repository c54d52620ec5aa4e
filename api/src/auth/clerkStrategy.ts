import type { Models } from '../db/models';
import type { ClerkConfig } from './authConfig';
import { createClerkTokenVerifier } from './clerkToken';
import { userIdForClerkUser } from './clerkUsers';
import { readCookie } from './cookies';
import { bearerTokenOf, type AuthStrategy } from './types';

/** The cookie Clerk's browser SDK keeps the session token in (same-origin requests). */
export const CLERK_SESSION_COOKIE = '__session';

/**
 * Clerk: the session token comes as a bearer token or, failing a header, in the `__session` cookie. It is
 * verified without network calls and mapped to our users row by clerk_user_id.
 */
export function clerkStrategy(
  options: Pick<ClerkConfig, 'jwtKey' | 'authorizedParties'>,
  models: Pick<Models, 'User'>,
): AuthStrategy {
  const verifier = createClerkTokenVerifier(options);
  return {
    name: 'clerk',
    async authenticate(req) {
      const token = bearerTokenOf(req) ?? readCookie(req, CLERK_SESSION_COOKIE);
      if (!token) return null;
      const result = verifier.verify(token);
      return result.ok ? { id: await userIdForClerkUser(models, result.claims) } : null;
    },
  };
}
