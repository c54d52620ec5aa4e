import { expect, test, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';
import { saveAndPublish, statusPill } from './editorPanels';
import { dropFile } from './imageFiles';

// Issue 11, signed in: a dropped photo is uploaded (a short /uploads/ URL in the design, not inline data), the
// page published from the design shows it with JavaScript off, and a design that arrives with inline images
// (imported) has them uploaded by auto-save.

// A 2×2 PNG.
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const grid = (page: Page) => page.getByRole('region', { name: 'Content Grid' });
const box = (page: Page, index = 0) => grid(page).locator('[data-box-id]').nth(index);
const boxImage = (page: Page, index = 0) => box(page, index).locator('img').first();
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page.request, { label: 'images' });
  await page.goto('/');
  await expect(sidebar(page).getByRole('list', { name: 'Your designs' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(grid(page).locator('[data-box-id]')).toHaveCount(1);
});

test('a photo dropped while signed in is uploaded, and its published page shows it with JavaScript off', async ({
  page,
  browser,
}) => {
  await dropFile(page, box(page), { name: 'team.jpg', type: 'image/jpeg', jpegBytes: 2_000_000 });
  await expect(boxImage(page)).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.jpg$/, { timeout: 20_000 });
  const url = (await boxImage(page).getAttribute('src'))!;
  // Signed in: no 'uploads coming soon' notice.
  await expect(page.getByText('Uploads coming soon!')).toHaveCount(0);

  const slug = await saveAndPublish(page, 'Team', 'images');
  const { items } = await callApi<{ items: { gridData?: unknown }[] }>(
    page.request,
    'get',
    '/designs?include=gridData',
  );
  expect(JSON.stringify(items[0]!.gridData)).toContain(url);

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const site = await visitor.newPage();
  const uploads: { status: number; type: string }[] = [];
  site.on('response', (response) => {
    if (response.url().includes('/uploads/')) {
      uploads.push({ status: response.status(), type: response.headers()['content-type'] ?? '' });
    }
  });
  await site.goto(`/${slug}`);
  // The box's background layer is an <img> (packages/ui BoxBackground): it shows the uploaded file, loaded.
  const image = site.locator(`[data-box-id] img[src="${url}"]`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(uploads).toContainEqual({ status: 200, type: 'image/jpeg' });
  await visitor.close();
});

test('an imported design holding inline images has them uploaded by auto-save', async ({ page }) => {
  const document = {
    boxes: [
      {
        id: 'b1',
        contentId: '<p>Imported</p>',
        colSpan: 1,
        rowSpan: 1,
        order: 0,
        style: { bgImageUrl: PNG_DATA_URL },
      },
    ],
    gridSettings: { columnsCount: 4 },
  };
  await dropFile(page, grid(page), {
    name: 'design.json',
    type: 'application/json',
    text: JSON.stringify(document),
  });
  await expect(boxImage(page)).toHaveAttribute('src', PNG_DATA_URL);
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  await expect(statusPill(page)).toHaveText(/^Saved/);
  await expect(boxImage(page)).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.png$/);
  const { items } = await callApi<{ items: { gridData?: unknown }[] }>(
    page.request,
    'get',
    '/designs?include=gridData',
  );
  const stored = JSON.stringify(items.map((item) => item.gridData));
  expect(stored).not.toContain('data:image');
  expect(stored).toMatch(/\/uploads\/[0-9a-f]{64}\.png/);
});
