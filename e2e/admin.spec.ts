import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, request as requests, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi, signInAsAdmin, signUpViaApi } from './accounts';
import { ADMIN_EMAIL } from './playwright.config';

// Issue 14 'Admin' (Done means): the admin panel at /admin (admin remote) against the real API and database. An
// admin takes a site down in the UI (GET /{slug} answers 451, 200 again once restored); a visitor's report reaches
// the Reports tab and 'Take site down' from there works; a disabled user's token is refused at once and their
// sign-in says why; a signed-in non-admin sees 'Not authorised'. Screenshots at 1440 and 390 px.

const SHOTS = '/tmp/shots';
const DISABLED_MESSAGE = 'This account has been disabled. Contact support if you think this is a mistake.';

const gridData = {
  boxes: Array.from({ length: 6 }, (_, index) => ({
    id: `b${index + 1}`,
    contentId: `<p>Box ${index + 1}</p>`,
    colSpan: index === 0 ? 2 : 1,
    rowSpan: 1,
    order: index,
    bgColor: ['#fde68a', '#bfdbfe', '#fecaca', '#bbf7d0', '#ddd6fe', '#fed7aa'][index],
  })),
  gridSettings: { columnsCount: 4 },
  selectedBoxIds: [],
  lastSelectedBoxId: null,
};

/** A published site of the account signed in in `request`. */
async function publishSite(request: APIRequestContext, siteTitle: string) {
  const design = await callApi<{ id: string }>(
    request,
    'post',
    '/designs',
    { title: siteTitle, gridData },
    201,
  );
  const slug = `admin-e2e-${randomUUID().slice(0, 8)}`;
  const site = await callApi<{ id: string }>(
    request,
    'post',
    `/designs/${design.id}/publish`,
    { siteTitle, slug },
    201,
  );
  return { id: site.id, slug, designId: design.id };
}

const pageStatus = async (request: APIRequestContext, slug: string) =>
  (await request.get(`/${slug}`)).status();

const region = (page: Page, name: string) => page.getByRole('region', { name });
const rowWithLink = (page: Page, name: string, slug: string) =>
  region(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `/${slug}`, exact: true }) });

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/admin-${name}.png`, fullPage: true });
}

/** At 390 px nothing scrolls the page sideways (a table may scroll inside its own region). */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
}

test('an admin takes a site down in the UI: /{slug} answers 451, and 200 again once restored', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(request, { label: 'admin-owner', fullName: 'Site Owner' });
  const site = await publishSite(request, 'Counterfeit watches');
  const hidden = await publishSite(request, 'Weekend bakery');
  await callApi(request, 'patch', `/designs/${hidden.designId}/published-sites/${hidden.id}`, {
    published: false,
  });
  await callApi(
    request,
    'post',
    '/templates/submissions',
    {
      designId: site.designId,
      title: 'Colourful grid',
      category: 'Portfolio',
      description: 'Six bright boxes',
    },
    201,
  );
  expect(await pageStatus(page.request, site.slug)).toBe(200);

  await signInAsAdmin(page.request);
  // The way in: the account menu's 'Admin' item, shown to admins only.
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Designs' });
  await sidebar.getByRole('button', { name: /Site Admin/ }).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sites' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search sites' }).fill(site.slug);
  const row = rowWithLink(page, 'Sites', site.slug);
  await expect(row).toHaveCount(1);
  await expect(region(page, 'Sites').getByRole('row')).toHaveCount(2);
  await expect(row.getByText('Live')).toBeVisible();

  await row.getByRole('button', { name: `Take down /${site.slug}` }).click();
  const dialog = page.getByRole('dialog', { name: `Take down /${site.slug}` });
  await dialog
    .getByRole('textbox', { name: 'Reason (shown to the site’s owner)' })
    .fill('Sells counterfeit goods');
  await shot(page, 'takedown-1440');
  await dialog.getByRole('button', { name: 'Take down' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Taken down')).toBeVisible();
  await expect(row.getByText('Sells counterfeit goods')).toBeVisible();
  expect(await pageStatus(page.request, site.slug)).toBe(451);
  await page.getByRole('searchbox', { name: 'Search sites' }).fill('');
  await expect(rowWithLink(page, 'Sites', hidden.slug).getByText('Hidden')).toBeVisible();
  await expect(row).toBeVisible();
  await shot(page, 'sites-1440');
  await fitsPhone(page);
  await shot(page, 'sites-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  await row.getByRole('button', { name: `Restore /${site.slug}` }).click();
  await expect(row.getByText('Live')).toBeVisible();
  expect(await pageStatus(page.request, site.slug)).toBe(200);

  // The owner's submission, drawn small, and the log of what was done.
  await page.getByRole('tab', { name: 'Templates' }).click();
  const card = page.getByRole('listitem', { name: 'Colourful grid' });
  await expect(card.getByText('Six bright boxes')).toBeVisible();
  await shot(page, 'templates-1440');
  await fitsPhone(page);
  await shot(page, 'templates-390');
  await card.getByRole('button', { name: 'Approve Colourful grid' }).click();
  await expect(card).toHaveCount(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = region(page, 'Audit log');
  await expect(
    log.getByRole('row').filter({ hasText: 'site.restore' }).filter({ hasText: site.slug }),
  ).toHaveCount(1);
  await expect(
    log.getByRole('row').filter({ hasText: 'site.takedown' }).filter({ hasText: site.slug }),
  ).toHaveCount(1);
  await shot(page, 'audit-1440');
  await fitsPhone(page);
  await shot(page, 'audit-390');
});

test("a visitor's report reaches the Reports tab, and 'Take site down' from there works", async ({
  page,
  request,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(request, { label: 'admin-reported' });
  const site = await publishSite(request, 'Free prizes');

  // A visitor without an account: a request context with no cookies.
  const visitor = await requests.newContext({ baseURL });
  const report = await visitor.post(`/api/published-sites/slug/${site.slug}/reports`, {
    data: { reason: 'spam', details: 'Asks visitors for their card number' },
  });
  expect(report.status(), await report.text()).toBe(201);
  await visitor.dispose();

  await signInAsAdmin(page.request);
  await page.goto('/admin?tab=reports');
  await expect(page.getByRole('radio', { name: 'Open' })).toBeChecked();
  const row = rowWithLink(page, 'Reports', site.slug);
  await expect(row.getByText('Spam', { exact: true })).toBeVisible();
  await expect(row.getByText('Asks visitors for their card number')).toBeVisible();
  await shot(page, 'reports-1440');
  await fitsPhone(page);
  await shot(page, 'reports-390');

  await row.getByRole('button', { name: `Take site down: /${site.slug}` }).click();
  const dialog = page.getByRole('dialog', { name: `Take down /${site.slug}` });
  await expect(dialog.getByRole('textbox')).toHaveValue('Spam');
  await shot(page, 'reports-act-390');
  await dialog.getByRole('button', { name: 'Take site down' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`/${site.slug} was taken down and its open reports closed.`)).toBeVisible();
  expect(await pageStatus(page.request, site.slug)).toBe(451);
  expect((await page.request.get(`/api/published-sites/slug/${site.slug}`)).status()).toBe(451);

  await page.getByText('Actioned', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Actioned' })).toBeChecked();
  await expect(rowWithLink(page, 'Reports', site.slug).getByText(`Actioned by ${ADMIN_EMAIL}`)).toBeVisible();
});

test('disabling a user refuses the token they already hold, and their sign-in says why', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const victim = await signUpViaApi(request, { label: 'admin-disabled', fullName: 'Soon Disabled' });
  const minted = await request.get('/api/auth/token');
  const { token } = (await minted.json()) as { token: string };
  const withHeldToken = () => request.get('/api/designs', { headers: { authorization: `Bearer ${token}` } });
  expect((await withHeldToken()).status()).toBe(200);

  await signInAsAdmin(page.request);
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(victim.email);
  const row = region(page, 'Users').getByRole('row').filter({ hasText: victim.email });
  await expect(region(page, 'Users').getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `Disable ${victim.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable account' });
  await expect(dialog).toContainText(`Disable ${victim.email}?`);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await expect(region(page, 'Users').getByRole('row').filter({ hasText: ADMIN_EMAIL })).toBeVisible();
  await expect(row).toBeVisible();
  await shot(page, 'users-1440');
  await fitsPhone(page);
  await shot(page, 'users-390');

  // The token minted before the disable stops working at once (its session is gone).
  expect([401, 403]).toContain((await withHeldToken()).status());

  const context = await browser.newContext();
  const signInPage = await context.newPage();
  await signInPage.goto('/sign-in');
  await signInPage.getByLabel('E-mail').fill(victim.email);
  await signInPage.getByLabel('Password').fill(victim.password);
  await signInPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(signInPage.getByRole('alert')).toHaveText(DISABLED_MESSAGE);
  await context.close();

  // The admin's own account cannot be disabled: the API says so on the page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('searchbox', { name: 'Search users' }).fill(ADMIN_EMAIL);
  await region(page, 'Users')
    .getByRole('button', { name: `Disable ${ADMIN_EMAIL}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('alert')).toHaveText(/You cannot disable your own account\./);
});

test("a signed-in non-admin sees 'Not authorised' at /admin (and the API answers 403)", async ({ page }) => {
  await signUpViaApi(page.request, { label: 'admin-not', fullName: 'Not Admin' });
  // No 'Admin' item in the account menu, once the API has said this account is no admin.
  const adminAnswer = page.waitForResponse((response) => response.url().endsWith('/api/admin/me'));
  await page.goto('/');
  await adminAnswer;
  await page
    .getByRole('complementary', { name: 'Designs' })
    .getByRole('button', { name: /Not Admin/ })
    .click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
  await expect(page.getByText('Your account does not have access to the admin panel.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await callApi(page.request, 'get', '/admin/sites', undefined, 403);
  await shot(page, 'not-authorised-390');
});
