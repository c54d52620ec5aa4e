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
 * verified without network calls by Clerk's backend SDK (clerkToken.ts) and mapped to our users row by
 * clerk_user_id; the organization role it carries, if any, comes along as `orgRole`.
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
      const result = await verifier.verify(token);
      if (!result.ok) return null;
      const id = await userIdForClerkUser(models, result.claims);
      const { orgRole } = result.claims;
      return orgRole ? { id, orgRole } : { id };
    },
  };
}
