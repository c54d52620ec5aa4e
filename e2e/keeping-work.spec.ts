import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi, signUpViaApi, TEST_PASSWORD } from './accounts';

// Issue 28, never lose a user's work: every open tab follows the session, and a full account never throws the
// anonymous work away at sign-in.

const boxes = (page: Page) => page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });
const cards = (page: Page) => sidebar(page).getByRole('list', { name: 'Your designs' }).getByRole('listitem');

function gridWith(boxCount: number) {
  return {
    boxes: Array.from({ length: boxCount }, (_, i) => ({
      id: `b${i}`,
      contentId: `<p>Box ${i}</p>`,
      colSpan: 1,
      rowSpan: 1,
      order: i,
    })),
    gridSettings: { columnsCount: 5 },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
}

async function createDesign(request: APIRequestContext, title: string, boxCount = 1): Promise<string> {
  const { id } = await callApi<{ id: string }>(
    request,
    'post',
    '/designs',
    { title, gridData: gridWith(boxCount) },
    201,
  );
  return id;
}

test('a sign-out or an account switch in one tab reaches the other within 2 seconds', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const other = await browser.newContext();
  const b = await signUpViaApi(other.request, { label: 'tabs-b', fullName: 'Account B' });
  await other.close();

  await signUpViaApi(page.request, { label: 'tabs-a', fullName: 'Account A' });
  await createDesign(page.request, 'Only A sees this', 3);
  const second = await page.context().newPage();
  for (const tab of [page, second]) {
    await tab.goto('/');
    await expect(sidebar(tab).getByRole('button', { name: 'Only A sees this', exact: true })).toBeVisible();
    await expect(boxes(tab)).toHaveCount(3);
  }

  // Sign out in the first tab: the second shows nothing of A's within 2 s, without a reload or a click.
  await sidebar(page)
    .getByRole('button', { name: /Account A/ })
    .click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(sidebar(second).getByText('Sign in to save and sync your designs')).toBeVisible({
    timeout: 2_000,
  });
  await expect(sidebar(second).getByText('Account A')).toHaveCount(0);
  await expect(sidebar(second).getByText('Only A sees this')).toHaveCount(0);
  await expect(boxes(second)).toHaveCount(1);
  expect(
    await second.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bento-account-'))),
  ).toEqual([]);

  // B signs in in the first tab: the second is B's within 2 s.
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(b.email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sidebar(second).getByRole('button', { name: /Account B/ })).toBeVisible({ timeout: 2_000 });
  await expect(sidebar(second).getByText('Only A sees this')).toHaveCount(0);
});

test('signing in to a full account keeps the anonymous work, and the user chooses what becomes of it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(boxes(page)).toHaveCount(1);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Space');
  await expect(boxes(page)).toHaveCount(4);

  await signUpViaApi(page.request, { label: 'full', fullName: 'Full Account' });
  for (let i = 1; i <= 10; i += 1) await createDesign(page.request, `Project ${i}`);
  await page.goto('/');

  const dialog = page.getByRole('dialog', { name: 'Your account is full' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('It is still here, on this device.');
  await expect(boxes(page)).toHaveCount(4);

  // Keep working locally: the work stays, the status says it is not in the account, and a reload asks again.
  await dialog.getByRole('button', { name: 'Keep working locally' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: "Couldn't save: Your account already has 10 designs" }),
  ).toBeVisible();
  await page.keyboard.press('Space');
  await expect(boxes(page)).toHaveCount(5);
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(boxes(page)).toHaveCount(5);

  // Download JSON hands over the work as a file.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as { boxes: unknown[] };
  expect(exported.boxes).toHaveLength(5);

  // Replace a design: the work becomes that design; the account still has 10.
  await dialog.getByRole('button', { name: 'Replace a design…' }).click();
  await dialog.getByRole('radio', { name: /Project 4/ }).check();
  await dialog.getByRole('button', { name: 'Replace “Project 4”' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards(page)).toHaveCount(10);
  await expect(sidebar(page).getByRole('button', { name: 'Project 4', exact: true })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();
  const { items } = await callApi<{ items: { id: string; title: string }[] }>(
    page.request,
    'get',
    '/designs',
  );
  const replaced = items.find((item) => item.title.startsWith('Untitled design'));
  expect(replaced).toBeDefined();
  const design = await callApi<{ gridData: { boxes: unknown[] } }>(
    page.request,
    'get',
    `/designs/${replaced!.id}`,
  );
  expect(design.gridData.boxes).toHaveLength(5);
});

const CONFLICT = 'This design was changed on another device or tab';
const statusSaved = (page: Page) => page.getByRole('status').filter({ hasText: /^Saved/ });

/** Adds `count` boxes with the keyboard and saves at once with the card's Save button. */
async function editAndSave(page: Page, count: number): Promise<void> {
  await page.getByRole('region', { name: 'Content Grid' }).click({ position: { x: 5, y: 5 } });
  for (let i = 0; i < count; i += 1) await page.keyboard.press('Space');
  await sidebar(page).getByRole('button', { name: 'Save', exact: true }).click();
}

async function serverBoxCount(request: APIRequestContext, id: string): Promise<number> {
  const design = await callApi<{ gridData: { boxes: unknown[] } }>(request, 'get', `/designs/${id}`);
  return design.gridData.boxes.length;
}

test('two devices editing one design: the second save shows the choices, and each does what it says', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await signUpViaApi(page.request, { label: 'conflict', fullName: 'Two Devices' });
  const id = await createDesign(page.request, 'Shared', 1);
  const device = await browser.newContext();
  const response = await device.request.post('/api/auth/local/sign-in', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok()).toBe(true);
  const other = await device.newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/?design=${id}`);
    // Opened (the default grid has one box too): the design is current and its box is shown.
    await expect(sidebar(tab).getByRole('button', { name: 'Shared', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(tab.getByText('Box 0')).toBeVisible();
  }

  // The first device saves 2 boxes; the second, still on the first version, saves 3: it is asked.
  await editAndSave(page, 1);
  await expect(statusSaved(page)).toBeVisible();
  await editAndSave(other, 2);
  const dialog = other.getByRole('dialog', { name: CONFLICT });
  await expect(dialog).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: `Couldn't save: ${CONFLICT}` })).toBeVisible();
  expect(await serverBoxCount(page.request, id)).toBe(2);

  // 'Keep mine' saves the second device's 3 boxes over it, knowingly.
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(statusSaved(other)).toBeVisible();
  expect(await serverBoxCount(page.request, id)).toBe(3);

  // The first device is now behind: 'Load the newer version' shows the 3 boxes, then its next save goes through.
  await editAndSave(page, 1);
  const first = page.getByRole('dialog', { name: CONFLICT });
  await first.getByRole('button', { name: 'Load the newer version' }).click();
  await expect(first).toHaveCount(0);
  await expect(boxes(page)).toHaveCount(3);
  await editAndSave(page, 1);
  await expect(statusSaved(page)).toBeVisible();
  expect(await serverBoxCount(page.request, id)).toBe(4);

  // The second device is behind again: 'Save mine as a copy' keeps both.
  await editAndSave(other, 2);
  await dialog.getByRole('button', { name: 'Save mine as a copy' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sidebar(other).getByRole('button', { name: 'Shared (Copy)', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(await serverBoxCount(page.request, id)).toBe(4);
  const { items } = await callApi<{ items: { id: string; title: string }[] }>(
    page.request,
    'get',
    '/designs',
  );
  const copy = items.find((item) => item.title === 'Shared (Copy)')!;
  expect(await serverBoxCount(page.request, copy.id)).toBe(5);
  await device.close();
});

test('an older version is previewed and restored from the Version history panel', async ({ page }) => {
  await signUpViaApi(page.request, { label: 'history', fullName: 'History Keeper' });
  const id = await createDesign(page.request, 'Timeline', 1);
  for (const count of [2, 3])
    await callApi(page.request, 'patch', `/designs/${id}`, { gridData: gridWith(count) });
  await page.goto(`/?design=${id}`);
  await expect(boxes(page)).toHaveCount(3);

  await sidebar(page).getByRole('button', { name: 'Options for Timeline' }).click();
  await page.getByRole('menuitem', { name: 'Version history' }).click();
  const panel = page.getByRole('dialog', { name: 'Version history: Timeline' });
  const versions = panel.getByRole('list', { name: 'Saved versions' }).getByRole('button');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Current');
  await versions.last().click();
  await expect(panel.locator('[data-box-id]')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Restore this version' }).click();
  await expect(panel.getByRole('status')).toHaveText('Version restored');
  await expect(versions).toHaveCount(4);
  await expect(versions.first()).toContainText('restored from version 1');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(boxes(page)).toHaveCount(1);
  await expect(statusSaved(page)).toBeVisible();
  expect(await serverBoxCount(page.request, id)).toBe(1);
});
