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
