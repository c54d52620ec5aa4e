import { expect, test, type Page } from '@playwright/test';
import { openPanel } from './editorPanels';
import {
  CAMERA_PHOTO,
  EXIF_MARKER,
  dataUrlBytes,
  dragFileOver,
  dropFile,
  jpegSize,
  recordOverlayTexts,
} from './imageFiles';

// Issue 11, signed out: a photo dropped on a box is compressed in a worker (the library served by our own build,
// nothing from another origin) and kept inline; refused files get the spec's messages, gone after 3 s.

const grid = (page: Page) => page.getByRole('region', { name: 'Content Grid' });
const box = (page: Page, index = 0) => grid(page).locator('[data-box-id]').nth(index);
const boxImage = (page: Page, index = 0) => box(page, index).locator('img').first();
const canvas = (page: Page) => page.getByTestId('editor-canvas');

async function openEditor(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto('/');
  await expect(grid(page).locator('[data-box-id]')).toHaveCount(1);
}

test.describe('at 1440 px', () => {
  test.beforeEach(({ page }) => openEditor(page, 1440, 900));

  test('a 4 MB photo with GPS data dropped on a box ends as a compressed image of at most 0.5 MB and 1280 px, without EXIF', async ({
    page,
  }) => {
    const otherOrigins: string[] = [];
    const libraryRequests: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/\/remotes\/editor\/browser-image-compression\.[0-9a-f]{8}\.js$/.test(url))
        libraryRequests.push(url);
      if (!/^(http:\/\/127\.0\.0\.1:|data:|blob:)/.test(url)) otherOrigins.push(url);
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const overlayTexts = await recordOverlayTexts(page);

    const hover = await dragFileOver(page, box(page), 'image/jpeg');
    await expect(box(page).getByTestId('image-drop-overlay').locator('p')).toHaveText('Drop image here');
    await hover.leave();
    await expect(page.getByTestId('image-drop-overlay')).toHaveCount(0);

    const dropped = await dropFile(page, box(page), CAMERA_PHOTO);
    // The photo as a camera would give it: about 4 MB, with its Exif GPS block.
    expect(dropped.bytes).toBeGreaterThan(3_000_000);
    expect(dropped.bytes).toBeLessThanOrEqual(4_000_000 + 100);
    expect(dropped.exifGps).toBe(true);
    await expect(box(page).getByTestId('image-drop-overlay').locator('p')).toHaveText(
      /^(Compressing\.\.\. \d+%|Processing\.\.\.)$/,
    );

    await expect(boxImage(page)).toHaveAttribute('src', /^data:image\/jpeg;base64,/, { timeout: 20_000 });
    const bytes = dataUrlBytes((await boxImage(page).getAttribute('src'))!);
    expect(bytes.length).toBeLessThanOrEqual(0.5 * 1024 * 1024);
    const size = jpegSize(bytes);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1280);
    expect(bytes.includes(Buffer.from(EXIF_MARKER, 'latin1'))).toBe(false);
    await expect(page.getByTestId('image-drop-overlay')).toHaveCount(0);

    const seen = await overlayTexts();
    expect(seen.some((text) => /^Compressing\.\.\. \d+%$/.test(text))).toBe(true);
    expect(workers.some((url) => url.startsWith('blob:'))).toBe(true);
    // The worker's library came from our own build, and nothing from any other origin.
    expect(libraryRequests).toHaveLength(1);
    expect(otherOrigins).toEqual([]);
    // Signed out: the upload-limitation notice, once.
    const notice = page.getByText(
      'You can only publish sites using image URLs for now. Uploads coming soon!',
    );
    await expect(notice).toBeVisible();
    // It covers no open panel (issue 33), on a wide screen and on a phone.
    await box(page).click();
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      const panel = await openPanel(page, 'Box settings', 'Background');
      const [a, b] = [await notice.boundingBox(), await panel.boundingBox()];
      const overlap =
        a!.x < b!.x + b!.width &&
        a!.x + a!.width > b!.x &&
        a!.y < b!.y + b!.height &&
        a!.y + a!.height > b!.y;
      expect(overlap, `the notice is clear of the panel at ${size.width} px`).toBe(false);
    }
  });

  test("a 6 MB file and a .txt file get the spec's messages on the box, gone after 3 s", async ({ page }) => {
    await dropFile(page, box(page), { name: 'huge.gif', type: 'image/gif', fillBytes: 6 * 1024 * 1024 });
    const badge = box(page).getByRole('alert');
    await expect(badge).toHaveText('Image too large (max: 5MB)');
    await expect(badge).toBeHidden({ timeout: 5000 });

    await dropFile(page, box(page), { name: 'notes.txt', type: 'text/plain' });
    await expect(badge).toHaveText('Only image files are supported');
    const shownAt = Date.now();
    await expect(badge).toBeHidden({ timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2000);
    await expect(boxImage(page)).toHaveCount(0);
  });

  test('an image dropped beside the boxes becomes the background of the container', async ({ page }) => {
    const overlayTexts = await recordOverlayTexts(page);
    const hover = await dragFileOver(page, canvas(page), 'image/png');
    await expect(page.getByTestId('image-drop-overlay').locator('p')).toHaveText(
      'Drop image here to set background',
    );
    await hover.leave();

    await dropFile(page, canvas(page), {
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
    // The box keeps its own background.
    await expect(boxImage(page)).toHaveCount(0);
  });
});

test('at 390 px the overlays and the error stay inside the box, and nothing moves', async ({ page }) => {
  await openEditor(page, 390, 844);
  // The box's entry animation (fade and scale) over first.
  await box(page).evaluate((node) =>
    Promise.all(node.getAnimations().map((animation) => animation.finished)),
  );
  const before = await box(page).boundingBox();

  const hover = await dragFileOver(page, box(page), 'image/jpeg');
  const hint = box(page).getByTestId('image-drop-overlay');
  await expect(hint).toHaveText('Drop image here');
  await expect(hint).toBeInViewport();
  await hover.leave();

  await dropFile(page, box(page), { name: 'notes.txt', type: 'text/plain' });
  const badge = box(page).getByRole('alert');
  await expect(badge).toHaveText('Only image files are supported');
  const inner = (await badge.boundingBox())!;
  const outer = (await box(page).boundingBox())!;
  expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
  expect(await box(page).boundingBox()).toEqual(before);
  await expect(badge).toBeHidden({ timeout: 5000 });
});
