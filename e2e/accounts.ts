import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

// Local accounts for the specs that need a signed-in browser: signed up through a request context (a page's
// `page.request` signs that page in: the context keeps the session cookie), and API calls made as that user.
export const TEST_PASSWORD = 'correct horse battery';

export interface SignUpOptions {
  /** Start of the generated e-mail address (which spec made the account). */
  label?: string;
  fullName?: string;
  password?: string;
}

/** A new local account, signed in in `request`. */
export async function signUpViaApi(
  request: APIRequestContext,
  { label = 'e2e', fullName, password = TEST_PASSWORD }: SignUpOptions = {},
): Promise<{ email: string; password: string }> {
  const email = `${label}-${randomUUID()}@example.org`;
  const response = await request.post('/api/auth/local/sign-up', {
    data: { email, password, fullName, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Calls the API as the user signed in in `request`, with a fresh 60 s token. The answer must have `status`
 * when given, else any 2xx status; answers the JSON body.
 */
export async function callApi<T = unknown>(
  request: APIRequestContext,
  method: Method,
  path: string,
  data?: object,
  status?: number,
): Promise<T> {
  const tokenResponse = await request.get('/api/auth/token');
  expect(tokenResponse.status()).toBe(200);
  const { token } = (await tokenResponse.json()) as { token: string };
  const res = await request[method](`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  const what = `${method} ${path}: ${res.status()} ${await res.text()}`;
  if (status === undefined) expect(res.ok(), what).toBe(true);
  else expect(res.status(), what).toBe(status);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
