// Real users, real sessions and real bearer tokens for route tests: the local strategy verifies what these mint.
import { randomUUID } from 'node:crypto';
import type { Models, UserRecord } from '../db/models';
import { createAccessTokens } from '../auth/accessTokens';
import { localStrategy, sessionsTableCheck } from '../auth/localStrategy';
import { createSession, sessionIdOf } from '../auth/sessions';
import { signTestAccessToken } from '../auth/testingTokens';

export const TEST_AUTH_SECRET = 'test-auth-secret-0123456789abcdef-0123456789';

// testAuth serves apps on many databases at once, so it remembers, per test user, the session createTestUser
// opened and the database it lives in, and checks that session there (the real sessions-table check).
const sessions = new Map<string, { sessionId: string; models: Pick<Models, 'Session'> }>();

export const testTokens = {
  /** A 60-second token, signed now, for a user made by createTestUser (any other user's token is refused). */
  issue(userId: string): string {
    const sessionId = sessions.get(userId)?.sessionId ?? 'no-session';
    return signTestAccessToken(TEST_AUTH_SECRET, { sub: userId, sid: sessionId });
  },
};

export const testAuth = localStrategy(createAccessTokens(TEST_AUTH_SECRET), async (sessionId, userId) => {
  const open = sessions.get(userId);
  return open !== undefined && (await sessionsTableCheck(open.models)(sessionId, userId));
});

/**
 * A user (no password) with an open session, so testTokens/bearerFor tokens for it are accepted. Its address is
 * verified (it may publish) unless `verified` is false.
 */
export async function createTestUser(
  models: Models,
  email = `${randomUUID()}@example.org`,
  { verified = true }: { verified?: boolean } = {},
): Promise<UserRecord> {
  const user = await models.User.create({
    email,
    fullName: 'Test User',
    emailVerifiedAt: verified ? new Date() : null,
  });
  const { token } = await createSession(models, user.id);
  sessions.set(user.id, { sessionId: sessionIdOf(token), models });
  return user;
}

/** `Authorization` header value for a user. */
export function bearerFor(user: { id: string }): string {
  return `Bearer ${testTokens.issue(user.id)}`;
}
