import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';

// Issue 14 'Manage projects': the project table at /manage-projects (admin remote) against the real API. Bulk
// unpublish and bulk delete ask once each; the designs sidebar at '/' (account remote) shows the result without a
// reload, through the store contract; the table is operable from the keyboard and fits 390 px.

const SHOTS = '/tmp/shots';

const gridData = (boxes: number) => ({
  boxes: Array.from({ length: boxes }, (_, index) => ({
    id: `b${index + 1}`,
    contentId: `<p>Box ${index + 1}</p>`,
    colSpan: 1,
    rowSpan: 1,
    order: index,
  })),
  gridSettings: { columnsCount: 5 },
  selectedBoxIds: [],
  lastSelectedBoxId: null,
});

async function createDesign(page: Page, title: string, boxes = 2): Promise<string> {
  return (
    await callApi<{ id: string }>(page.request, 'post', '/designs', { title, gridData: gridData(boxes) }, 201)
  ).id;
}

async function publish(page: Page, designId: string, siteTitle: string): Promise<string> {
  const slug = `manage-${randomUUID().slice(0, 8)}`;
  await callApi(page.request, 'post', `/designs/${designId}/publish`, { siteTitle, slug }, 201);
  return slug;
}

const publicStatus = async (page: Page, slug: string) =>
  (await page.request.get(`/api/published-sites/slug/${slug}`)).status();

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });
const sidebarCard = (page: Page, title: string) =>
  sidebar(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
const table = (page: Page) => page.getByRole('table');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A row by its title (an orphaned site's row says more after it). */
const row = (page: Page, title: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escaped(title)}`) }) });
const bulkBar = (page: Page) => page.getByRole('group', { name: 'Selected designs' });

async function shot(target: Page | Locator, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/manage-${name}.png`, fullPage: 'goto' in target });
}

test('bulk unpublish and bulk delete ask once each, and the sidebar at / follows', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page.request, { label: 'manage', fullName: 'Manage Tester' });
  const alpha = await createDesign(page, 'Alpha');
  const beta = await createDesign(page, 'Beta');
  await createDesign(page, 'Gamma');
  await createDesign(page, 'Delta');
  const slugs = [await publish(page, alpha, 'Alpha site'), await publish(page, beta, 'Beta site')];
  // The page's questions are its own dialogs: a browser confirm or alert would be a failure here.
  const nativeDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto('/');
  await expect(sidebarCard(page, 'Alpha').getByText('Live')).toBeVisible();
  await expect(sidebarCard(page, 'Beta').getByText('Live')).toBeVisible();
  await expect(sidebar(page).getByRole('listitem')).toHaveCount(4);

  await shot(sidebar(page), 'sidebar-link');
  // The sidebar's header links to the table: an in-app navigation, the sidebar's store and lists stay.
  await sidebar(page).getByRole('link', { name: 'Manage Projects' }).click();
  await expect(page).toHaveURL(/\/manage-projects$/);
  await expect(page.getByRole('heading', { name: 'Manage Projects' })).toBeVisible();
  await expect(page.getByText('4 of 10 designs · 2 of 5 sites')).toBeVisible();
  await expect(row(page, 'Alpha').getByText('Live')).toBeVisible();

  await row(page, 'Alpha').getByRole('checkbox', { name: 'Select Alpha' }).check();
  await row(page, 'Beta').getByRole('checkbox', { name: 'Select Beta' }).check();
  await row(page, 'Gamma').getByRole('checkbox', { name: 'Select Gamma' }).check();
  await expect(bulkBar(page).getByText('3 selected')).toBeVisible();
  await bulkBar(page).getByRole('button', { name: 'Unpublish selected' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure you want to unpublish these 2 sites? They will no longer be publicly accessible.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish 2 sites' }).click();
  await expect(row(page, 'Alpha').getByText('Not published')).toBeVisible();
  await expect(row(page, 'Beta').getByText('Not published')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('2 sites unpublished.')).toBeVisible();
  expect(await Promise.all(slugs.map((slug) => publicStatus(page, slug)))).toEqual([404, 404]);

  await bulkBar(page).getByRole('button', { name: 'Clear selection' }).click();
  await row(page, 'Gamma').getByRole('checkbox', { name: 'Select Gamma' }).check();
  await row(page, 'Delta').getByRole('checkbox', { name: 'Select Delta' }).check();
  await bulkBar(page).getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure you want to delete these 2 designs? This cannot be undone.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Delete 2 designs' }).click();
  await expect(row(page, 'Gamma')).toHaveCount(0);
  await expect(row(page, 'Delta')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('2 of 10 designs · 0 of 5 sites')).toBeVisible();
  expect(nativeDialogs).toEqual([]);

  // Back in the editor without a reload: the sidebar shows the server's state, not its cached list.
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sidebar(page).getByRole('listitem')).toHaveCount(2);
  await expect(sidebarCard(page, 'Alpha')).toBeVisible();
  await expect(sidebarCard(page, 'Beta')).toBeVisible();
  await expect(sidebar(page).getByText('Live')).toHaveCount(0);
  const { items } = await callApi<{ items: { title: string }[] }>(page.request, 'get', '/designs');
  expect(items.map((item) => item.title).sort()).toEqual(['Alpha', 'Beta']);
});

test('keyboard: Tab reaches the table and its actions; Enter renames, Space selects', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page.request, { label: 'manage-keys' });
  await createDesign(page, 'Notes');
  await page.goto('/manage-projects');
  await expect(row(page, 'Notes')).toBeVisible();

  const focusedNames: string[] = [];
  for (let step = 0; step < 20 && !focusedNames.includes('Rename Notes'); step += 1) {
    await page.keyboard.press('Tab');
    focusedNames.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
      }),
    );
  }
  const order = ['Export all', 'Select all designs', 'Title', 'Select Notes', 'Rename Notes'];
  const at = order.map((name) => focusedNames.findIndex((focused) => focused.startsWith(name)));
  expect(
    at.every((index) => index >= 0),
    focusedNames.join(' | '),
  ).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);

  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'New title for Notes' });
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Field notes');
  await page.keyboard.press('Enter');
  await expect(row(page, 'Field notes')).toBeVisible();
  await expect(page.getByText('Design title updated successfully!')).toBeVisible();

  await row(page, 'Field notes').getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(bulkBar(page).getByText('1 selected')).toBeVisible();
  await row(page, 'Field notes').getByRole('button', { name: 'Delete Field notes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row(page, 'Field notes')).toBeVisible();
});

test('looks right at 1440 and 390 px: at 390 the rows stack and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page.request, { label: 'manage-shots' });
  const live = await createDesign(page, 'Portfolio 2026', 24);
  await publish(page, live, 'Portfolio');
  const hidden = await createDesign(page, 'Wedding invitation', 8);
  const hiddenSite = await callApi<{ id: string }>(
    page.request,
    'post',
    `/designs/${hidden}/publish`,
    { siteTitle: 'Wedding', slug: `manage-${randomUUID().slice(0, 8)}` },
    201,
  );
  await callApi(page.request, 'patch', `/designs/${hidden}/published-sites/${hiddenSite.id}`, {
    published: false,
  });
  const gone = await createDesign(page, 'Old landing page', 4);
  await publish(page, gone, 'Old landing page');
  await callApi(page.request, 'delete', `/designs/${gone}`, undefined, 204);
  await createDesign(page, 'Recipe collection with a rather long title for a small screen', 12);

  await page.goto('/manage-projects');
  await expect(row(page, 'Portfolio 2026').getByText('Live')).toBeVisible();
  await expect(row(page, 'Wedding invitation').getByText('Hidden')).toBeVisible();
  await expect(row(page, 'Old landing page').getByText('Orphaned')).toBeVisible();
  await row(page, 'Portfolio 2026').getByRole('checkbox').check();
  await shot(page, '1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    row(page, 'Portfolio 2026').getByRole('button', { name: 'Delete Portfolio 2026' }),
  ).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  for (const name of ['Rename', 'Duplicate', 'Unpublish', 'Delete']) {
    const box = await row(page, 'Portfolio 2026')
      .getByRole('button', { name: `${name} Portfolio 2026` })
      .boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
  }
  await shot(page, '390');
  await row(page, 'Portfolio 2026').getByRole('button', { name: 'Delete Portfolio 2026' }).click();
  await shot(page, '390-confirm');
});
