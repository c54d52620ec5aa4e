import type { ServerConfig } from '../config';
import type { Models } from '../db/models';
import { createAccessTokens } from './accessTokens';
import { clerkStrategy } from './clerkStrategy';
import { localStrategy, sessionsTableCheck } from './localStrategy';
import type { AuthStrategy } from './types';

/** Clerk when CLERK_JWT_KEY is configured, else local accounts with our own short-lived access tokens. */
export function createAuthStrategy(
  config: Pick<ServerConfig, 'authSecret' | 'clerk'>,
  models: Pick<Models, 'User' | 'Session'>,
): AuthStrategy {
  return config.clerk
    ? clerkStrategy(config.clerk, models)
    : localStrategy(createAccessTokens(config.authSecret), sessionsTableCheck(models));
}
