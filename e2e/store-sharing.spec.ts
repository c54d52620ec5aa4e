import { expect, test } from '@playwright/test';

// The editor remote injects its slice and dispatches; the account remote renders what it reads through the
// store contract. Two separately built bundles, one store.
test('a box added in the editor remote shows up in the account remote', async ({ page }) => {
  await page.goto('/');
  const summary = page.getByTestId('local-design-summary');
  await expect(summary).toHaveText('Working locally: 1 box');
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(summary).toHaveText('Working locally: 2 boxes');
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(summary).toHaveText('Working locally: 3 boxes');
  await expect(page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]')).toHaveCount(3);
});

test('the account remote catches up when the editor remote arrives after it', async ({ page }) => {
  // The sidebar waits for the editor (HomeScreen), so the editor arrives later only after a failed load and Retry.
  let blocked = true;
  await page.route('**/remotes/editor/**', (route) =>
    blocked ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText("Couldn't load the editor");
  const summary = page.getByTestId('local-design-summary');
  await expect(summary).toHaveText('Working locally: 0 boxes');
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
  await expect(summary).toHaveText('Working locally: 1 box');
});
