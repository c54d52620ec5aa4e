import { expect, test, type Page, type Route } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';
import { statusPill } from './editorPanels';
import { API_FALLBACK_ORIGIN } from './playwright.config';

// Issue 15: saving is visible and failures are loud. The floating status pill for signed-in and anonymous work, a
// failing save (500, retried once against the configured fallback origin), offline and back, and the prompt
// before leaving with unsaved changes.

const pill = statusPill;
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });

async function signedInWithDesign(page: Page): Promise<string> {
  await signUpViaApi(page.request, { label: 'status', fullName: 'Status User' });
  await page.goto('/');
  await expect(sidebar(page).getByRole('list', { name: 'Your designs' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(pill(page)).toHaveText(/^Saved/);
  const { items } = await callApi<{ items: { id: string }[] }>(page.request, 'get', '/designs');
  return items[0]!.id;
}

const savedBoxes = async (page: Page, id: string) =>
  (await callApi<{ gridData: { boxes: unknown[] } }>(page.request, 'get', `/designs/${id}`)).gridData.boxes
    .length;

test('anonymous work: the pill says it is saved on this device', async ({ page }) => {
  await page.goto('/');
  await expect(pill(page)).toHaveText(/^Saved/);
  await page.keyboard.press('Space');
  await expect(pill(page)).toHaveText(/^Saved/);
  await expect(pill(page)).toContainText('Saved on this device');
});

test("a failing save says so with Retry, is retried once against the fallback, and never claims 'Saving'", async ({
  page,
}) => {
  const id = await signedInWithDesign(page);
  const failing: string[] = [];
  const fail = (route: Route) => {
    if (route.request().method() !== 'PATCH') return route.fallback();
    failing.push(route.request().url());
    return route.fulfill({ status: 500, body: '' });
  };
  await page.route(`**/api/designs/${id}`, fail);
  await page.route(`${API_FALLBACK_ORIGIN}/**`, fail);

  await page.keyboard.press('Space');
  await expect(pill(page)).toHaveText(/^Unsaved changes/);
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  await expect(pill(page)).toHaveText(/^Couldn't save: Failed to save design: Internal Server Error/);
  // One request and one retry against the configured fallback origin, then nothing until asked.
  expect(failing).toEqual([
    expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/designs\//),
    `${API_FALLBACK_ORIGIN}/api/designs/${id}`,
  ]);
  await expect(sidebar(page).getByText('Not saved')).toBeVisible();
  await expect(sidebar(page).getByText('Saving')).toHaveCount(0);

  // The server comes back: Retry saves.
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(pill(page)).toHaveText(/^Saved/);
  expect(await savedBoxes(page, id)).toBe(2);
});

test('the fallback origin answers for a server that fails with 500', async ({ page, baseURL }) => {
  const id = await signedInWithDesign(page);
  await page.route(`**/api/designs/${id}`, (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  // The provider-hosted backend: the same API, reached through the fallback origin.
  await page.route(`${API_FALLBACK_ORIGIN}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(API_FALLBACK_ORIGIN, baseURL!) });
    await route.fulfill({ response });
  });
  await page.keyboard.press('Space');
  await sidebar(page).getByRole('button', { name: 'Save' }).click();
  await expect(pill(page)).toHaveText(/^Saved/);
  expect(await savedBoxes(page, id)).toBe(2);
});

test('offline: changes are kept on this device and saved when the connection is back', async ({
  page,
  context,
}) => {
  const id = await signedInWithDesign(page);
  await context.setOffline(true);
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await expect(pill(page)).toHaveText(/^Offline — changes kept on this device/);
  // Kept on this device: the account's local copy holds the 3 boxes.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('bento-account-box-content-storage') ?? '{"boxes":[]}').boxes
            .length,
      ),
    )
    .toBe(3);
  await context.setOffline(false);
  await expect(pill(page)).toHaveText(/^Saved/);
  expect(await savedBoxes(page, id)).toBe(3);
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await signedInWithDesign(page);
  await page.keyboard.press('Space');
  await expect(pill(page)).toHaveText(/^Unsaved changes/);
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
