import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { openPanel } from './editorPanels';

// The gallery's demo path (issue 33): 'Sample URLs' loads 100 placeholder photos served by our own API (no
// internet, within the CSP), and scrolling past them goes on with generated ones.

const SCREENS = path.resolve(__dirname, '../test-results/screens');
const settingsPanel = (page: Page) => page.getByRole('region', { name: 'Grid Settings' });
const cells = (page: Page) => page.locator('[data-box-id^="infinite-"]:not([data-box-id*="filler"])');

async function startGallery(page: Page) {
  await page.goto('/');
  const panel = await openPanel(page, 'Editor tools', 'Grid Settings');
  await panel.getByRole('switch', { name: 'Infinite Scroll' }).click();
  // The empty gallery says where its input is.
  await expect(page.getByText('Load images using the URL input panel in Grid Settings')).toBeVisible();
}

/** The images in the DOM that have loaded: their natural size. */
function loadedImages(page: Page) {
  return cells(page)
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => ({ src: image.src, width: image.naturalWidth, height: image.naturalHeight })),
    );
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, 'Sample URLs' shows photos at once, served by our own API`, async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.setViewportSize(viewport);
    await startGallery(page);
    await settingsPanel(page).getByRole('button', { name: 'Sample URLs' }).click();
    await expect(settingsPanel(page)).toContainText('✅ Successfully loaded 100 URL(s)');
    await expect(settingsPanel(page).getByLabel('Image URLs')).toHaveValue(
      /\/api\/placeholder-photos\/\d+\/\d+\.webp\?random=100$/,
    );
    await settingsPanel(page).getByRole('button', { name: 'Close Grid Settings' }).click();

    await expect.poll(async () => (await loadedImages(page)).length).toBeGreaterThanOrEqual(4);
    const origin = new URL(page.url()).origin;
    for (const image of await loadedImages(page)) {
      expect(image.src.startsWith(`${origin}/api/placeholder-photos/`)).toBe(true);
      // The photo is the size its URL says.
      const [, width, height] = /\/(\d+)\/(\d+)\.webp/.exec(image.src)!;
      expect(image).toMatchObject({ width: Number(width), height: Number(height) });
    }
    await expect(page.getByText('Image unavailable', { exact: false })).toHaveCount(0);
    // Each tile keeps its photo's shape: laid out from the size in the URL, never a guessed 1.33.
    const shapes = await cells(page).evaluateAll((nodes) =>
      nodes.map((node) => {
        const rect = node.getBoundingClientRect();
        return rect.width / rect.height;
      }),
    );
    expect(new Set(shapes.map((shape) => shape.toFixed(1))).size).toBeGreaterThan(1);
    await page.screenshot({ path: path.join(SCREENS, `gallery-samples-${viewport.width}.png`) });
    expect(refused).toEqual([]);
  });
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, the image boxes' alignment applies to every image`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startGallery(page);
    const panel = settingsPanel(page);
    await panel.getByRole('button', { name: 'Sample URLs' }).click();
    const alignment = panel.getByRole('group', { name: 'Image Alignment' });
    await expect(alignment.getByRole('radio', { name: 'Center' })).toBeChecked();
    const panelTop = (await panel.boundingBox())!.y;
    await alignment.getByTitle('Bottom right').click();
    await expect(alignment.getByRole('radio', { name: 'Bottom right' })).toBeChecked();
    // Reaching the panel's last controls scrolls the panel only, never the editor around it.
    expect((await panel.boundingBox())!.y).toBe(panelTop);
    const box = (await alignment.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: path.join(SCREENS, `gallery-alignment-panel-${viewport.width}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Close Grid Settings' }).click();
    await expect(cells(page).first().locator('img')).toHaveCSS('object-position', '100% 100%');
    const positions = await cells(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => getComputedStyle(image).objectPosition));
    expect(new Set(positions)).toEqual(new Set(['100% 100%']));
    // Kept over a reload, as the rest of the gallery's look.
    await page.reload();
    await expect(cells(page).first().locator('img')).toHaveCSS('object-position', '100% 100%');
  });
}

test('scrolling past the 100 samples goes on with generated placeholder photos', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startGallery(page);
  await settingsPanel(page).getByRole('button', { name: 'Sample URLs' }).click();
  await settingsPanel(page).getByRole('button', { name: 'Close Grid Settings' }).click();
  await expect(cells(page).first()).toBeVisible();
  // The keyboard reaches the images too: Enter selects one.
  const first = page.getByRole('button', { name: 'Image 1', exact: true });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await page.mouse.move(700, 450);
  const past = page.locator('[data-box-id="infinite-120"]');
  for (let step = 0; step < 80 && (await past.count()) === 0; step++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(100);
  }
  await expect(past.locator('img')).toHaveAttribute(
    'src',
    /\/api\/placeholder-photos\/\d+\/\d+\.webp\?random=121$/,
  );
  await expect(page.getByText('All images loaded')).toHaveCount(0);
  await expect
    .poll(() => past.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, the URL list counts CORS-restricted URLs; images that cannot be measured keep the shape their URL hints at`, async ({
    page,
    context,
  }) => {
    // Nothing answers: none of these can be measured.
    await context.route(/instagram\.com|photos\.bento\.test/, (route) => route.abort());
    await page.setViewportSize(viewport);
    await startGallery(page);
    const panel = settingsPanel(page);
    await panel.getByRole('group', { name: 'Layout' }).getByText('Masonry', { exact: true }).click();
    await panel
      .getByLabel('Image URLs')
      .fill(
        [
          'https://www.instagram.com/p/abc/',
          'https://photos.bento.test/hero-banner.jpg',
          'https://photos.bento.test/portrait-of-me.jpg',
          'not a url',
        ].join('\n'),
      );
    await expect(panel).toContainText('3 valid, 1 invalid URL(s) found');
    await expect(panel).toContainText(
      '1 CORS-restricted URL(s): their sites may not let this page show them, so their shape is estimated.',
    );
    await page.screenshot({ path: path.join(SCREENS, `gallery-url-notes-${viewport.width}.png`) });
    await panel.getByRole('button', { name: 'Load', exact: true }).click();
    await panel.getByRole('button', { name: 'Close Grid Settings' }).click();
    await expect(page.getByText('Image unavailable')).toHaveCount(3);
    await page.screenshot({ path: path.join(SCREENS, `gallery-hinted-shapes-${viewport.width}.png`) });
    const shapeOf = (index: number) =>
      page.locator(`[data-box-id="infinite-${index}"]`).evaluate((node) => {
        const rect = node.getBoundingClientRect();
        return rect.width / rect.height;
      });
    expect(await shapeOf(0)).toBeCloseTo(1, 1);
    expect(await shapeOf(1)).toBeCloseTo(2.5, 1);
    expect(await shapeOf(2)).toBeCloseTo(0.75, 1);
  });
}
