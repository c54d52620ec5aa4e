import { expect, test, type Page } from '@playwright/test';
import { EXIF_MARKER, dataUrlBytes, dropFile, jpegSize, recordOverlayTexts } from './imageFiles';

// Issue 11, signed out: a photo dropped on a box is compressed in a worker (the library served by our own build,
// nothing from another origin) and kept inline; refused files get the spec's messages, gone after 3 s.

const grid = (page: Page) => page.getByRole('region', { name: 'Content Grid' });
const box = (page: Page, index = 0) => grid(page).locator('[data-box-id]').nth(index);
const boxImage = (page: Page, index = 0) => box(page, index).locator('img').first();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(grid(page).locator('[data-box-id]')).toHaveCount(1);
});

test('a 4 MB photo with GPS data dropped on a box ends as a compressed image of at most 0.5 MB and 1280 px, without EXIF', async ({
  page,
}) => {
  const otherOrigins: string[] = [];
  const libraryRequests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/remotes\/editor\/browser-image-compression\.[0-9a-f]{8}\.js$/.test(url)) libraryRequests.push(url);
    if (!/^(http:\/\/127\.0\.0\.1:|data:|blob:)/.test(url)) otherOrigins.push(url);
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const overlayTexts = await recordOverlayTexts(page);

  await dropFile(page, box(page), { name: 'holiday.jpg', type: 'image/jpeg', jpegBytes: 4_000_000 });

  await expect(boxImage(page)).toHaveAttribute('src', /^data:image\/jpeg;base64,/, { timeout: 20_000 });
  const bytes = dataUrlBytes((await boxImage(page).getAttribute('src'))!);
  expect(bytes.length).toBeLessThanOrEqual(0.5 * 1024 * 1024);
  const size = jpegSize(bytes);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1280);
  expect(bytes.includes(Buffer.from(EXIF_MARKER, 'latin1'))).toBe(false);

  const seen = await overlayTexts();
  expect(seen.some((text) => /^Compressing\.\.\. \d+%$/.test(text))).toBe(true);
  expect(workers.some((url) => url.startsWith('blob:'))).toBe(true);
  // The worker's library came from our own build, and nothing from any other origin.
  expect(libraryRequests).toHaveLength(1);
  expect(otherOrigins).toEqual([]);
  // Signed out: the upload-limitation notice, once.
  await expect(
    page.getByText('You can only publish sites using image URLs for now. Uploads coming soon!'),
  ).toBeVisible();
});

test("a 6 MB file and a .txt file get the spec's messages on the box, gone after 3 s", async ({ page }) => {
  await dropFile(page, box(page), { name: 'huge.gif', type: 'image/gif', fillBytes: 6 * 1024 * 1024 });
  const badge = box(page).getByTestId('image-drop-error');
  await expect(badge).toHaveText('Image too large (max: 5MB)');
  await expect(badge).toBeHidden({ timeout: 5000 });

  await dropFile(page, box(page), { name: 'notes.txt', type: 'text/plain' });
  await expect(badge).toHaveText('Only image files are supported');
  await expect(badge).toBeHidden({ timeout: 5000 });
  await expect(boxImage(page)).toHaveCount(0);
});

test('an image dropped beside the boxes becomes the background of the container', async ({ page }) => {
  const canvas = page.getByTestId('editor-canvas');
  const overlayTexts = await recordOverlayTexts(page);
  await dropFile(page, canvas, {
    name: 'wall.jpg',
    type: 'image/jpeg',
    jpegBytes: 1_500_000,
    width: 1600,
    height: 1000,
  });
  await expect
    .poll(() => grid(page).evaluate((node) => getComputedStyle(node).backgroundImage), { timeout: 20_000 })
    .toMatch(/^url\("data:image\/jpeg;base64,/);
  expect((await overlayTexts()).some((text) => text.startsWith('Compressing...'))).toBe(true);
});
