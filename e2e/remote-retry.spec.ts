import { expect, test } from '@playwright/test';

test('Retry loads a remote that was unreachable and has come back', async ({ page }) => {
  let blocked = true;
  let attempts = 0;
  await page.route('**/remotes/embeds/**', async (route) => {
    if (!blocked) return route.continue();
    attempts += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/embeds/timeanddate');
  await expect(page.getByRole('alert')).toContainText("Couldn't load the clock");
  // The runtime plugin already tried a second time before giving up.
  expect(attempts).toBeGreaterThanOrEqual(2);

  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('time').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a remote that fails once is rescued by the retry plugin without the user noticing', async ({
  page,
}) => {
  let failures = 0;
  await page.route('**/remotes/templates/mf-manifest.json', async (route) => {
    if (failures === 0) {
      failures += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto('/templates');
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  expect(failures).toBe(1);
});
