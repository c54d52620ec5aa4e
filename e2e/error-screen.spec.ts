import { expect, test, type Page } from '@playwright/test';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * A real failure while rendering a route: the shell's own lazily loaded code for the legal pages (any script at the
 * site's root but main.js) cannot be downloaded.
 */
async function failShellChunks(page: Page): Promise<void> {
  await page.route(
    (url) => /^\/[^/]+\.js$/.test(url.pathname) && !url.pathname.startsWith('/main'),
    (route) => route.abort(),
  );
}

test('an unmatched address says Page not found with the way home, not the error screen', async ({ page }) => {
  await page.goto('/a/b/c');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
});

test('a failure while rendering shows the error screen with its report tools', async ({ page, context }) => {
  await failShellChunks(page);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  const errorId = (await page.getByText(/Error ID:/).textContent()) ?? '';
  expect(errorId).toMatch(/error_\d{13}[a-z0-9]+/);

  await page.getByRole('button', { name: 'Show Technical Details' }).click();
  await expect(page.getByText(/Loading chunk .* failed/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Hide Technical Details' }).click();

  await page.getByRole('button', { name: 'Copy Error Details' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(errorId.match(/error_[a-z0-9]+/)?.[0] ?? 'missing');
  await expect(page.getByRole('button', { name: 'Copy Error Details' })).toBeVisible({ timeout: 4000 });

  const reports = await page.evaluate(() => JSON.parse(localStorage.getItem('bento-error-reports') ?? '[]'));
  expect(reports).toHaveLength(1);

  // The tracker is outside this machine's reach: answer it locally and look at the address it was sent.
  const trackerRequests: string[] = [];
  await context.route('https://github.com/**', async (route) => {
    trackerRequests.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>tracker</title>' });
  });
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Report Issue' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const issueUrl = new URL(trackerRequests[0] ?? 'about:blank');
  expect(issueUrl.pathname).toBe('/bento-creator/bento-creator/issues/new');
  expect(issueUrl.searchParams.get('title')).toMatch(/Loading chunk .* failed/);
  expect(issueUrl.searchParams.get('body')).toContain(errorId.match(/error_[a-z0-9]+/)?.[0] ?? 'missing');
  await popup.close();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
});

test('reports are kept newest first, five at most', async ({ page }) => {
  await failShellChunks(page);
  for (let visit = 0; visit < 6; visit += 1) {
    await page.goto(`/privacy-policy?visit=${visit}`);
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  }
  const urls = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('bento-error-reports') ?? '[]') as { details: { url: string } }[]).map(
      (report) => report.details.url,
    ),
  );
  expect(urls).toHaveLength(5);
  expect(urls[0]).toContain('visit=5');
  expect(urls[4]).toContain('visit=1');
});
