import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';
import { statusPill } from './editorPanels';

// Issue 10 'Fonts': the text toolbar's web fonts really load, self-hosted (our origin, never a font host), only
// the families the document uses, in the editor and on the published page (with JavaScript off too). Serif
// families fall back to serif.

const grid = (page: Page) => page.getByRole('region', { name: 'Content Grid' });
const boxes = (page: Page) => grid(page).locator('[data-box-id]');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });
const pill = statusPill;

const SERIF_TEXT = 'Quietly serif heading';
const SANS_TEXT = 'Tall condensed words';

/** Every request's URL, to check that none leaves our origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function foreign(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
}

/** Types `text` into the box through the rich-text editor and sets it in `font` with the text toolbar. */
async function writeInFont(page: Page, box: Locator, text: string, font: string) {
  await box.dblclick();
  const editable = page.getByRole('textbox', { name: 'Box text' });
  await expect(editable).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('ControlOrMeta+a');
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
  await toolbar.getByRole('combobox', { name: 'Font', exact: true }).selectOption(font);
  await expect(toolbar.getByRole('combobox', { name: 'Font', exact: true })).toHaveValue(font);
  await page.keyboard.press('Escape');
  await expect(editable).toHaveCount(0);
}

/** The computed font-family of the element showing `text`, and whether that family's face is loaded. */
async function fontOf(page: Page, text: string) {
  const element = page.getByText(text, { exact: true });
  await expect(element).toBeVisible();
  const fontFamily = await element.evaluate((el) => getComputedStyle(el).fontFamily);
  const family = fontFamily.split(',')[0]!.trim().replace(/["']/g, '');
  const loaded = await page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
    );
  }, family);
  return { fontFamily, loaded };
}

/** Both boxes show their web font, loaded, with its generic fallback in the stack. */
async function expectWebFonts(page: Page) {
  const serif = { fontFamily: '"Playfair Display", serif', loaded: true };
  await expect.poll(() => fontOf(page, SERIF_TEXT)).toEqual(serif);
  const sans = { fontFamily: 'Oswald, system-ui, sans-serif', loaded: true };
  await expect.poll(() => fontOf(page, SANS_TEXT)).toEqual(sans);
}

/** The width of `text` in the box against the same text in the generic serif and sans-serif families. */
async function fallbackWidths(page: Page, text: string) {
  return page.getByText(text, { exact: true }).evaluate((element) => {
    const measure = (fontFamily: string) => {
      const probe = element.cloneNode(true) as HTMLElement;
      probe.style.fontFamily = fontFamily;
      probe.style.position = 'absolute';
      probe.style.whiteSpace = 'nowrap';
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    const own = measure(getComputedStyle(element).fontFamily);
    return { own, serif: measure('serif'), sans: measure('sans-serif') };
  });
}

test('web fonts set in the text toolbar load from our origin in the editor and on the published page', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const editorRequests = recordRequests(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signUpViaApi(page.request, { label: 'fonts' });
  await page.goto('/');
  // The account's first design exists before the edits: they are then unsaved changes of it, which the card's
  // Save button saves (edits made before it is created go into its creation, and no Save is offered).
  await expect(sidebar(page).getByRole('list', { name: 'Your designs' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(pill(page)).toHaveText(/^Saved/);
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes(page)).toHaveCount(2);

  await writeInFont(page, boxes(page).nth(0), SERIF_TEXT, 'Playfair Display');
  await writeInFont(page, boxes(page).nth(1), SANS_TEXT, 'Oswald');

  // In the editor: each family loaded from our origin, with its generic fallback.
  await expectWebFonts(page);
  const fontFiles = editorRequests.filter((url) => url.endsWith('.woff2'));
  expect(fontFiles.some((url) => url.startsWith(`${origin}/assets/fonts/playfair-display-latin-`))).toBe(
    true,
  );
  expect(fontFiles.some((url) => url.startsWith(`${origin}/assets/fonts/oswald-latin-`))).toBe(true);
  // Only the families the document uses: Montserrat (the grid's font), Playfair Display and Oswald.
  const linked = await page
    .locator('link[data-bento-font]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(linked.sort()).toEqual([
    '/assets/fonts/montserrat.css',
    '/assets/fonts/oswald.css',
    '/assets/fonts/playfair-display.css',
  ]);
  expect(fontFiles.filter((url) => !/\/(montserrat|playfair-display|oswald)-latin-/.test(url))).toEqual([]);

  // Saved, published, opened by a visitor with JavaScript off: the head declares the fonts, so they show.
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  await expect(pill(page)).toHaveText(/^Saved/);
  const { items } = await callApi<{ items: { id: string }[] }>(page.request, 'get', '/designs');
  const slug = `fonts-${randomUUID().slice(0, 8)}`;
  await callApi(page.request, 'post', `/designs/${items[0]!.id}/publish`, { siteTitle: 'Fonts', slug });

  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const siteRequests = recordRequests(visitor);
  const response = await visitor.goto(`/${slug}`);
  expect(response?.headers()['content-security-policy']).toContain("font-src 'self';");
  const declared = await visitor.evaluate(() =>
    [...document.fonts].map((face) => face.family.replace(/["']/g, '')),
  );
  expect([...new Set(declared)].sort()).toEqual(['Montserrat', 'Oswald', 'Playfair Display']);
  await expectWebFonts(visitor);
  expect(siteRequests.some((url) => url.startsWith(`${origin}/assets/fonts/playfair-display-latin-`))).toBe(
    true,
  );
  await context.close();

  // When the Playfair file cannot load, the box falls back to a serif, not to a sans.
  const offline = await browser.newContext();
  const fallback = await offline.newPage();
  await fallback.route('**/assets/fonts/playfair-display-*.woff2', (route) => route.abort());
  await fallback.goto(`/${slug}`);
  await expect(fallback.getByText(SERIF_TEXT, { exact: true })).toBeVisible();
  await fallback.evaluate(() => document.fonts.ready);
  const widths = await fallbackWidths(fallback, SERIF_TEXT);
  expect(widths.serif).not.toBeCloseTo(widths.sans, 0);
  expect(widths.own).toBeCloseTo(widths.serif, 1);
  await offline.close();

  expect(foreign(editorRequests, origin)).toEqual([]);
  expect(foreign(siteRequests, origin)).toEqual([]);
});
