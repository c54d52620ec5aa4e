import { expect, test, type Page } from '@playwright/test';

// Local accounts end to end: the sign-up and sign-in pages, the session cookie, protected routes and the way back.
const WARNING = 'You must agree to the Terms of Service and Privacy Policy to continue.';
const PASSWORD = 'correct horse battery';

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.org`;
}

async function sessionEmail(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/auth/session');
  const body = (await response.json()) as { user: { email: string } | null };
  return body.user?.email ?? null;
}

test('signing up through the form: the terms warning first, then home, signed in', async ({ page }) => {
  const email = uniqueEmail('sign-up');
  await page.goto('/sign-up');
  await page.getByLabel('Full name (optional)').fill('Ada Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ });
  await expect(page.getByText(WARNING)).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');

  await terms.check();
  await expect(page.getByText(WARNING)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
  await expect(page.getByText('Sign in to save and sync your designs')).toHaveCount(0);

  await page.reload();
  expect(await sessionEmail(page)).toBe(email);
  await page.goto('/publish');
  await expect(page.getByRole('heading', { name: 'Publish Your Site' })).toBeVisible();
});

test('signed out, /publish goes to sign-in, and signing in there comes back to /publish', async ({
  page,
}) => {
  const email = uniqueEmail('round-trip');
  const signUp = await page.request.post('/api/auth/local/sign-up', {
    data: { email, password: PASSWORD, acceptTerms: true },
  });
  expect(signUp.status()).toBe(201);
  await page.goto('/publish');
  await expect(page.getByRole('heading', { name: 'Publish Your Site' })).toBeVisible();

  expect((await page.request.post('/api/auth/local/sign-out')).status()).toBe(204);
  await page.goto('/publish');
  await expect(page).toHaveURL(/\/sign-in\?redirect_url=/);
  expect(new URL(page.url()).searchParams.get('redirect_url')).toBe(new URL('/publish', page.url()).href);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/publish');
  await expect(page.getByRole('heading', { name: 'Publish Your Site' })).toBeVisible();
  expect(await sessionEmail(page)).toBe(email);
});

test('a wrong password shows the API’s message and signs nobody in', async ({ page }) => {
  const email = uniqueEmail('wrong-password');
  await page.request.post('/api/auth/local/sign-up', {
    data: { email, password: PASSWORD, acceptTerms: true },
  });
  await page.request.post('/api/auth/local/sign-out');

  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL('/sign-in');
  expect(await sessionEmail(page)).toBeNull();
});

test('an already signed-in visitor on /sign-in or /sign-up goes on to redirect_url, or home', async ({
  page,
}) => {
  const email = uniqueEmail('already');
  await page.request.post('/api/auth/local/sign-up', {
    data: { email, password: PASSWORD, acceptTerms: true },
  });
  await page.goto('/sign-in?redirect_url=%2Fpublish');
  await expect(page).toHaveURL('/publish');
  await page.goto(`/sign-up?redirect_url=${encodeURIComponent('https://evil.example.com/')}`);
  await expect(page).toHaveURL('/');
});
