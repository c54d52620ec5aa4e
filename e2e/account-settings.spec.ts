import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, signUpViaApi, TEST_PASSWORD } from './accounts';

// Issue 14 'Accounts': Account Settings of a local account. The name shows in the sidebar; a password change signs
// every other browser out while this one stays; deleting the account takes its site off at once and signs out.

const SHOTS = '/tmp/shots';
const NEW_PASSWORD = 'lantern orchard velvet';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Account Settings' });
const section = (page: Page, name: string) => dialog(page).getByRole('region', { name });

async function shot(target: Page | Locator, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/settings-${name}.png` });
}

/** Opens Account Settings from the sidebar's account menu (showing the sidebar first on a narrow screen). */
async function openSettings(page: Page, name: string | RegExp) {
  await page.goto('/');
  const show = page.getByRole('button', { name: 'Show designs' });
  await expect(sidebar(page).or(show)).toBeVisible();
  if (await show.isVisible()) await show.click();
  await sidebar(page).getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function sessionUser(page: Page): Promise<unknown> {
  const response = await page.request.get('/api/auth/session');
  return ((await response.json()) as { user: unknown }).user;
}

test('changes the name: the sidebar shows it, also after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page.request, { label: 'settings-name', fullName: 'Ada Settings' });
  await openSettings(page, /Ada Settings/);
  const name = section(page, 'Name');
  await expect(name.getByLabel('Full name')).toHaveValue('Ada Settings');
  await shot(page, '1440');

  await name.getByLabel('Full name').fill('Grace Settings');
  await name.getByRole('button', { name: 'Save Name' }).click();
  await expect(name.getByRole('status')).toHaveText('Name saved.');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(sidebar(page).getByRole('button', { name: /Grace Settings/ })).toBeVisible();
  await page.reload();
  await expect(sidebar(page).getByRole('button', { name: /Grace Settings/ })).toBeVisible();
});

test('changes the password: another browser signed in before is signed out; only the new password signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const { email } = await signUpViaApi(page.request, {
    label: 'settings-password',
    fullName: 'Pat Settings',
  });
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const signedIn = await other.request.post('/api/auth/local/sign-in', {
      data: { email, password: TEST_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    await otherPage.goto('/');
    await expect(sidebar(otherPage).getByRole('button', { name: /Pat Settings/ })).toBeVisible();

    await openSettings(page, /Pat Settings/);
    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill(TEST_PASSWORD);
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByRole('status')).toHaveText(
      'Password changed. You have been signed out on every other device.',
    );

    // The other browser: its session is gone; on its next load it is signed out.
    expect(await sessionUser(otherPage)).toBeNull();
    await otherPage.reload();
    await expect(sidebar(otherPage).getByText('Sign in to save and sync your designs')).toBeVisible();

    // This browser stays signed in, and its API calls still work.
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(sidebar(page).getByRole('button', { name: /Pat Settings/ })).toBeVisible();
    await callApi(page.request, 'get', '/designs');

    const signIn = (password: string) =>
      other.request.post('/api/auth/local/sign-in', { data: { email, password } }).then((r) => r.status());
    expect(await signIn(NEW_PASSWORD)).toBe(200);
    expect(await signIn(TEST_PASSWORD)).toBe(401);
  } finally {
    await other.close();
  }
});

test('deletes the account: its site answers 404 at once, the browser is signed out, sign-in fails', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await signUpViaApi(page.request, { label: 'settings-delete', fullName: 'Del Settings' });
  const design = await callApi<{ id: string }>(page.request, 'post', '/designs', {
    title: 'Going away',
    gridData: {
      boxes: [{ id: 'b1', contentId: '<p>Soon gone</p>', colSpan: 1, rowSpan: 1, order: 0 }],
      gridSettings: { columnsCount: 4 },
    },
  });
  const slug = `gone-${Date.now().toString(36)}`;
  await callApi(page.request, 'post', `/designs/${design.id}/publish`, { siteTitle: 'Going away', slug });
  expect((await page.request.get(`/${slug}`)).status()).toBe(200);

  await openSettings(page, /Del Settings/);
  await shot(page, '390');
  const danger = section(page, 'Delete account');
  const remove = danger.getByRole('button', { name: 'Delete Account' });
  await danger.getByLabel('Password').fill(TEST_PASSWORD);
  await expect(remove).toBeDisabled();
  const confirm = danger.getByLabel(`Type ${email} to confirm`);
  await confirm.fill(email.slice(0, -1));
  await expect(remove).toBeDisabled();
  await confirm.fill(email);
  await expect(remove).toBeEnabled();
  await remove.scrollIntoViewIfNeeded();
  await shot(page, 'delete-390');
  await remove.click();

  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(sidebar(page).getByText('Sign in to save and sync your designs')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);
  expect((await page.request.get(`/api/published-sites/slug/${slug}`)).status()).toBe(404);
  const accountKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('bento-account-')),
  );
  expect(accountKeys).toEqual([]);
  expect(await sessionUser(page)).toBeNull();
  const signIn = await page.request.post('/api/auth/local/sign-in', {
    data: { email, password: TEST_PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});
