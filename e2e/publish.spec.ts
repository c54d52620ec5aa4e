import { expect, test, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';

// Publishing end to end with local accounts: the share button, the publish dialog against the real API, the
// site's public page, a taken slug, the 5-site limit and signed-out share.
const LIMIT = "You've reached your limit of 5 published sites.";

let counter = 0;
function unique(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

/** A small document whose one box reads `text`. */
function document(text: string) {
  return {
    boxes: [{ id: 'b1', contentId: `<p>${text}</p>`, colSpan: 2, rowSpan: 1, order: 0 }],
    gridSettings: { columnsCount: 5 },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
}

/** Signs a new account up through the page's request context (the browser gets the session cookie). */
async function signUp(page: Page) {
  await signUpViaApi(page.request, { label: 'publish' });
  const call = (path: string, data: object) =>
    callApi<{ id: string; slug: string }>(page.request, 'post', path, data);
  return {
    createDesign: (text: string) => call('/designs', { gridData: document(text), title: text }),
    publish: (designId: string, slug: string) =>
      call(`/designs/${designId}/publish`, { siteTitle: `Site ${slug}`, slug }),
  };
}

/** Home, once auto-save has made the most recent design current (its box is on the canvas). */
async function openLatestDesign(page: Page, boxText: string) {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Content Grid' }).getByText(boxText)).toBeVisible();
}

async function openPublishDialog(page: Page) {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish site' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('publishing the current design with a slug puts it online at /{slug}', async ({ page }) => {
  const account = await signUp(page);
  const boxText = unique('Hello from my site');
  await account.createDesign(boxText);
  await openLatestDesign(page, boxText);

  const dialog = await openPublishDialog(page);
  // It starts with the design's title, and the slug follows it.
  await expect(dialog.getByLabel('Site title')).toHaveValue(boxText);
  await expect(dialog.getByLabel('URL slug')).toHaveValue(boxText.toLowerCase().replaceAll(' ', '-'));
  const slug = unique('my-site');
  await dialog.getByLabel('Site title').fill('My E2E Site');
  await expect(dialog.getByLabel('URL slug')).toHaveValue('my-e2e-site');
  await dialog.getByLabel('URL slug').fill(slug);
  await expect(dialog.getByText(`Your site will be at http://127.0.0.1:4310/${slug}`)).toBeVisible();
  await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Site published successfully!')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'View site' })).toHaveAttribute('href', `/${slug}`);
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const site = await page.request.get(`/api/published-sites/slug/${slug}`);
  expect(site.status()).toBe(200);
  expect(((await site.json()) as { siteTitle: string }).siteTitle).toBe('My E2E Site');
  await page.goto(`/${slug}`);
  await expect(page.getByText(boxText)).toBeVisible();
});

test("a taken slug shows the server's message", async ({ page }) => {
  const account = await signUp(page);
  const taken = unique('taken');
  const first = await account.createDesign('First design');
  await account.publish(first.id, taken);
  const boxText = unique('Second design');
  await account.createDesign(boxText);
  await openLatestDesign(page, boxText);

  const dialog = await openPublishDialog(page);
  await dialog.getByLabel('Site title').fill('Second');
  await dialog.getByLabel('URL slug').fill(taken);
  await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This URL is already taken. Please choose another.');
});

test('at 5 sites the dialog warns and offers to replace one, which replaces it', async ({ page }) => {
  const account = await signUp(page);
  const slugs: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const design = await account.createDesign(`Published ${index + 1}`);
    slugs.push((await account.publish(design.id, unique(`five-${index + 1}`))).slug);
  }
  const boxText = unique('The sixth');
  await account.createDesign(boxText);
  await openLatestDesign(page, boxText);

  const dialog = await openPublishDialog(page);
  await expect(dialog.getByText(LIMIT)).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace an existing site' }).click();
  await expect(dialog.getByRole('radio', { name: 'Replace a site' })).toBeChecked();
  await expect(dialog.getByText(LIMIT)).toHaveCount(0);
  const target = slugs[1]!;
  await dialog.getByLabel('Site to replace').selectOption({ label: `Site ${target} (/${target})` });
  await expect(dialog.getByLabel('Site title')).toHaveValue(`Site ${target}`);
  await dialog.getByLabel('Site title').fill('Replaced');
  await dialog.getByRole('button', { name: 'Replace site' }).click();
  await expect(dialog.getByText('Site replaced successfully!')).toBeVisible();
  // Copying the link keeps the dialog open (the user turned to it).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Link copied')).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://127.0.0.1:4310/${target}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The Live badge moved to the replacing design; the replaced one is no longer live.
  const card = (title: string) =>
    page.getByRole('list', { name: 'Your designs' }).getByRole('listitem').filter({ hasText: title });
  await expect(card(boxText).getByText('Live', { exact: true })).toBeVisible();
  await expect(card('Published 2').getByText('Live', { exact: true })).toHaveCount(0);
  await expect(card('Published 3').getByText('Live', { exact: true })).toBeVisible();

  await page.goto(`/${target}`);
  await expect(page.getByText(boxText)).toBeVisible();
});

test('the fifth publish shows its success alone', async ({ page }) => {
  const account = await signUp(page);
  for (let index = 0; index < 4; index += 1) {
    const design = await account.createDesign(`Published ${index + 1}`);
    await account.publish(design.id, unique(`four-${index + 1}`));
  }
  const boxText = unique('The fifth');
  await account.createDesign(boxText);
  await openLatestDesign(page, boxText);

  const dialog = await openPublishDialog(page);
  await dialog.getByLabel('URL slug').fill(unique('fifth'));
  await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('Site published successfully!')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog.getByText(LIMIT)).toHaveCount(0);
});

test('signed out, Share goes to sign-in with a way back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect_url=/);
  const back = new URL(page.url()).searchParams.get('redirect_url');
  expect(back).toBe('http://127.0.0.1:4310/');
  await expect(page.getByRole('dialog', { name: 'Publish site' })).toHaveCount(0);
});
