import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';

// /{slug}/edit: a published site opened in the editor — the owner's linked design in edit mode (and the publish
// dialog with ?publish=true), a signed-in non-owner's personal copy made once and reused, an anonymous visitor's
// local draft, and the error countdown home.

const SITE_TITLE = 'Edit Spec Site';
const LOADING = 'Loading site into editor...';

function gridData() {
  const boxes = [1, 2, 3].map((n) => ({
    id: `edit-box-${n}`,
    contentId: `<p>Edit box ${n}</p>`,
    colSpan: 1,
    rowSpan: 1,
    order: n - 1,
  }));
  return { boxes, gridSettings: { columnsCount: 4 }, selectedBoxIds: [], lastSelectedBoxId: null };
}

/** The designs of the user signed in in `request`. */
async function designsOf(request: APIRequestContext) {
  return (await callApi<{ items: { id: string; title: string }[] }>(request, 'get', '/designs')).items;
}

/** Signs up in `request` and publishes a 3-box design; answers the slug. */
async function publishSite(request: APIRequestContext): Promise<string> {
  await signUpViaApi(request, { label: 'edit' });
  const design = await callApi<{ id: string }>(request, 'post', '/designs', {
    gridData: gridData(),
    title: 'Original',
  });
  const slug = `edit-${randomUUID().slice(0, 8)}`;
  await callApi(request, 'post', `/designs/${design.id}/publish`, { siteTitle: SITE_TITLE, slug });
  return slug;
}

const canvas = (page: Page) => page.getByRole('region', { name: 'Content Grid' });

async function expectSiteInEditor(page: Page) {
  await expect(page.getByText(LOADING)).toHaveCount(0);
  for (const n of [1, 2, 3]) await expect(canvas(page).getByText(`Edit box ${n}`)).toBeVisible();
  await expect(page.locator('[data-box-id]')).toHaveCount(3);
}

test('the owner gets the site in the editor in edit mode', async ({ page }) => {
  const slug = await publishSite(page.request);
  await page.goto(`/${slug}/edit`);
  await expectSiteInEditor(page);
  await expect(
    page.getByRole('complementary', { name: 'Designs' }).getByRole('heading', { name: 'Edit Mode' }),
  ).toBeVisible();
});

test('?publish=true opens the publish dialog for the owner, in republish mode', async ({ page }) => {
  const slug = await publishSite(page.request);
  await page.goto(`/${slug}/edit?publish=true`);
  const dialog = page.getByRole('dialog', { name: 'Publish site' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Update this site' })).toBeChecked();
  await expect(canvas(page).getByText('Edit box 1')).toBeVisible();
});

test("a signed-in non-owner gets one 'Copy of' the site, reused on the next visit", async ({
  page,
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const slug = await publishSite(ownerContext.request);
  await ownerContext.close();
  await signUpViaApi(page.request, { label: 'edit' });
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/designs')
      creates.push(request.url());
  });

  await page.goto(`/${slug}/edit`);
  await expectSiteInEditor(page);
  await expect(page.getByRole('heading', { name: 'Edit Mode' })).toBeVisible();
  const afterFirst = await designsOf(page.request);
  expect(afterFirst.map((design) => design.title)).toEqual([`Copy of ${SITE_TITLE}`]);
  expect(creates).toHaveLength(1);
  // The sidebar lists the copy at once, without a reload.
  await expect(
    page
      .getByRole('list', { name: 'Your designs' })
      .getByRole('button', { name: `Copy of ${SITE_TITLE}`, exact: true }),
  ).toBeVisible();

  const lookup = page.waitForResponse((response) => response.url().includes('/api/designs?include=gridData'));
  await page.goto(`/${slug}/edit`);
  await lookup;
  await expectSiteInEditor(page);
  expect(await designsOf(page.request)).toEqual(afterFirst);
  expect(creates).toHaveLength(1);
});

test("an anonymous visitor's edits survive a reload through the site's local draft", async ({
  page,
  playwright,
  baseURL,
}) => {
  const ownerRequest = await playwright.request.newContext({ baseURL });
  const slug = await publishSite(ownerRequest);
  await ownerRequest.dispose();

  await page.goto(`/${slug}/edit`);
  await expectSiteInEditor(page);
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(page.locator('[data-box-id]')).toHaveCount(4);
  const draftKey = `bento-site-draft-${slug}`;
  await expect
    .poll(() =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.gridData?.boxes?.length,
        draftKey,
      ),
    )
    .toBe(4);

  // Only the draft is left: the editor's own local copy must not be what brings the edit back.
  await page.evaluate((key) => {
    for (const name of Object.keys(localStorage)) if (name !== key) localStorage.removeItem(name);
  }, draftKey);
  await page.reload();
  await expect(page.getByText(LOADING)).toHaveCount(0);
  await expect(canvas(page).getByText('Edit box 3')).toBeVisible();
  await expect(page.locator('[data-box-id]')).toHaveCount(4);
});

test('an unknown slug counts down and lands on /', async ({ page }) => {
  await page.goto(`/no-such-site-${randomUUID().slice(0, 8)}/edit`);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  await expect(
    page.getByText("The site you're trying to edit may have been removed or doesn't exist."),
  ).toBeVisible();
  await expect(page.getByText(/Redirecting to homepage in [123] seconds\.\.\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Homepage Now' })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(canvas(page)).toBeVisible();
});
