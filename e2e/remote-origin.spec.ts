import { expect, test, type Request } from '@playwright/test';
import { PORTS, REMOTE_ORIGIN } from './playwright.config';

// README 'Deploying one remote on its own': a remote served from another origin (a second local port, CORS, no
// shell rebuild) works under the page's CSP; a remote whose stylesheet is missing ends in its area's fallback.
test.use({ baseURL: `http://127.0.0.1:${PORTS.otherOrigin}` });

test('the editor served from another origin loads, styled, and edits', async ({ page }) => {
  const fromRemoteOrigin: string[] = [];
  const refused: string[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.url().startsWith(REMOTE_ORIGIN)) fromRemoteOrigin.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Content Grid' });
  await expect(grid.locator('[data-box-id]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(grid.locator('[data-box-id]')).toHaveCount(2);
  expect(fromRemoteOrigin).toContain('/editor/remoteEntry.js');
  expect(fromRemoteOrigin.some((file) => file.startsWith('/editor/') && file.endsWith('.css'))).toBe(true);
  // Its stylesheet is applied to the page, not only fetched.
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
  expect(sheets.some((href) => href.startsWith(`${REMOTE_ORIGIN}/editor/`))).toBe(true);
  expect(refused).toEqual([]);
});

test('a remote whose stylesheet is missing shows its fallback with Retry, and the rest works', async ({
  page,
}) => {
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("Couldn't load your designs", { timeout: 25_000 });
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
});
