// Test-only (`@bento/store/testing`): an administrator beside the harness's signed-in user, for tests that need an
// admin action (take a site down, approve a template) while the screen under test stays signed in as someone else.
import { createTestUser, testTokens } from '../../../../api/src/testing/users';
import type { RealApi } from './realApi';

export interface TestAdmin {
  id: string;
  /** Calls the API as the admin (a fresh token each time), like RealApi.call. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

/**
 * A new account with the admin role as the admin-role command grants it (users.is_admin). The harness's current
 * user (the one the screen's API client signs in as) does not change.
 */
export async function createAdmin(api: RealApi): Promise<TestAdmin> {
  const user = await createTestUser(api.models);
  await user.update({ isAdmin: true });
  return {
    id: user.id,
    async call<T>(method: string, path: string, body?: unknown) {
      const response = await fetch(`${api.origin}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${testTokens.issue(user.id)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}
