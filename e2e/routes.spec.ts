import { expect, test } from '@playwright/test';
import { holdRequests, watchRemoteEntries } from './support';

// Every route of the route table renders, and the federated ones come from their own remote.
const remoteRoutes = [
  { path: '/', remote: 'editor', visible: { role: 'region', name: 'Content Grid' } },
  { path: '/templates', remote: 'templates', visible: { role: 'heading', name: 'Templates' } },
  { path: '/sign-in', remote: 'account', visible: { role: 'heading', name: 'Sign in' } },
  { path: '/sign-in/factor-one', remote: 'account', visible: { role: 'heading', name: 'Sign in' } },
  { path: '/sign-up', remote: 'account', visible: { role: 'heading', name: 'Sign up' } },
  { path: '/embeds/timeanddate', remote: 'embeds', visible: { role: 'time' } },
  { path: '/embeds/sketchpad', remote: 'embeds', visible: { role: 'img', name: 'Sketchpad' } },
  { path: '/my-portfolio/edit', remote: 'sites', visible: { role: 'heading', name: 'Site not found' } },
] as const;

for (const route of remoteRoutes) {
  test(`${route.path} renders from the ${route.remote} remote`, async ({ page }) => {
    const remotes = watchRemoteEntries(page);
    await page.goto(route.path);
    const { role, ...options } = route.visible;
    await expect(page.getByRole(role, options).first()).toBeVisible();
    expect([...remotes]).toContain(route.remote);
  });
}

test('/my-portfolio (no such site) is the server-rendered 404 page: no app, no remote', async ({ page }) => {
  const remotes = watchRemoteEntries(page);
  const response = await page.goto('/my-portfolio');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Homepage Now' })).toHaveAttribute('href', '/');
  expect(remotes.size).toBe(0);
});

test('/ shows the designs sidebar from the account remote beside the editor', async ({ page }) => {
  const remotes = watchRemoteEntries(page);
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Designs' })).toBeVisible();
  await expect(page.getByText('Sign in to save and sync your designs')).toBeVisible();
  expect([...remotes].sort()).toEqual(['account', 'editor']);
});

test('the legal pages are the shell’s own and name the effective date', async ({ page }) => {
  const remotes = watchRemoteEntries(page);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
  await expect(page.getByText(/May 17, 2025/).first()).toBeVisible();
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: /Terms of Service/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /15\. Miscellaneous/ })).toBeVisible();
  expect(remotes.size).toBe(0);
});

for (const path of ['/publish', '/admin', '/manage-projects']) {
  test(`${path} sends a signed-out visitor to sign in with a way back`, async ({ page }) => {
    await page.goto(`${path}?tab=1`);
    await expect(page).toHaveURL(/\/sign-in\?redirect_url=/);
    const back = new URL(page.url()).searchParams.get('redirect_url');
    expect(back).toBe(`http://127.0.0.1:4310${path}?tab=1`);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
}

test('/new renders nothing and breaks nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/new');
  await expect(page.locator('#root')).toBeEmpty();
  expect(errors).toEqual([]);
});

test('/templates shows the full-screen loading indicator while its remote loads', async ({ page }) => {
  const release = await holdRequests(page, '**/remotes/templates/remoteEntry.js');
  await page.goto('/templates');
  await expect(page.getByRole('status')).toHaveText('Loading templates...');
  release();
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
});
