import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { callApi, signInAsAdmin, signUpViaApi } from './accounts';
import { seriousViolations } from './axe';

// Issue 14, the visitor's and the owner's side of moderation and community templates, against the production
// build and the real API: a visitor reports a site from its share menu (no account); an administrator takes a
// site down and its owner's sidebar says so, with its actions off; a user submits a design as a template from the
// sidebar, an administrator approves it, and the gallery lists it as 'Community' and it can be used.
// Screenshots at 1440 and 390 px in /tmp/shots/moderation-*.png.

const SHOTS = '/tmp/shots';
const REPORT_THANKS = 'Thank you. Our team will review this site.';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/moderation-${name}.png` });
}

/** Runs `act` as the admin, in a request context of its own (the page's session is left alone). */
async function asAdmin<T>(browser: Browser, act: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    await signInAsAdmin(context.request);
    return await act(context.request);
  } finally {
    await context.close();
  }
}

/** Six coloured boxes: finished enough for the gallery (whose spec expects more than three boxes a thumbnail). */
const gridData = {
  boxes: Array.from({ length: 6 }, (_, index) => ({
    id: `m${index + 1}`,
    contentId: `<p>Moderation box ${index + 1}</p>`,
    colSpan: index === 0 ? 2 : 1,
    rowSpan: 1,
    order: index,
    style: { bgColor: ['#fde68a', '#bfdbfe', '#fecaca', '#bbf7d0', '#ddd6fe', '#fed7aa'][index] },
  })),
  gridSettings: { columnsCount: 4 },
  selectedBoxIds: [],
  lastSelectedBoxId: null,
};

async function createDesign(request: APIRequestContext, title: string): Promise<string> {
  return (await callApi<{ id: string }>(request, 'post', '/designs', { title, gridData }, 201)).id;
}

async function publish(request: APIRequestContext, designId: string, siteTitle: string) {
  const slug = `moderation-${randomUUID().slice(0, 8)}`;
  return callApi<{ id: string; slug: string }>(
    request,
    'post',
    `/designs/${designId}/publish`,
    { siteTitle, slug },
    201,
  );
}

/** The designs sidebar on '/', opened when the screen is too narrow for it to start open. */
async function openSidebar(page: Page) {
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Designs' });
  const show = page.getByRole('button', { name: 'Show designs' });
  if (!(await sidebar.isVisible()) && (await show.isVisible())) await show.click();
  await expect(sidebar.getByRole('list', { name: 'Your designs' })).toBeVisible();
  return sidebar;
}

test('a visitor reports a published site from its share menu, without an account', async ({
  browser,
  request,
}) => {
  await signUpViaApi(request, { label: 'reported' });
  const site = await publish(request, await createDesign(request, 'Reported'), 'Reported site');

  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // The fallback menu (Chromium on Linux has no share dialog; make sure of it).
  await visitor.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined }),
  );
  const page = await visitor.newPage();
  await page.goto(`/${site.slug}`);
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  await page.getByRole('button', { name: 'Report this site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this site' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('group', { name: 'Share this site' })).toBeHidden();
  await expect(dialog.getByRole('radio', { name: 'Spam' })).toBeFocused();
  await shot(page, 'report-1440');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await share.click();
  await page.getByRole('button', { name: 'Report this site' }).click();
  await dialog.getByText('Copyright', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('These are my photographs.');
  await expect(dialog.getByText('25 / 1000 characters')).toBeVisible();
  // The whole dialog fits a phone's width.
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await shot(page, 'report-390');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(REPORT_THANKS)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await shot(page, 'report-sent-390');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await visitor.close();

  // It is in the administrators' queue.
  const reports = await asAdmin(browser, (admin) =>
    callApi<{ items: { reason: string; details: string; site: { slug: string } }[] }>(
      admin,
      'get',
      '/admin/reports',
    ),
  );
  expect(reports.items.filter((report) => report.site.slug === site.slug)).toEqual([
    expect.objectContaining({ reason: 'copyright', details: 'These are my photographs.' }),
  ]);
});

test("an administrator takes a site down: its owner's sidebar says why and its actions are off", async ({
  page,
  browser,
}) => {
  await signUpViaApi(page.request, { label: 'taken-down', fullName: 'Owner Of Things' });
  const designId = await createDesign(page.request, 'Bank lookalike');
  const site = await publish(page.request, designId, 'Bank lookalike');
  await asAdmin(browser, (admin) =>
    callApi(admin, 'post', `/admin/sites/${site.id}/takedown`, { reason: 'Impersonates a bank' }, 200),
  );
  expect((await page.request.get(`/${site.slug}`)).status()).toBe(451);

  await page.setViewportSize({ width: 1440, height: 900 });
  const sidebar = await openSidebar(page);
  const card = sidebar
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Bank lookalike' }) });
  await expect(card.getByText('Taken down', { exact: true })).toBeVisible();
  await expect(card.getByText('Taken down by an administrator: Impersonates a bank')).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'View live site' })).toHaveCount(0);
  await shot(page, 'takedown-1440');
  await card.getByRole('button', { name: 'Options for Bank lookalike' }).click();
  const menu = page.getByRole('menu', { name: 'Options for Bank lookalike' });
  for (const action of ['Edit site', 'Republish', 'Unpublish']) {
    await expect(menu.getByRole('menuitem', { name: action })).toBeDisabled();
  }
  await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toBeEnabled();
  await shot(page, 'takedown-menu-1440');
  await menu.getByRole('menuitem', { name: 'Republish' }).click({ force: true });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');

  // The editor's Share / publish for this design explains instead of opening a dialog that cannot succeed.
  const open = card.getByRole('button', { name: 'Bank lookalike', exact: true });
  await open.click();
  // Share reads the design being edited: wait until this one is, as its card shows (the open is a request).
  await expect(open).toHaveAttribute('aria-current', 'true');
  // A browser alert (sidebar errors appear in alerts, §8): answered as it opens, or the click would wait for it.
  const alerted = new Promise<string>((resolve) =>
    page.once('dialog', (alert) => {
      resolve(alert.message());
      void alert.accept();
    }),
  );
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  expect(await alerted).toBe(
    "Taken down by an administrator: Impersonates a bank You can't republish, edit or unpublish this site until an administrator restores it.",
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByText('Taken down by an administrator: Impersonates a bank')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'takedown-390');

  // /{slug}/edit tells its owner the site is unavailable and why; anyone else only that it is unavailable.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/${site.slug}/edit`);
  const unavailable = page.getByRole('alert').filter({ hasText: 'This site is unavailable' });
  await expect(unavailable).toContainText('Taken down by an administrator: Impersonates a bank');
  const visitor = await browser.newPage();
  await visitor.goto(`/${site.slug}/edit`);
  const visitorNote = visitor.getByRole('alert').filter({ hasText: 'This site is unavailable' });
  await expect(visitorNote).toContainText('It was taken down for a breach of the terms of service.');
  await expect(visitorNote).not.toContainText('Impersonates a bank');
  await visitor.close();
});

test('a design submitted as a template, once approved, is in the gallery as Community and can be used', async ({
  page,
  browser,
}) => {
  const title = `Street festival ${randomUUID().slice(0, 6)}`;
  await signUpViaApi(page.request, { label: 'community', fullName: 'Casey Contributor' });
  await createDesign(page.request, title);

  await page.setViewportSize({ width: 1440, height: 900 });
  const sidebar = await openSidebar(page);
  await sidebar.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Submit as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit as template' });
  await expect(dialog.getByRole('textbox', { name: 'Template title' })).toHaveValue(title);
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption('Events');
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Stalls, music and a map.');
  await shot(page, 'submit-1440');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    `Thank you! “${title}” was submitted for review. It will appear in the templates gallery once an administrator approves it.`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  await asAdmin(browser, async (admin) => {
    const pending = await callApi<{ items: { id: string; title: string }[] }>(
      admin,
      'get',
      '/admin/templates?state=pending',
    );
    const submission = pending.items.find((item) => item.title === title)!;
    await callApi(admin, 'post', `/admin/templates/${submission.id}/approve`, undefined, 200);
  });

  // A visitor's gallery: the starters at once, the community template after them.
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const gallery = await visitor.newPage();
  await gallery.goto('/templates');
  const card = gallery
    .getByRole('list', { name: 'Templates' })
    .getByRole('listitem')
    .filter({ has: gallery.getByRole('heading', { name: title }) });
  await expect(card.getByText('Community', { exact: true })).toBeVisible();
  await expect(card.getByText('by Casey Contributor')).toBeVisible();
  await expect(card.locator('section[data-columns] [data-box-id]')).toHaveCount(6);
  await gallery.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Events' }).click();
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(gallery, 'community-1440');
  await gallery.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shot(gallery, 'community-390');

  await card.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = gallery.getByRole('dialog', { name: title });
  await expect(preview.getByText('A community template by Casey Contributor.')).toBeVisible();
  await preview.getByRole('button', { name: 'Use this template' }).click();
  await expect(gallery).toHaveURL(/\/$/);
  const editorGrid = gallery.getByTestId('editor-canvas').locator('section[data-columns]');
  await expect(editorGrid.locator('[data-box-id]')).toHaveCount(6);
  await expect(editorGrid.getByText('Moderation box 1')).toBeVisible();
  await visitor.close();

  // The author sees where their submission stands in the gallery.
  await page.goto('/templates');
  await page.getByText('Your submissions (1)').click();
  const mine = page.getByRole('list', { name: 'Your submissions' }).getByRole('listitem');
  await expect(mine).toContainText(title);
  await expect(mine).toContainText('Approved: in the gallery');
});
