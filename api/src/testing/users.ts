// Real users and real bearer tokens for route tests: the local strategy verifies what these mint.
import { randomUUID } from 'node:crypto';
import type { Models, UserRecord } from '../db/models';
import { createAccessTokens } from '../auth/accessTokens';
import { localStrategy } from '../auth/localStrategy';

export const TEST_AUTH_SECRET = 'test-auth-secret-0123456789abcdef-0123456789';
export const testTokens = createAccessTokens(TEST_AUTH_SECRET);
export const testAuth = localStrategy(testTokens);

export async function createTestUser(
  models: Models,
  email = `${randomUUID()}@example.org`,
): Promise<UserRecord> {
  return models.User.create({ email, fullName: 'Test User' });
}

/** `Authorization` header value for a user. */
export function bearerFor(user: { id: string }): string {
  return `Bearer ${testTokens.issue(user.id)}`;
}
