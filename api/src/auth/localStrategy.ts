import type { Models } from '../db/models';
import { databaseOf } from '../db/writeLock';
import type { AccessTokens } from './accessTokens';
import { openSessionCheck, type OpenSessionCheck } from './openSessions';
import { bearerTokenOf, type AuthStrategy } from './types';

/** Whether the session a token names is still open for that user. */
export type SessionCheck = OpenSessionCheck;

/**
 * The sessions table: signed out, expired or deleted (with its user) means closed. Read for every request, the
 * requests that arrive together sharing one read (auth/openSessions.ts).
 */
export function sessionsTableCheck(models: Pick<Models, 'Session'>): SessionCheck {
  return openSessionCheck(databaseOf(models.Session));
}

/**
 * Local accounts: the bearer token is one of our own short-lived access tokens, and the session it names must
 * still be open, so a token stops working the moment its session ends (sign-out, expiry, user deleted).
 */
export function localStrategy(tokens: AccessTokens, sessionIsOpen: SessionCheck): AuthStrategy {
  return {
    name: 'local',
    async authenticate(req) {
      const token = bearerTokenOf(req);
      const subject = token ? await tokens.verify(token) : null;
      if (!subject) return null;
      const open = await sessionIsOpen(subject.sessionId, subject.userId);
      return open ? { id: subject.userId, sessionId: subject.sessionId } : null;
    },
  };
}
