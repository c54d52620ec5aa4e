import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';
import { seriousViolations } from './axe';
import { watchRemoteEntries } from './support';

// Issue 32 'Insights' (Done means): a published page is visited 5 times by 2 visitors (one with JavaScript off,
// counted by the page's <noscript> pixel) and one link box is clicked; the owner's Insights screen (the insights
// remote, loaded lazily) shows 5 views, 2 visitors and 1 click within 5 s. A visitor sending Sec-GPC: 1 is not
// counted; another user gets 404 from the insights API. Screenshots at 1440 and 390 px, with data and empty.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const LINK_URL = 'https://shop.bento.test/';
// Visitors are told apart by their address and User-Agent; every context here comes from 127.0.0.1, so by the
// User-Agent. Headless Chromium's own names 'HeadlessChrome', which the API does not count (a bot).
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const PRIVATE_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

const gridData = {
  boxes: [
    { id: 'intro', contentId: '<p>Fresh bread every morning</p>', colSpan: 2, rowSpan: 1, order: 0 },
    {
      id: 'shop',
      contentId: '<p>Order online</p>',
      colSpan: 1,
      rowSpan: 1,
      order: 1,
      style: { linkUrl: LINK_URL },
    },
    { id: 'hours', contentId: '<p>Open 7 to 3</p>', colSpan: 1, rowSpan: 1, order: 2 },
  ],
  gridSettings: { columnsCount: 4 },
  selectedBoxIds: [],
  lastSelectedBoxId: null,
};

interface Site {
  id: string;
  slug: string;
}

async function publishDesign(page: Page, title: string): Promise<Site> {
  const design = await callApi<{ id: string }>(page.request, 'post', '/designs', { title, gridData }, 201);
  const slug = `insights-${randomUUID().slice(0, 8)}`;
  return callApi<Site>(
    page.request,
    'post',
    `/designs/${design.id}/publish`,
    { siteTitle: title, slug },
    201,
  );
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/insights-${name}.png`, fullPage: true });
}

/** A page view's beacon: the script's (POST, kind 'view') or, with JavaScript off, the <noscript> pixel's. */
function isView(request: Request): boolean {
  const { pathname } = new URL(request.url());
  if (pathname === '/api/beacon/view.gif') return true;
  return pathname === '/api/beacon' && (request.postData() ?? '').includes('"kind":"view"');
}

/** Opens the page `times` times in a new context and waits for each visit's view to be sent. */
async function visit(
  browser: Browser,
  slug: string,
  times: number,
  options: BrowserContextOptions,
  referer?: string,
) {
  const context = await browser.newContext(options);
  await context.route(LINK_URL, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Shop</p>' }));
  const page = await context.newPage();
  for (let index = 0; index < times; index += 1) {
    const sent = page.waitForRequest(isView);
    await page.goto(`/${slug}`, { referer: index === 0 ? referer : undefined });
    expect((await (await sent).response())?.status()).toBeLessThan(300);
  }
  return { context, page };
}

const total = (page: Page, name: 'views' | 'visitors' | 'clicks') => page.getByTestId(`total-${name}`);

test('counts 5 views by 2 visitors and 1 click for the owner, not a Sec-GPC visitor; others get 404', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page.request, { label: 'insights', fullName: 'Insights Owner' });
  const site = await publishDesign(page, 'Bakery');

  // Asks not to be tracked with the header alone: the page's script sends its view, the API counts nothing.
  const gpc = await visit(browser, site.slug, 1, {
    userAgent: PRIVATE_UA,
    extraHTTPHeaders: { 'Sec-GPC': '1' },
  });
  await gpc.context.close();

  // Visitor 1, JavaScript on: 3 views and a click on the link box (it opens in a new tab).
  const first = await visit(
    browser,
    site.slug,
    3,
    { userAgent: DESKTOP_UA },
    'https://www.news.example.org/',
  );
  const clickSent = first.page.waitForRequest((request) => request.postData()?.includes('"click"') ?? false);
  const popup = first.context.waitForEvent('page');
  await first.page.getByText('Order online').click();
  await clickSent;
  expect((await popup).url()).toBe(LINK_URL);
  // The visitor leaves the tab: the page sends its vitals once hidden. Headless Chromium never hides a tab, so the
  // test says it as the browser would.
  const vitalsSent = first.page.waitForRequest(
    (request) => request.postData()?.includes('"vitals"') ?? false,
  );
  await first.page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await vitalsSent;
  await first.context.close();

  // Visitor 2, JavaScript off: 2 views through the <noscript> pixel.
  const second = await visit(browser, site.slug, 2, { userAgent: PHONE_UA, javaScriptEnabled: false });
  await second.context.close();
  const lastVisit = Date.now();

  // The owner reaches Insights from the site's card in the sidebar; the insights remote loads only then.
  const remotes = watchRemoteEntries(page);
  await page.goto('/');
  const sidebar = page.getByRole('complementary', { name: 'Designs' });
  await expect(sidebar.getByRole('listitem').filter({ hasText: 'Bakery' }).getByText('Live')).toBeVisible();
  expect(remotes.has('insights')).toBe(false);
  await sidebar.getByRole('button', { name: 'Options for Bakery' }).click();
  await sidebar.screenshot({ path: `${SHOTS}/insights-sidebar-menu-1440.png` });
  await page
    .getByRole('menu', { name: 'Options for Bakery' })
    .getByRole('menuitem', { name: 'Insights' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/sites/${site.id}/insights$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  expect(remotes.has('insights')).toBe(true);

  // Within 5 s of the last visit (beacons are written every second): reloaded until then if need be.
  await expect(async () => {
    if ((await total(page, 'views').textContent()) !== '5') await page.reload();
    await expect(total(page, 'views')).toHaveText('5', { timeout: 1_000 });
  }).toPass({ timeout: Math.max(1_000, lastVisit + 5_000 - Date.now()) });
  await expect(total(page, 'visitors')).toHaveText('2');
  await expect(total(page, 'clicks')).toHaveText('1');
  const clicked = page.getByRole('table', { name: 'Clicks on box links' });
  await expect(clicked.getByRole('row', { name: /Order online/ })).toContainText('1');
  const devices = page.getByRole('table', { name: 'Views by device class' });
  await expect(devices.getByRole('row', { name: /Mobile/ })).toContainText('2 (40%)');
  await expect(devices.getByRole('row', { name: /Desktop/ })).toContainText('3 (60%)');
  const days = page.getByRole('table', { name: 'Views and visitors per day' });
  await expect(days.getByRole('row')).toHaveCount(8);
  await expect(page.getByTestId('traffic-chart').locator('canvas')).toBeVisible();
  const referrers = page.getByRole('table', { name: 'Views by referring site' });
  await expect(referrers.getByRole('row', { name: /news\.example\.org/ })).toContainText('1');
  const speed = page.getByRole('region', { name: 'Real-user speed' });
  await expect(
    speed.getByRole('listitem').filter({ hasText: 'Largest Contentful Paint (LCP)' }),
  ).toContainText('Good');

  // The period switch.
  await page.getByText('Last 30 days').click();
  await expect(page).toHaveURL(/\?days=30$/);
  await expect(days.getByRole('row')).toHaveCount(31);
  await expect(total(page, 'views')).toHaveText('5');
  await page.getByText('Last 90 days').click();
  await expect(days.getByRole('row')).toHaveCount(91);
  await shot(page, 'data-90-days-1440');
  await page.getByText('Last 7 days').click();
  await expect(days.getByRole('row')).toHaveCount(8);
  await shot(page, 'data-1440');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('traffic-chart').locator('canvas')).toBeVisible();
  await shot(page, 'data-390');

  // Manage Projects links to it too.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/manage-projects');
  await page.getByRole('link', { name: `Insights for /${site.slug}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sites/${site.id}/insights$`));
  await expect(total(page, 'views')).toHaveText('5');

  // Another user: 404 from the API, 'Site not found' on the screen.
  const other = await playwright.request.newContext({ baseURL });
  await signUpViaApi(other, { label: 'insights-other', verified: false });
  await callApi(other, 'get', `/published-sites/${site.id}/insights?days=7`, undefined, 404);
  await other.dispose();
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signUpViaApi(otherPage.request, { label: 'insights-other', verified: false });
  await otherPage.goto(`/sites/${site.id}/insights`);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Site not found' })).toBeVisible();
  await expect(otherPage.getByText('Bakery')).toHaveCount(0);
  await otherContext.close();
});

test("says 'No visits yet' with the page's link before anyone came", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpViaApi(page.request, { label: 'insights-empty', fullName: 'New Owner' });
  const site = await publishDesign(page, 'Fresh page');
  await page.goto(`/sites/${site.id}/insights`);
  await expect(page.getByRole('heading', { name: 'No visits yet' })).toBeVisible();
  const link = page.getByRole('link', { name: `${baseURL}/${site.slug}` });
  await expect(link).toHaveAttribute('href', `/${site.slug}`);
  await shot(page, 'empty-1440');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'empty-390');
});
