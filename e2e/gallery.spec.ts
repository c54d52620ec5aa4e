import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';

// The infinite-scroll gallery in the editor (issue 13): a pasted list of URLs measured, packed and drawn a chunk at
// a time as the user scrolls, only the cells near the screen in the DOM; masonry; the mode kept over a reload;
// box editing off. Images are SVGs of known sizes served by the test itself (never the internet): half say their
// size in the URL, half are measured by loading them.

const HOST = 'https://photos.bento.test';
const COUNT = 300;

function sizeOf(index: number) {
  return { width: 200 + ((index * 37) % 600), height: 200 + ((index * 53) % 500) };
}

function urlOf(index: number) {
  const { width, height } = sizeOf(index);
  return index % 2 === 0 ? `${HOST}/p/${index}.svg?w=${width}&h=${height}` : `${HOST}/p/${index}.svg`;
}

async function serveImages(context: BrowserContext) {
  await context.route(`${HOST}/**`, (route) => {
    const index = Number(/\/p\/(\d+)\.svg/.exec(new URL(route.request().url()).pathname)?.[1]);
    const { width, height } = sizeOf(index);
    route.fulfill({
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${(index * 47) % 360} 60% 60%)"/></svg>`,
    });
  });
}

const cells = (page: Page) =>
  page.locator('[data-box-id^="infinite-"]:not([data-box-id^="infinite-filler-"])');
const gallery = (page: Page) => page.locator('[data-gallery]');
const settingsPanel = (page: Page) => page.getByRole('region', { name: 'Grid Settings' });

async function openSettings(page: Page) {
  if (!(await settingsPanel(page).isVisible())) {
    await page
      .getByRole('toolbar', { name: 'Editor tools' })
      .getByRole('button', { name: 'Grid Settings' })
      .click();
  }
}

async function loadGallery(page: Page) {
  await page.goto('/');
  await openSettings(page);
  await settingsPanel(page).getByRole('switch', { name: 'Infinite Scroll' }).click();
  await expect(page.getByText('Load images using the URL input panel in Grid Settings')).toBeVisible();
  await settingsPanel(page)
    .getByLabel('Image URLs')
    .fill(Array.from({ length: COUNT }, (_, i) => urlOf(i)).join('\n'));
  await expect(settingsPanel(page)).toContainText(`${COUNT} valid URL(s) ready to load`);
  await settingsPanel(page).getByRole('button', { name: 'Load', exact: true }).click();
  await expect(settingsPanel(page)).toContainText(`✅ Successfully loaded ${COUNT} URL(s)`);
  await settingsPanel(page).getByRole('button', { name: 'Close Grid Settings' }).click();
  await expect(cells(page).first()).toBeVisible();
}

interface Rect {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cells in the DOM now, in page coordinates (scroll added: the editor's scroller moves them). */
function domCells(page: Page): Promise<Rect[]> {
  // A cell the gallery removes between Playwright's query and this function runs is skipped (CI saw it once).
  return page.locator('[data-box-id^="infinite-"]').evaluateAll((nodes) =>
    nodes
      .filter((node) => node.isConnected && node.closest('[data-gallery]'))
      .map((node) => {
        const rect = node.getBoundingClientRect();
        const scroller = node.closest('[data-gallery]')!.parentElement!.closest('div[class*="scroller"]');
        const offset = scroller ? scroller.scrollTop : window.scrollY;
        return {
          id: (node as HTMLElement).dataset.boxId!,
          x: rect.x,
          y: rect.y + offset,
          width: rect.width,
          height: rect.height,
        };
      }),
  );
}

function overlapping(a: Rect, b: Rect) {
  const eps = 0.5;
  return (
    a.x < b.x + b.width - eps &&
    b.x < a.x + a.width - eps &&
    a.y < b.y + b.height - eps &&
    b.y < a.y + a.height - eps
  );
}

/** Scrolls to the end, recording every cell seen and the most cells in the DOM at once. */
async function scrollToEnd(page: Page) {
  const seen = new Map<string, Rect>();
  let most = 0;
  await page.mouse.move(700, 450);
  for (let step = 0; step < 200; step += 1) {
    const now = await domCells(page);
    most = Math.max(most, now.length);
    for (const cell of now) seen.set(cell.id, cell);
    if ((await page.getByText('All images loaded').count()) > 0 && step > 0) {
      const atBottom = await page.evaluate(() => {
        const scroller = document.querySelector('[data-gallery]')!.closest('div[class*="scroller"]')!;
        return scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
      });
      if (atBottom) break;
    }
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(120);
  }
  return { seen, most };
}

test('300 pasted URLs load as the user scrolls: every image once, no overlaps, a bounded DOM', async ({
  page,
  context,
}) => {
  // Up to 200 wheel steps of 120 ms each, with the DOM read at every step: 31 s in one CI run, past the 30 s default.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await serveImages(context);
  await loadGallery(page);
  await page.screenshot({ path: test.info().outputPath('bento-1440.png') });
  const { seen, most } = await scrollToEnd(page);
  await expect(page.getByText('All images loaded')).toBeVisible();
  await expect(gallery(page)).toHaveAttribute('data-gallery-placed', String(COUNT));
  const images = [...seen.keys()].filter((id) => !id.startsWith('infinite-filler-'));
  expect(images.map((id) => Number(id.slice('infinite-'.length))).sort((a, b) => a - b)).toEqual([
    ...Array(COUNT).keys(),
  ]);
  const all = [...seen.values()];
  const overlaps: string[] = [];
  for (let i = 0; i < all.length; i += 1)
    for (let j = i + 1; j < all.length; j += 1)
      if (overlapping(all[i]!, all[j]!)) overlaps.push(`${all[i]!.id} × ${all[j]!.id}`);
  expect(overlaps).toEqual([]);
  expect(most).toBeLessThan(COUNT);
  expect(most).toBeLessThanOrEqual(1500);

  // Box editing is off in gallery mode.
  await page.keyboard.press('Space');
  await page.keyboard.press('+');
  await expect(
    page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Add box' }),
  ).toBeDisabled();
  await expect(gallery(page)).toHaveAttribute('data-gallery-placed', String(COUNT));
});

test('masonry at 390 px; the look of the image boxes; the mode survives a reload; Delete removes an image; export and re-import bring the gallery back', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await serveImages(context);
  await loadGallery(page);
  await openSettings(page);
  await settingsPanel(page)
    .getByRole('group', { name: 'Layout' })
    .getByText('Masonry', { exact: true })
    .click();
  // The look of every image box.
  await settingsPanel(page).getByRole('switch', { name: 'Invert Images' }).click();
  await settingsPanel(page).getByRole('switch', { name: 'Dark Overlay' }).click();
  await settingsPanel(page).getByRole('button', { name: 'Close Grid Settings' }).click();
  await expect(gallery(page)).toHaveAttribute('data-gallery', 'masonry');
  await expect(cells(page).first().locator('img')).toHaveCSS('filter', 'invert(1)');
  expect(await cells(page).locator('img').count()).toBeGreaterThan(0);
  await expect(cells(page).first()).toBeVisible();
  const widths = new Set((await domCells(page)).map((cell) => Math.round(cell.width)));
  expect(widths.size).toBe(1);
  await page.screenshot({ path: test.info().outputPath('masonry-390.png') });

  await page.reload();
  await expect(gallery(page)).toHaveAttribute('data-gallery', 'masonry');
  await expect(cells(page).first()).toBeVisible();
  await openSettings(page);
  await expect(settingsPanel(page).getByRole('switch', { name: 'Infinite Scroll' })).toBeChecked();
  await expect(settingsPanel(page).getByLabel('Image URLs')).toHaveValue(new RegExp(`${HOST}/p/299.svg`));

  // A click selects an image; Delete removes it from the list (after 50 ms) and the rest are laid out again.
  const first = page.locator('[data-box-id="infinite-0"]');
  await first.click();
  await expect(first).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Delete');
  await expect(first.locator('img')).toHaveAttribute('src', urlOf(1));

  // Export, then import: the file holds the list (no caches) and brings the gallery back.
  await page
    .getByRole('toolbar', { name: 'Editor tools' })
    .getByRole('button', { name: 'File', exact: true })
    .click();
  page.once('dialog', (dialog) => void dialog.accept('gallery'));
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'File' }).getByRole('button', { name: 'Export JSON' }).click();
  const exported = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
    gridSettings: { isInfiniteScrollMode: boolean; infiniteScrollConfig: Record<string, unknown> };
  };
  expect(exported.gridSettings.isInfiniteScrollMode).toBe(true);
  expect(exported.gridSettings.infiniteScrollConfig.urlList).toHaveLength(COUNT - 1);
  expect(exported.gridSettings.infiniteScrollConfig).not.toHaveProperty('cachedPlacements');
  expect(exported.gridSettings.infiniteScrollConfig).not.toHaveProperty('cachedItems');
  await page
    .getByRole('toolbar', { name: 'Editor tools' })
    .getByRole('button', { name: 'File', exact: true })
    .click();

  await openSettings(page);
  await expect(settingsPanel(page).getByLabel('Image URLs')).not.toHaveValue(new RegExp(`/p/0\\.svg`));
  // Off: the gallery goes, the user's own box comes back.
  await settingsPanel(page).getByRole('switch', { name: 'Infinite Scroll' }).click();
  await expect(gallery(page)).toHaveCount(0);
  await expect(page.locator('section[data-columns] [data-box-id]')).toHaveCount(1);

  await page
    .getByRole('toolbar', { name: 'Editor tools' })
    .getByRole('button', { name: 'File', exact: true })
    .click();
  await page
    .getByRole('region', { name: 'File' })
    .getByLabel('Import JSON file')
    .setInputFiles({
      name: 'gallery.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
  await expect(gallery(page)).toHaveAttribute('data-gallery', 'masonry');
  await expect(page.locator('[data-box-id="infinite-0"] img')).toHaveAttribute('src', urlOf(1));
});

async function publishGallery(page: Page, packingAlgorithm: 'infiniteScrollGridPacking' | 'masonry') {
  await signUpViaApi(page.request, { label: 'gallery', fullName: 'Gallery Owner' });
  const gridData = {
    boxes: [{ id: 'own', contentId: '<p>My own box</p>', colSpan: 1, rowSpan: 1, order: 0 }],
    gridSettings: {
      columnsCount: 5,
      isInfiniteScrollMode: true,
      infiniteScrollConfig: {
        urlList: Array.from({ length: 45 }, (_, i) => urlOf(2 * i)),
        autoSizing: true,
        loadBatchSize: 15,
        scrollThreshold: 800,
        chunkSize: 100,
        packingAlgorithm,
      },
    },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
  const { id } = await callApi<{ id: string }>(
    page.request,
    'post',
    '/designs',
    { title: 'Photos', gridData },
    201,
  );
  const slug = `gallery-${Date.now().toString(36)}`;
  await callApi(page.request, 'post', `/designs/${id}/publish`, { siteTitle: 'Photos', slug }, 201);
  return slug;
}

const publishedBoxes = (page: Page) => page.locator('section[data-columns] [data-box-id^="infinite-"]');

function overlaps(rects: Rect[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < rects.length; i += 1)
    for (let j = i + 1; j < rects.length; j += 1)
      if (overlapping(rects[i]!, rects[j]!)) found.push(`${rects[i]!.id} × ${rects[j]!.id}`);
  return found;
}

/** The first screen's boxes as the server draws them (JavaScript off) at this viewport. */
async function firstScreenWithoutScript(
  browser: Browser,
  slug: string,
  viewport: { width: number; height: number },
): Promise<Rect[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const site = await context.newPage();
  await site.goto(`/${slug}`);
  await expect(publishedBoxes(site)).toHaveCount(30);
  const rects = await domCells(site);
  await context.close();
  return rects;
}

/** Scrolls a published gallery until its 45 images are in and the footer shows; the boxes, from the top. */
async function scrollPublishedToEnd(page: Page): Promise<Rect[]> {
  for (let step = 0; step < 40 && (await publishedBoxes(page).count()) < 45; step += 1) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(150);
  }
  await expect(publishedBoxes(page)).toHaveCount(45);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return domCells(page);
}

test('a published gallery: its first screen without JavaScript, the rest as the visitor scrolls, then the footer', async ({
  page,
  browser,
}) => {
  const slug = await publishGallery(page, 'infiniteScrollGridPacking');
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  await serveImages(visitor);
  const site = await visitor.newPage();
  await site.goto(`/${slug}`);
  const images = site.locator('section[data-columns] [data-box-id^="infinite-"] img');
  await expect(images).toHaveCount(30);
  await expect
    .poll(() =>
      images.evaluateAll(
        (nodes) => nodes.filter((node) => (node as HTMLImageElement).naturalWidth > 0).length,
      ),
    )
    .toBe(30);
  expect(overlaps(await domCells(site))).toEqual([]);
  await expect(site.getByText('My own box')).toHaveCount(0);
  await expect(site.getByRole('contentinfo')).toHaveCount(0);
  await site.screenshot({ path: test.info().outputPath('published-gallery-1440.png') });
  await visitor.close();

  // With JavaScript, the rest arrive as the visitor scrolls (the first screen stays put), then the footer.
  const reader = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await serveImages(reader);
  const live = await reader.newPage();
  await live.goto(`/${slug}`);
  const all = await scrollPublishedToEnd(live);
  expect(new Set(all.map((box) => box.id)).size).toBe(45);
  expect(overlaps(all)).toEqual([]);
  expect(all.slice(0, 30)).toEqual(
    await firstScreenWithoutScript(browser, slug, { width: 390, height: 844 }),
  );
  await live.screenshot({ path: test.info().outputPath('published-gallery-390.png') });
  await reader.close();
});

test('a published masonry gallery is drawn in columns of equal width, images never overlapping', async ({
  page,
  browser,
}) => {
  const slug = await publishGallery(page, 'masonry');
  const reader = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await serveImages(reader);
  const live = await reader.newPage();
  await live.goto(`/${slug}`);
  const all = await scrollPublishedToEnd(live);
  expect(overlaps(all)).toEqual([]);
  expect(all.slice(0, 30)).toEqual(
    await firstScreenWithoutScript(browser, slug, { width: 1440, height: 900 }),
  );
  const widths = new Set(all.map((box) => Math.round(box.width)));
  expect(widths.size).toBe(1);
  expect(new Set(all.map((box) => Math.round(box.x))).size).toBe(5);
  await live.evaluate(() => window.scrollTo(0, 0));
  await live.screenshot({ path: test.info().outputPath('published-masonry-1440.png') });
  await reader.close();
});

test('http:// addresses are said to be unshowable where they are entered and on their tiles (issue 33)', async ({
  page,
  context,
}) => {
  await serveImages(context);
  await page.goto('/');
  await openSettings(page);
  await settingsPanel(page).getByRole('switch', { name: 'Infinite Scroll' }).click();
  const insecure = `http://photos.bento.test/p/1.svg?w=400&h=300`;
  await settingsPanel(page)
    .getByLabel('Image URLs')
    .fill([urlOf(0), insecure].join('\n'));
  await expect(settingsPanel(page)).toContainText('2 valid URL(s) ready to load');
  await expect(settingsPanel(page)).toContainText(
    '1 http:// URL(s) will not be shown: use https:// addresses.',
  );
  await settingsPanel(page).getByRole('button', { name: 'Load', exact: true }).click();
  await settingsPanel(page).getByRole('button', { name: 'Close Grid Settings' }).click();
  await expect(cells(page)).toHaveCount(2);
  await expect(gallery(page).getByText('Image unavailable: not an https:// address')).toHaveCount(1);
});
