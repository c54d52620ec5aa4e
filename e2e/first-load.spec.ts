import { expect, test } from '@playwright/test';

// Issue 17: the sidebar, the toolbars and the grid have their room before the remotes arrive. On a phone the
// sidebar stacks above the editor; a designs remote that arrives late must not push the editor down.

test('on a phone, nothing moves while the designs remote arrives after the editor', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/remotes/account/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
  // The closed sidebar's placeholder is there while the remote loads, then the remote replaces it.
  const placeholder = page.getByText('Loading your designs...');
  await expect(placeholder).toBeAttached();
  await expect(placeholder).toHaveCount(0, { timeout: 15_000 });
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test('the home page starts without asking for its boot config, and every file it names ahead is used once', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
  await expect(page.getByText('Loading your designs...')).toHaveCount(0, { timeout: 15_000 });
  // The server put the remote map, the config, the auth settings and (a new visitor has no session cookie) the
  // session in the page (api/src/web/shellPage.ts).
  const boot = [
    '/remotes.json',
    '/config.json',
    '/api/auth/config',
    '/api/auth/auth-urls',
    '/api/auth/session',
  ];
  for (const path of boot) {
    expect(requested).not.toContain(path);
  }
  // It named the editor's manifest, entry and first chunks; the runtime's own requests reused those downloads.
  const named = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(named).toEqual(
    expect.arrayContaining(['/remotes/editor/mf-manifest.json', '/remotes/editor/remoteEntry.js']),
  );
  for (const path of named) expect(requested.filter((url) => url === path)).toHaveLength(1);
  expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([]);
  // A new visitor who has edited nothing has nothing stored, so no stored work to validate either.
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('bento-')),
  );
  expect(stored).toEqual([]);
});

test("the editor's files it needs to draw its grid were all named in the page; fonts and dragging come after", async ({
  page,
}) => {
  // When the grid enters the page: every file it needed has been asked for by then.
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector('[aria-label="Content Grid"] [data-box-id]')) return;
      (window as unknown as { gridAt: number }).gridAt = performance.now();
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Content Grid' })).toBeVisible();
  await expect(page.getByText('Loading your designs...')).toHaveCount(0, { timeout: 15_000 });
  const requestedBefore = (at: 'grid' | 'end') =>
    page.evaluate((at) => {
      const until = at === 'grid' ? (window as unknown as { gridAt: number }).gridAt : Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < until)
        .map((entry) => new URL(entry.name).pathname);
    }, at);
  const beforeGrid = await requestedBefore('grid');
  const named = await page
    .locator('link[rel="preload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The shell provides @bento/ui/grid and boxLinks, and the manifest lists every chunk of the editor's module, so
  // no script of the editor had to be discovered once main.js had run. The exposed module is one file, its
  // remote's entry the other.
  const editorScripts = beforeGrid.filter((url) => url.startsWith('/remotes/editor/') && url.endsWith('.js'));
  expect(editorScripts).toEqual(
    expect.arrayContaining([
      '/remotes/editor/remoteEntry.js',
      expect.stringMatching(/^\/remotes\/editor\/__federation_expose_EditorScreen\.[0-9a-f]+\.js$/),
    ]),
  );
  expect(editorScripts.filter((url) => !named.includes(url))).toEqual([]);
  // The web fonts and the drag layer (dnd-kit) wait for the painted grid; its text shows in the fallback first
  // (font-display: swap). Both arrive.
  expect(beforeGrid.filter((url) => url.startsWith('/assets/fonts/'))).toEqual([]);
  await expect.poll(() => page.locator('link[data-bento-font]').count()).toBeGreaterThan(0);
  const later = (await requestedBefore('end')).filter((url) => !beforeGrid.includes(url));
  expect(later.filter((url) => url.startsWith('/remotes/editor/')).length).toBeGreaterThan(0);
});
