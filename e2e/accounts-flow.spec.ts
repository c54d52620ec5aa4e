import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUpViaApi, TEST_PASSWORD, verifyEmail } from './accounts';

// Issue 5's whole journey through the UI only, with local accounts on the real API: sign up → a design appears
// → edit → saved (a reload and a second browser show it from the server) → rename → duplicate → publish with a
// slug → the site is at /{slug} → unpublish → /{slug} is the not-found page. And a signed-out Share round trip.

function uniqueEmail(): string {
  return `journey-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });
const cards = (page: Page) => page.getByRole('list', { name: 'Your designs' }).getByRole('listitem');
const boxes = (page: Page) => page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]');

async function signUpThroughForm(page: Page, email: string) {
  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function secondBrowserBoxCount(browser: Browser, email: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/sign-in');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/$/);
  await expect(boxes(page)).toHaveCount(3);
  const count = await boxes(page).count();
  await context.close();
  return count;
}

test('sign up, edit, save, rename, duplicate, publish and unpublish, all through the UI', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail();
  await signUpThroughForm(page, email);
  // The link mailed at sign-up is opened (publishing needs it; email-addresses.spec.ts follows it in the page).
  await verifyEmail(page.request, email);

  // A design appears for the new account, holding the editor's document.
  await expect(cards(page)).toHaveCount(1);
  await expect(boxes(page)).toHaveCount(1);

  // Edit, then save with the card's Save button (auto-save would do it 30 s later).
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await expect(boxes(page)).toHaveCount(3);
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  await expect(sidebar(page).getByRole('button', { name: 'Save' })).toHaveCount(0);

  // The server has it: a reload, and a second browser signed in as the same user, show three boxes.
  await page.reload();
  await expect(boxes(page)).toHaveCount(3);
  expect(await secondBrowserBoxCount(browser, email)).toBe(3);

  // Rename (double-click, Enter) and duplicate.
  const card = cards(page).first();
  await card.getByRole('button', { name: /^Untitled design/ }).dblclick();
  await card.getByRole('textbox', { name: 'Design title' }).fill('My Journey');
  await card.getByRole('textbox', { name: 'Design title' }).press('Enter');
  await expect(sidebar(page).getByRole('button', { name: 'My Journey', exact: true })).toBeVisible();
  await sidebar(page).getByRole('button', { name: 'Options for My Journey' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(sidebar(page).getByRole('button', { name: 'My Journey (Copy)', exact: true })).toBeVisible();

  // Publish 'My Journey' from its menu with a slug of our own.
  const slug = `journey-${Date.now().toString(36)}`;
  await sidebar(page).getByRole('button', { name: 'Options for My Journey', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish site' });
  await dialog.getByLabel('Site title').fill('My Journey Site');
  await dialog.getByLabel('URL slug').fill(slug);
  await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Site published successfully!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(cards(page).filter({ hasText: 'Live' })).toHaveCount(1);

  // The site is online, server-rendered.
  const online = await page.goto(`/${slug}`);
  expect(online?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'My Journey Site' })).toBeVisible();

  // Unpublish (confirmed), then the address is the not-found page.
  await page.goto('/');
  page.once('dialog', (confirm) => void confirm.accept());
  await sidebar(page).getByRole('button', { name: 'Options for My Journey', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  await expect(cards(page).filter({ hasText: 'Live' })).toHaveCount(0);
  const gone = await page.goto(`/${slug}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
});

test('a signed-out Share goes to sign in and comes back', async ({ page, browser }) => {
  const setup = await browser.newContext();
  const { email } = await signUpViaApi(setup.request, { label: 'journey' });
  await setup.close();

  await page.goto('/');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect_url=/);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL('http://127.0.0.1:4310/');
  await expect(sidebar(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);
});
