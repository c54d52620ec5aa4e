import { expect, test, type APIRequestContext } from '@playwright/test';
import { callApi, signUpViaApi, TEST_PASSWORD } from './accounts';
import { statusPill } from './editorPanels';
import { holdRequests } from './support';

// Auto-save end to end (accounts-and-sites.md §4) with local accounts: a design is created after sign-in, an edit
// lands on the server 30 s later (the page's clock fast-forwarded) and another browser opens it.

interface DesignItem {
  id: string;
  title: string;
}

async function listDesigns(request: APIRequestContext): Promise<DesignItem[]> {
  return (await callApi<{ items: DesignItem[] }>(request, 'get', '/designs', undefined, 200)).items;
}

async function savedBoxCount(request: APIRequestContext, id: string): Promise<number> {
  const design = await callApi<{ gridData: { boxes: unknown[] } }>(request, 'get', `/designs/${id}`);
  return design.gridData.boxes.length;
}

test('a design is created after sign-up, edits are saved 30 s later, and another browser opens them', async ({
  page,
  browser,
}) => {
  await page.clock.install();
  const { email } = await signUpViaApi(page.request, { label: 'autosave' });
  await page.goto('/');
  const boxes = page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]');
  await expect(boxes).toHaveCount(1);

  // About 1 s after sign-in, with no designs yet, one is created on the server.
  await page.clock.fastForward(1_000);
  await expect.poll(async () => (await listDesigns(page.request)).length).toBe(1);
  const [design] = await listDesigns(page.request);
  expect(design!.title).toMatch(/^Untitled design/);
  expect(await savedBoxCount(page.request, design!.id)).toBe(1);

  await page.getByRole('button', { name: 'Add box' }).click();
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes).toHaveCount(3);
  expect(await savedBoxCount(page.request, design!.id)).toBe(1);

  // The change is saved 30 s later.
  await page.clock.fastForward(30_000);
  await expect.poll(() => savedBoxCount(page.request, design!.id)).toBe(3);
  expect(await listDesigns(page.request)).toHaveLength(1);

  // Another browser signed in as the same user opens the most recent design: the saved boxes.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    const signIn = await second.request.post('/api/auth/local/sign-in', {
      data: { email, password: TEST_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
    await second.goto('/');
    await expect(second.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]')).toHaveCount(
      3,
    );
    expect(await listDesigns(second.request)).toHaveLength(1);
  } finally {
    await other.close();
  }
});

test('an edit made on a signed-in reload before the sidebar is drawn is saved', async ({ page }) => {
  await signUpViaApi(page.request, { label: 'reload-edit' });
  await page.goto('/');
  const boxes = page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]');
  const designs = page.getByRole('complementary', { name: 'Designs' });
  await expect.poll(async () => (await listDesigns(page.request)).length).toBe(1);
  const [design] = await listDesigns(page.request);
  await page.getByRole('button', { name: 'Add box' }).click();
  await designs.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => savedBoxCount(page.request, design!.id)).toBe(2);
  await expect(statusPill(page)).toHaveText(/^Saved/);

  // The accounts remote (sidebar and auto-save) arrives late: the editor already shows the account's work.
  const release = await holdRequests(page, '**/remotes/account/**');
  await page.reload();
  await expect(boxes).toHaveCount(2);
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes).toHaveCount(3);
  release();

  // The edit is a change to save: the design's card offers Save, and the server gets it.
  await designs.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => savedBoxCount(page.request, design!.id)).toBe(3);
  await expect(statusPill(page)).toHaveText(/^Saved/);
});
