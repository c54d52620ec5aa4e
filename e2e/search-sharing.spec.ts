import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';
import { PORTS } from './playwright.config';

// Issue 32 'Search and sharing', against the production build and the real API: the owner sets the search title
// and description, a favicon and the share image in Edit Site; the published page's HTML carries them, the sitemap
// lists the site, then not once it is hidden from search engines. A visitor opens the share menu's QR code (its part
// fetched on first use) and downloads it as PNG and SVG. Screenshots at 1440 and 390 px in SHOTS.

const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/wip/search-sharing';
/** The main server's PUBLIC_URL (playwright.config.ts). */
const PUBLIC_URL = `http://127.0.0.1:${PORTS.main}`;
const IMAGE_URL = 'https://images.bento.test/search-cover.png';

async function shot(target: Page | Locator, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A `width` × `height` PNG in two colours, so that crops and resizes show. */
function twoTonePng(width: number, height: number): Promise<Buffer> {
  const left = {
    create: { width: Math.ceil(width / 2), height, channels: 3 as const, background: '#2563eb' },
  };
  return sharp({ create: { width, height, channels: 3, background: '#f59e0b' } })
    .composite([{ input: { ...left }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

async function serveImage(page: Page) {
  const png = await twoTonePng(1200, 630);
  await page.route(IMAGE_URL, (route) => route.fulfill({ contentType: 'image/png', body: png }));
}

async function publishSite(request: APIRequestContext) {
  const gridData = {
    boxes: Array.from({ length: 4 }, (_, index) => ({
      id: `s${index + 1}`,
      contentId: `<p>Search box ${index + 1}</p>`,
      colSpan: 1,
      rowSpan: 1,
      order: index,
      style: index === 1 ? { bgImageUrl: IMAGE_URL } : { bgColor: '#e0e7ff' },
    })),
    gridSettings: { columnsCount: 4 },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
  const design = await callApi<{ id: string }>(
    request,
    'post',
    '/designs',
    { title: 'Searchable', gridData },
    201,
  );
  const slug = `search-${randomUUID().slice(0, 8)}`;
  await callApi(
    request,
    'post',
    `/designs/${design.id}/publish`,
    { siteTitle: 'Searchable site', slug },
    201,
  );
  return slug;
}

async function openEditSite(page: Page) {
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Designs' });
  const show = page.getByRole('button', { name: 'Show designs' });
  await expect(sidebar.or(show)).toBeVisible();
  if (await show.isVisible()) await show.click();
  await sidebar.getByRole('button', { name: 'Options for Searchable' }).click();
  await page.getByRole('menuitem', { name: 'Edit site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit site' });
  await expect(dialog.getByRole('group', { name: 'Search and sharing' })).toBeVisible();
  return dialog;
}

const sitemap = async (request: APIRequestContext) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return response.text();
};

test('search settings and a favicon set in Edit Site reach the published page and the sitemap', async ({
  page,
}) => {
  await signUpViaApi(page.request, { label: 'search' });
  const slug = await publishSite(page.request);
  await serveImage(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const dialog = await openEditSite(page);
  const section = dialog.getByRole('group', { name: 'Search and sharing' });
  await section.getByRole('textbox', { name: 'Search title' }).fill('Searchable, found');
  await section
    .getByRole('textbox', { name: 'Search description' })
    .fill('The page as search results show it');
  await shot(dialog, 'edit-site-search-1440');
  await section.getByLabel('Upload favicon').setInputFiles({
    name: 'icon.png',
    mimeType: 'image/png',
    buffer: await twoTonePng(300, 200),
  });
  await expect(section.getByText('Favicon saved')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Current favicon' })).toBeVisible();
  await section.getByRole('radio', { name: 'Image 1' }).check();
  const card = section.getByRole('figure', { name: 'Share card preview' });
  await expect(card).toContainText('Searchable, found');
  await expect(card.locator('img')).toHaveAttribute('src', IMAGE_URL);
  await card.scrollIntoViewIfNeeded();
  await shot(dialog, 'edit-site-search-card-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await section.getByRole('textbox', { name: 'Search title' }).scrollIntoViewIfNeeded();
  await shot(page, 'edit-site-search-390');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'edit-site-search-card-390');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  const html = await (await page.request.get(`/${slug}`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<title>Searchable, found</title>');
  expect(html).toContain('<meta name="description" content="The page as search results show it">');
  expect(html).toContain(`<meta property="og:image" content="${IMAGE_URL}">`);
  expect(html).toContain(`<meta name="twitter:image" content="${IMAGE_URL}">`);
  expect(html).not.toContain('name="robots"');
  const icon = /<link rel="icon" type="image\/png" sizes="32x32" href="([^"]+)">/.exec(html)?.[1];
  expect(icon).toMatch(/^\/api\/site-icons\/[0-9a-f-]+\/[0-9a-f]{16}\/32\.png$/);
  expect(html).toContain(
    `<link rel="apple-touch-icon" sizes="180x180" href="${icon!.replace('32.png', '180.png')}">`,
  );
  const iconResponse = await page.request.get(icon!);
  expect(iconResponse.headers()['content-type']).toBe('image/png');
  const metadata = await sharp(await iconResponse.body()).metadata();
  expect([metadata.width, metadata.height]).toEqual([32, 32]);
  expect(await sitemap(page.request)).toContain(`<loc>${PUBLIC_URL}/${slug}</loc>`);
  expect(await (await page.request.get('/robots.txt')).text()).toContain(
    `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
  );

  // Hidden from search engines: out of the sitemap, and the page says noindex.
  await page.setViewportSize({ width: 1440, height: 900 });
  const again = await openEditSite(page);
  await expect(again.getByRole('textbox', { name: 'Search title' })).toHaveValue('Searchable, found');
  await again.getByRole('checkbox', { name: 'Hide from search engines' }).check();
  await again.getByRole('button', { name: 'Save changes' }).click();
  await expect(again).toBeHidden();
  expect(await sitemap(page.request)).not.toContain(`/${slug}<`);
  const hidden = await (await page.request.get(`/${slug}`, { headers: { accept: 'text/html' } })).text();
  expect(hidden).toContain('<meta name="robots" content="noindex">');
});

test("the share menu's QR code is fetched on first use and downloads as PNG and SVG", async ({
  page,
  browser,
}) => {
  const owner = await browser.newContext();
  await signUpViaApi(owner.request, { label: 'qr' });
  const slug = await publishSite(owner.request);
  await owner.close();

  await serveImage(page);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/${slug}`, { waitUntil: 'networkidle' });
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/site\/enhance\.[0-9a-f]{8}\.js$/)]);
  const hash = /\.([0-9a-f]{8})\.js$/.exec(scripts[0]!)![1];

  const part = page.waitForResponse((response) => new URL(response.url()).pathname.includes('/qr.'));
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'QR code' }).click();
  const response = await part;
  expect(new URL(response.url()).pathname).toBe(`/assets/site/qr.${hash}.js`);
  const dialog = page.getByRole('dialog', { name: 'QR code' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: `QR code of ${PUBLIC_URL}/${slug}` })).toBeVisible();
  await expect(dialog.getByText(`${PUBLIC_URL}/${slug}`)).toBeVisible();
  await shot(page, 'qr-code-1440');

  const png = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download PNG' }).click();
  const pngDownload = await png;
  expect(pngDownload.suggestedFilename()).toBe(`qr-code-${slug}.png`);
  const pngMeta = await sharp(fs.readFileSync((await pngDownload.path())!)).metadata();
  expect(pngMeta.format).toBe('png');
  expect(pngMeta.width).toBe(pngMeta.height);
  expect(pngMeta.width!).toBeGreaterThanOrEqual(600);

  const svg = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download SVG' }).click();
  const svgDownload = await svg;
  expect(svgDownload.suggestedFilename()).toBe(`qr-code-${slug}.svg`);
  const svgText = fs.readFileSync((await svgDownload.path())!, 'utf8');
  expect(svgText).toMatch(/^<svg width="512" height="512" [^>]*viewBox="0 0 \d+ \d+"/);
  const svgMeta = await sharp(Buffer.from(svgText)).metadata();
  expect([svgMeta.format, svgMeta.width]).toEqual(['svg', 512]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'QR code' }).click();
  await expect(dialog).toBeVisible();
  await shot(page, 'qr-code-390');
});
