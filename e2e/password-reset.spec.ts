import { expect, test } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { linkMailedTo, MAIL_SUBJECTS } from './outbox';

// The full reset flow through the outbox (MAIL_OUTBOX_DIR): 'Forgot password?' on sign-in, the mail's link,
// a new password, every session signed out, and the link used once only.
const NEW_PASSWORD = 'violet kettle sunrise';

test('forgot password: the mailed link sets a new password once, and signs every session out', async ({
  page,
  browser,
}) => {
  // Signed in elsewhere: that session ends with the reset.
  const other = await browser.newContext();
  const { email, password } = await signUpViaApi(other.request, { label: 'reset' });
  expect((await (await other.request.get('/api/auth/session')).json()).user.email).toBe(email);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email, we have sent it a link to reset the password. The link expires in 1 hour.',
  );

  const link = await linkMailedTo(email, { subject: MAIL_SUBJECTS.reset });
  expect(link).toMatch(/\/reset-password#[\w-]{43}$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL('/reset-password');
  const field = page.getByLabel('New password');
  await field.fill('password123');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('too common');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(field).toHaveAttribute('type', 'text');
  await field.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  expect((await (await other.request.get('/api/auth/session')).json()).user).toBeNull();
  await other.close();

  // Used once: the same link is refused, with a way to ask for another.
  await page.goto('/');
  await page.goto(link);
  await page.getByLabel('New password').fill('another long passphrase');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Please request a new one.',
  );
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
});
