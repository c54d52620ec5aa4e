import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpViaApi } from './accounts';

// Wrong passwords slow the account from that address down (5 free failures, then waits that grow); they never
// lock the owner out: the right password gets in once the short wait is over.
async function wrongSignIn(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/local/sign-in', {
    data: { email, password: 'wrong password' },
  });
  return { status: response.status(), retryAfter: Number(response.headers()['retry-after'] ?? 0) };
}

test('after many wrong passwords the owner waits a few seconds, then signs in', async ({ page, browser }) => {
  // The waits grow with every attempt; on a busy machine a few more may be needed before one is told to wait.
  test.setTimeout(60_000);
  const owner = await browser.newContext();
  const { email, password } = await signUpViaApi(owner.request, { label: 'throttle' });
  await owner.close();

  for (let attempt = 0; attempt < 5; attempt++)
    expect((await wrongSignIn(page.request, email)).status).toBe(401);
  // Then one attempt per wait: the first to find the way open goes through, the next is told to wait.
  let answer = await wrongSignIn(page.request, email);
  for (let attempt = 0; answer.status !== 429 && attempt < 3; attempt++)
    answer = await wrongSignIn(page.request, email);
  expect(answer.status).toBe(429);
  await page.waitForTimeout(answer.retryAfter * 1000);
  // This one goes through and makes the next wait longer (at least 2 s): long enough to meet it through the form.
  expect((await wrongSignIn(page.request, email)).status).toBe(401);

  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/^Too many attempts\. Please try again in \d+ seconds?\.$/);
  const seconds = Number(/in (\d+) second/.exec((await alert.textContent()) ?? '')?.[1]);
  await page.waitForTimeout(seconds * 1000);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  expect((await (await page.request.get('/api/auth/session')).json()).user.email).toBe(email);
});
