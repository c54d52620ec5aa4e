import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { callApi, signUpViaApi, TEST_PASSWORD } from './accounts';

// Issue 15: work never crosses accounts in one browser. Account A's design stays A's through a sign-out and
// account B's sign-in in the same tab; the per-slug draft and every 'bento-' key go with their account.

const boxes = (page: Page) => page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });

interface DesignItem {
  id: string;
}

async function designBoxCounts(request: APIRequestContext): Promise<number[]> {
  const { items } = await callApi<{ items: DesignItem[] }>(request, 'get', '/designs');
  const counts: number[] = [];
  for (const { id } of items) {
    const design = await callApi<{ gridData: { boxes: unknown[] } }>(request, 'get', `/designs/${id}`);
    counts.push(design.gridData.boxes.length);
  }
  return counts;
}

/** Every local key of the product with its value. */
const bentoKeys = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('bento-'))
        .map((key) => [key, localStorage.getItem(key) ?? '']),
    ),
  );

async function signOutThroughMenu(page: Page, name: string) {
  await sidebar(page).getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(sidebar(page).getByText('Sign in to save and sync your designs')).toBeVisible();
}

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** An account made in another browser context (this tab stays signed out). */
async function accountElsewhere(browser: Browser, label: string) {
  const other = await browser.newContext();
  try {
    return await signUpViaApi(other.request, { label });
  } finally {
    await other.close();
  }
}

test("one account's design never reaches the next account signing in in the same tab", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // B exists already; A signs up in this tab.
  const b = await accountElsewhere(browser, 'isolation-b');
  await signUpViaApi(page.request, { label: 'isolation-a', fullName: 'Account A' });

  await page.goto('/');
  await expect(sidebar(page).getByRole('list', { name: 'Your designs' }).getByRole('listitem')).toHaveCount(
    1,
  );
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Space');
  await expect(boxes(page)).toHaveCount(4);
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => designBoxCounts(page.request)).toEqual([4]);
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();

  // Signing out puts the editor back to the anonymous work (here the default grid) and forgets A's keys.
  await signOutThroughMenu(page, 'Account A');
  await expect(boxes(page)).toHaveCount(1);
  const afterSignOut = await bentoKeys(page);
  expect(Object.keys(afterSignOut).filter((key) => key.startsWith('bento-account-'))).toEqual([]);
  expect(JSON.stringify(afterSignOut)).not.toContain('New Box');

  // B signs in in the same tab: B's first design holds the default grid, nothing of A's.
  await signInThroughForm(page, b.email);
  await expect(sidebar(page).getByRole('list', { name: 'Your designs' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(boxes(page)).toHaveCount(1);
  await expect.poll(() => designBoxCounts(page.request)).toEqual([1]);
});

test('anonymous work is adopted by the account that signs in, once, and not by the next one', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const b = await accountElsewhere(browser, 'adopt-b');

  await page.goto('/');
  await expect(boxes(page)).toHaveCount(1);
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('Space');
  await expect(boxes(page)).toHaveCount(3);
  await signUpViaApi(page.request, { label: 'adopt-a', fullName: 'Account A' });
  await page.goto('/');
  // A's new design is the anonymous work.
  await expect.poll(() => designBoxCounts(page.request)).toEqual([3]);
  await expect(boxes(page)).toHaveCount(3);

  await signOutThroughMenu(page, 'Account A');
  await expect(boxes(page)).toHaveCount(1);
  await signInThroughForm(page, b.email);
  await expect.poll(() => designBoxCounts(page.request)).toEqual([1]);
  await expect(boxes(page)).toHaveCount(1);
});

test("a site's local draft belongs to the account that edited it; Reset Changes appears without a reload", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request, { label: 'draft-owner', fullName: 'Site Owner' });
  const design = await callApi<{ id: string }>(page.request, 'post', '/designs', {
    title: 'Owned',
    gridData: {
      boxes: [{ id: 'site-box-1', contentId: '<p>Published text</p>', colSpan: 1, rowSpan: 1, order: 0 }],
      gridSettings: { columnsCount: 4 },
      selectedBoxIds: [],
      lastSelectedBoxId: null,
    },
  });
  const slug = `draft-${randomUUID().slice(0, 8)}`;
  await callApi(page.request, 'post', `/designs/${design.id}/publish`, { siteTitle: 'Draft site', slug });

  await page.goto(`/${slug}/edit`);
  // The site's own document, not the editor's default grid (also one box) shown before it arrives.
  await expect(page.getByRole('region', { name: 'Content Grid' }).getByText('Published text')).toBeVisible();
  await expect(page.getByText('Loading site into editor...')).toHaveCount(0);
  await expect(boxes(page)).toHaveCount(1);
  await expect(sidebar(page).getByRole('button', { name: 'Reset Changes' })).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(boxes(page)).toHaveCount(2);
  // The owner's draft is kept with the account's keys, and the sidebar offers Reset Changes at once.
  await expect(sidebar(page).getByRole('button', { name: 'Reset Changes' })).toBeVisible();
  expect(Object.keys(await bentoKeys(page))).toContain(`bento-account-site-draft-${slug}`);

  // Reset Changes puts the published document back.
  await sidebar(page).getByRole('button', { name: 'Reset Changes' }).click();
  await expect(boxes(page)).toHaveCount(1);
  await expect(sidebar(page).getByRole('button', { name: 'Reset Changes' })).toHaveCount(0);

  // An edit, then sign-out: the screen reopens the site for the anonymous visitor, without the owner's edit.
  await page.keyboard.press('Space');
  await expect(boxes(page)).toHaveCount(2);
  await signOutThroughMenu(page, 'Site Owner');
  await expect(boxes(page)).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Content Grid' }).getByText('Published text')).toBeVisible();
  expect(Object.keys(await bentoKeys(page)).filter((key) => key.startsWith('bento-account-'))).toEqual([]);
});
