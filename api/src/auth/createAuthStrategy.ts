import type { ServerConfig } from '../config';
import type { Models } from '../db/models';
import { createAccessTokens } from './accessTokens';
import { refuseDisabledAccounts } from './accountStatus';
import { clerkStrategy } from './clerkStrategy';
import { localStrategy, sessionsTableCheck } from './localStrategy';
import type { AuthStrategy } from './types';

/** Clerk when CLERK_JWT_KEY is configured, else local accounts with our own short-lived access tokens. */
export function createAuthStrategy(
  config: Pick<ServerConfig, 'authSecret' | 'clerk'>,
  models: Pick<Models, 'User' | 'Session'>,
): AuthStrategy {
  return config.clerk
    ? // Local tokens of a disabled account die with its sessions; Clerk's are checked against the flag.
      refuseDisabledAccounts(clerkStrategy(config.clerk, models), models)
    : localStrategy(createAccessTokens(config.authSecret), sessionsTableCheck(models));
}
