import { expect, test, type Page } from '@playwright/test';
import { callApi, signUpViaApi, TEST_PASSWORD } from './accounts';

// The templates gallery (issue 14): live thumbnails, categories, search, a preview at three widths, and 'Use this
// template' for a visitor (the editor takes the document, unsaved) and for a signed-in user (a new design).

const gallery = (page: Page) => page.getByRole('list', { name: 'Templates' });
const cards = (page: Page) => gallery(page).getByRole('listitem');
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title }) });
const editorGrid = (page: Page) => page.getByTestId('editor-canvas').locator('section[data-columns]');

async function openGallery(page: Page) {
  await page.goto('/templates');
  await expect(cards(page).first()).toBeVisible();
}

/** The title and box count of the first card's template, read from its live thumbnail. */
async function firstTemplate(page: Page) {
  const first = cards(page).first();
  const title = (await first.getByRole('heading').textContent())!;
  const boxes = await first.locator('section[data-columns] [data-box-id]').count();
  return { title, boxes };
}

test('the gallery: live thumbnails, categories, search and a preview at three widths', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openGallery(page);
  const total = await cards(page).count();
  expect(total).toBeGreaterThanOrEqual(12);
  // Every thumbnail is the template's grid drawn small, with boxes.
  for (const thumbnail of await gallery(page).locator('section[data-columns]').all()) {
    expect(await thumbnail.locator('[data-box-id]').count()).toBeGreaterThan(3);
  }
  await page.screenshot({ path: test.info().outputPath('gallery-1440.png'), fullPage: true });

  const categories = page.getByRole('group', { name: 'Categories' }).getByRole('button');
  await categories.nth(1).click();
  const inCategory = await cards(page).count();
  expect(inCategory).toBeGreaterThan(0);
  expect(inCategory).toBeLessThan(total);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('menu');
  await expect(cards(page).first().getByRole('heading')).toContainText(/menu/i);
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('');

  const { title } = await firstTemplate(page);
  await card(page, title).getByRole('button', { name: 'Preview', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  for (const [label, breakpoint] of [
    ['Phone', 'mobile'],
    ['Tablet', 'tablet'],
    ['Desktop', 'desktop'],
  ] as const) {
    await dialog.getByRole('button', { name: label }).click();
    await expect(dialog.locator('section[data-columns]')).toHaveAttribute('data-breakpoint', breakpoint);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a visitor uses a template: the editor shows it, unsaved work kept over a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openGallery(page);
  await page.screenshot({ path: test.info().outputPath('gallery-390.png'), fullPage: true });
  const { title, boxes } = await firstTemplate(page);
  await card(page, title).getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(editorGrid(page).locator('[data-box-id]')).toHaveCount(boxes);
  await page.reload();
  await expect(editorGrid(page).locator('[data-box-id]')).toHaveCount(boxes);
});

test('a signed-in user uses a template: it becomes a new design, opened and listed', async ({ page }) => {
  await signUpViaApi(page.request, { label: 'templates', fullName: 'Template User' });
  await openGallery(page);
  const { title, boxes } = await firstTemplate(page);
  await card(page, title).getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(editorGrid(page).locator('[data-box-id]')).toHaveCount(boxes);
  await expect(page.getByRole('list', { name: 'Your designs' })).toContainText(title);
  const { items } = await callApi<{ items: { title: string }[] }>(page.request, 'get', '/designs');
  expect(items.map((item) => item.title)).toContain(title);
});

test('a visitor picks a template, edits it and signs up: the new account holds it', async ({ page }) => {
  await openGallery(page);
  const { title, boxes } = await firstTemplate(page);
  await card(page, title).getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(editorGrid(page).locator('[data-box-id]')).toHaveCount(boxes);
  await page.keyboard.press('Space');
  await expect(editorGrid(page).locator('[data-box-id]')).toHaveCount(boxes + 1);

  await page.goto('/sign-up');
  await page.getByLabel('E-mail').fill(`template-visitor-${Date.now().toString(36)}@example.org`);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('list', { name: 'Your designs' }).getByRole('listitem')).toHaveCount(1);

  const { items } = await callApi<{ items: { id: string }[] }>(page.request, 'get', '/designs');
  expect(items).toHaveLength(1);
  const design = await callApi<{ gridData: { boxes: { nestedBoxes?: unknown[] }[] } }>(
    page.request,
    'get',
    `/designs/${items[0]!.id}`,
  );
  const saved = design.gridData.boxes.reduce((sum, box) => sum + 1 + (box.nestedBoxes?.length ?? 0), 0);
  expect(saved).toBe(boxes + 1);
});
