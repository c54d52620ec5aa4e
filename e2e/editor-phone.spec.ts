import { expect, test, type Page } from '@playwright/test';

// Issue 33 'Phones': on a touch screen the icon-only strips name their tools on the first visit and on a long
// press; preview starts with its toolbar folded and shows a wider device at 100 %, to pan.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const tools = (page: Page) => page.getByRole('toolbar', { name: 'Editor tools' });

/** A finger held on `selector`'s centre for `ms`, through Chromium's touch input. */
async function longPress(page: Page, name: string, ms = 800) {
  const box = (await tools(page).getByRole('button', { name, exact: true }).boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the first visit names every tool under its icon, once; a long press names one without pressing it', async ({
  page,
}) => {
  await page.goto('/');
  const caption = tools(page).getByText('Grid Settings', { exact: true });
  await expect(caption).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/phone-captions-390.png' });
  await page.touchscreen.tap(200, 600);
  await expect(caption).toHaveCount(0);
  await page.reload();
  await expect(tools(page).getByRole('button', { name: 'Grid Style', exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(tools(page).getByText('Grid Settings', { exact: true })).toHaveCount(0);

  await page.touchscreen.tap(200, 700);
  await longPress(page, 'Grid Style');
  const label = page.getByRole('tooltip').filter({ hasText: 'Grid Style' });
  await expect(label).toBeVisible();
  const box = (await label.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Held, not pressed: the panel stays closed; the label goes soon after.
  await expect(page.getByRole('region', { name: 'Grid Style', exact: true })).toHaveCount(0);
  await expect(label).toHaveCount(0, { timeout: 4000 });
  // A tap still presses it.
  await tools(page).getByRole('button', { name: 'Grid Style', exact: true }).tap();
  await expect(page.getByRole('region', { name: 'Grid Style', exact: true })).toBeVisible();
});

test('preview on a phone folds its toolbar at once and shows the desktop device at 100 %, to pan', async ({
  page,
}) => {
  await page.goto('/');
  // The first tap of the first visit presses its tool although the captions go (and the strip shrinks) with it.
  const caption = tools(page).getByText('Grid Settings', { exact: true });
  await expect(caption).toBeVisible();
  await tools(page).getByRole('button', { name: 'Preview Mode', exact: true }).tap();
  await expect(caption).toHaveCount(0);
  const show = page.getByRole('button', { name: 'Show preview controls' });
  await expect(show).toBeVisible();
  await show.tap();
  const device = page.getByRole('button', { name: /^Device: / });
  for (
    let tries = 0;
    tries < 3 && !/Device: Desktop/.test((await device.getAttribute('aria-label')) ?? '');
    tries++
  )
    await device.tap();
  await expect(device).toHaveAttribute('aria-label', /^Device: Desktop/);
  const canvas = page.getByTestId('editor-canvas');
  await expect
    .poll(() =>
      canvas.evaluate((el) => ({ width: el.getBoundingClientRect().width, zoom: el.currentCSSZoom })),
    )
    .toEqual({ width: expect.any(Number), zoom: 1 });
  const width = await canvas.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(390);
  const pannable = await canvas.evaluate((el) => {
    const scroller = el.closest('main')!.querySelector<HTMLElement>('[class*="scroller"]')!;
    return scroller.scrollWidth > scroller.clientWidth;
  });
  expect(pannable).toBe(true);
});
