import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { linkMailedTo, MAIL_SUBJECTS } from './outbox';
import { ADMIN_EMAIL } from './playwright.config';

// Local accounts for the specs that need a signed-in browser: signed up through a request context (a page's
// `page.request` signs that page in: the context keeps the session cookie), and API calls made as that user.
export const TEST_PASSWORD = 'correct horse battery';

export interface SignUpOptions {
  /** Start of the generated e-mail address (which spec made the account). */
  label?: string;
  fullName?: string;
  password?: string;
  /** Whether the verification link mailed at sign-up is opened (publishing needs it); true unless false. */
  verified?: boolean;
}

/** A new local account, signed in in `request`. */
export async function signUpViaApi(
  request: APIRequestContext,
  { label = 'e2e', fullName, password = TEST_PASSWORD, verified = true }: SignUpOptions = {},
): Promise<{ email: string; password: string }> {
  const email = `${label}-${randomUUID()}@example.org`;
  const response = await request.post('/api/auth/local/sign-up', {
    data: { email, password, fullName, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  if (verified) await verifyEmail(request, email);
  return { email, password };
}

/** Opens the verification link mailed to `email` (the outbox's), as the user would by following it. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = await linkMailedTo(email, { subject: MAIL_SUBJECTS.verify });
  const token = new URL(link).hash.slice(1);
  const response = await request.post('/api/auth/local/email-verification/confirm', { data: { token } });
  expect(response.status(), await response.text()).toBe(200);
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

/**
 * Signs `request` in as the servers' admin (ADMIN_EMAILS in playwright.config.ts). The first spec to get here signs
 * the account up (the admin publishes nothing: its address stays unverified); the others (parallel workers too)
 * find it taken and sign in.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const signUp = await request.post('/api/auth/local/sign-up', {
    data: { email: ADMIN_EMAIL, password: TEST_PASSWORD, fullName: 'Site Admin', acceptTerms: true },
  });
  if (signUp.status() === 201) return;
  expect(signUp.status(), await signUp.text()).toBe(409);
  const signIn = await request.post('/api/auth/local/sign-in', {
    data: { email: ADMIN_EMAIL, password: TEST_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
}
