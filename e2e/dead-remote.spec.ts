import { expect, test } from '@playwright/test';
import { DEAD_ACCOUNT_URL } from './support';

// A server whose /remotes.json points the account remote at a closed port.
test.use({ baseURL: DEAD_ACCOUNT_URL });

test('the dead remote’s own routes show the fallback with Retry', async ({ page }) => {
  await page.goto('/sign-in');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("Couldn't load sign in");
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toContainText("Couldn't load sign in");
});

test('on / only the sidebar fails: the editor still works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText("Couldn't load your designs");
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(page.locator('[data-box-id]')).toHaveCount(2);
});

const healthyRoutes = [
  { path: '/embeds/timeanddate', role: 'time' },
  { path: '/templates', role: 'heading', name: 'Templates' },
  { path: '/privacy-policy', role: 'heading', name: /Privacy Policy/ },
] as const;

for (const route of healthyRoutes) {
  test(`${route.path} still works while the account remote is down`, async ({ page }) => {
    await page.goto(route.path);
    const { role, ...options } = route;
    await expect(page.getByRole(role, 'name' in options ? { name: options.name } : {}).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('/my-portfolio (no such site) still answers the server-rendered 404 page, and its way home', async ({
  page,
}) => {
  const response = await page.goto('/my-portfolio');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage Now' }).click();
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});
