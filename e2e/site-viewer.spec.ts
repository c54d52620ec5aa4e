import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';
import { seriousViolations } from './axe';
import { PORTS } from './playwright.config';

// The published-site viewer at /{slug}: server-rendered (reads with JavaScript off), then enhanced by one small
// script (no app, no React, no federation) without layout shift.

const LINK_URL = 'https://links.bento.test/project';
// The script every visitor loads (bench:load's target, issue 34); the report dialog and the gallery come on first use.
const SCRIPT_BUDGET_GZIP = 2 * 1024;

const IMAGE_URL = 'https://images.bento.test/cat.png';
// A 2×2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

interface PublishedSite {
  slug: string;
  siteTitle: string;
  userId: string;
}

function gridData() {
  const boxes = Array.from({ length: 6 }, (_, index) => ({
    id: `box-${index + 1}`,
    contentId: `<p>Viewer box ${index + 1}</p>`,
    colSpan: index === 0 ? 2 : 1,
    rowSpan: 1,
    order: index,
    ...(index === 1 ? { style: { bgImageUrl: IMAGE_URL } } : {}),
    ...(index === 2 ? { style: { linkUrl: LINK_URL } } : {}),
  }));
  return { boxes, gridSettings: { columnsCount: 4 }, selectedBoxIds: [], lastSelectedBoxId: null };
}

/** Signs up (the request context keeps the session cookie), saves a design and publishes it. */
async function publishSite(request: APIRequestContext): Promise<PublishedSite> {
  await signUpViaApi(request, { label: 'viewer' });
  const { id } = await callApi<{ id: string }>(
    request,
    'post',
    '/designs',
    { gridData: gridData(), title: 'Viewer' },
    201,
  );
  const slug = `viewer-${randomUUID().slice(0, 8)}`;
  return callApi<PublishedSite>(
    request,
    'post',
    `/designs/${id}/publish`,
    { siteTitle: 'Viewer <Test> Site', siteDescription: 'A site for the viewer spec', slug },
    201,
  );
}

async function serveImage(page: Page) {
  await page.route(IMAGE_URL, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
}

async function expectSiteContent(page: Page) {
  await expect(page.getByRole('heading', { name: 'Viewer <Test> Site' })).toBeVisible();
  await expect(page.getByText('A site for the viewer spec')).toBeVisible();
  await expect(page.getByText('Viewer box 1')).toBeVisible();
  await expect(page.getByText('Viewer box 6')).toBeVisible();
  const image = page.locator(`img[src="${IMAGE_URL}"]`);
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  await expect(page.getByText('Made with')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
}

let site: PublishedSite;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  site = await publishSite(request);
  await request.dispose();
});

// The main e2e server runs with PUBLIC_URL (its own address): the canonical link and og:url come from it, never
// from the Host header; api/src/web/siteSsr.test.ts covers a page without PUBLIC_URL.
test('with JavaScript off the page already holds the site and its meta tags', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await serveImage(page);
  const response = await page.goto(`/${site.slug}`);
  expect(response?.status()).toBe(200);
  await expectSiteContent(page);
  await expect(page).toHaveTitle('Viewer <Test> Site');
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  expect(await meta('meta[name="description"]')).toBe('A site for the viewer spec');
  expect(await meta('meta[property="og:title"]')).toBe('Viewer <Test> Site');
  expect(await meta('meta[property="og:image"]')).toBe(IMAGE_URL);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  const address = `http://127.0.0.1:${PORTS.main}/${site.slug}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', address);
  expect(await meta('meta[property="og:url"]')).toBe(address);
  await context.close();
});

test('with JavaScript on, the page fetches only its small script and nothing moves', async ({ page }) => {
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await serveImage(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: Promise<{ path: string; gzip: number; cache: string | null }>[] = [];
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        gzip: gzipSync(body).length,
        cache: response.headers()['cache-control'] ?? null,
      })),
    );
  });

  await page.goto(`/${site.slug}`, { waitUntil: 'networkidle' });
  await expectSiteContent(page);
  const fetched = await Promise.all(scripts);
  expect(fetched).toHaveLength(1);
  expect(fetched[0]!.path).toMatch(/^\/assets\/site\/enhance\.[0-9a-f]{8}\.js$/);
  expect(fetched[0]!.gzip).toBeLessThan(SCRIPT_BUDGET_GZIP);
  expect(fetched[0]!.cache).toBe('public, max-age=31536000, immutable');
  // No app: no shell bundle, no remote, no config; the only calls are the owner check and the view's beacon.
  expect(requested.filter((path) => path.startsWith('/remotes') || path.endsWith('.json'))).toEqual([]);
  expect(requested.filter((path) => path.startsWith('/api/')).sort()).toEqual([
    '/api/auth/session',
    '/api/beacon',
  ]);
  // The script is wired: the share menu opens.
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('link', { name: 'Share on X' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Share on X' })).toBeHidden();
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift).toBeLessThan(0.05);
  expect(errors).toEqual([]);
});

test("the report dialog's code is fetched on first use: not with the page, then Share → Report opens it", async ({
  page,
}) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  await serveImage(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto(`/${site.slug}`, { waitUntil: 'networkidle' });
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/site\/enhance\.[0-9a-f]{8}\.js$/)]);
  const hash = /\.([0-9a-f]{8})\.js$/.exec(scripts[0]!)![1];
  // The share menu works without it.
  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  await expect(page.getByRole('link', { name: 'Share on X' })).toBeVisible();
  expect(scripts).toHaveLength(1);

  const part = page.waitForResponse((response) => new URL(response.url()).pathname.includes('/report.'));
  await page.getByRole('button', { name: 'Report this site' }).click();
  const response = await part;
  // Same origin, under the script's own path (the page's CSP allows 'self' only), cached for good.
  expect(new URL(response.url()).pathname).toBe(`/assets/site/report.${hash}.js`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const dialog = page.getByRole('dialog', { name: 'Report this site' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Spam' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason.');
  await dialog.getByText('Spam', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you. Our team will review this site.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();

  // Opened again: the part is not fetched twice.
  await share.click();
  await page.getByRole('button', { name: 'Report this site' }).click();
  await expect(dialog.getByRole('radio', { name: 'Spam' })).not.toBeChecked();
  expect(scripts.filter((path) => path.includes('/report.'))).toHaveLength(1);
  expect(scripts.some((path) => path.includes('/gallery.'))).toBe(false);
  expect(errors).toEqual([]);
});

test('axe finds no serious or critical violation on the published page (footer contrast included)', async ({
  page,
}) => {
  await serveImage(page);
  await page.goto(`/${site.slug}`);
  await expectSiteContent(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a box with a link opens it in a new tab', async ({ page, context }) => {
  await context.route(LINK_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Project</p>' }),
  );
  await page.goto(`/${site.slug}`);
  const popup = context.waitForEvent('page');
  await page.getByText('Viewer box 3').click();
  const opened = await popup;
  await opened.waitForLoadState();
  expect(opened.url()).toBe(LINK_URL);
  expect(new URL(page.url()).pathname).toBe(`/${site.slug}`);
});

test('Copy link puts the page address on the clipboard', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  // The fallback menu (Chromium on Linux has no share dialog; make sure of it).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  // The deferred script has run when the load event fires (goto waits for it).
  await page.goto(`/${site.slug}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(`${baseURL}/${site.slug}`)),
  );
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${site.slug}`);
  await context.close();
});

test("the owner sees 'Edit your site', a visitor does not", async ({ page, browser }) => {
  // page.request shares the page's cookies: the owner is signed in in this browser.
  const own = await publishSite(page.request);
  await page.goto(`/${own.slug}`);
  await expect(page.getByRole('link', { name: 'Edit your site' })).toHaveAttribute(
    'href',
    `/${own.slug}/edit`,
  );
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  const session = other.waitForResponse('**/api/auth/session');
  await other.goto(`/${own.slug}`);
  await session;
  await expect(other.getByRole('heading', { name: 'Viewer <Test> Site' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Edit your site' })).toBeHidden();
  await visitor.close();
});

test('an unknown slug answers 404, counts down and lands on the homepage', async ({ page }) => {
  const response = await page.goto(`/no-such-site-${randomUUID().slice(0, 8)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  await expect(page.getByText(/Redirecting to homepage in [123] seconds\.\.\./)).toBeVisible();
  await expect(page.getByText('Redirecting to homepage in 1 second...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage Now' })).toHaveAttribute('href', '/');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
});
