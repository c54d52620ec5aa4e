import type { AccessTokens } from './accessTokens';
import { bearerTokenOf, type AuthStrategy } from './types';

/** Local accounts: the bearer token is one of our own short-lived access tokens. */
export function localStrategy(tokens: AccessTokens): AuthStrategy {
  return {
    name: 'local',
    async authenticate(req) {
      const token = bearerTokenOf(req);
      const userId = token ? tokens.verify(token) : null;
      return userId ? { id: userId } : null;
    },
  };
}
