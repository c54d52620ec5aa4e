import { expect, test } from '@playwright/test';

test('the clock shows hours and minutes and the long date, and keeps time', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-14T09:26:00') });
  await page.goto('/embeds/timeanddate');
  const clock = page.locator('time');
  await expect(clock.first()).toContainText(/09:26|9:26/);
  await expect(page.getByText('Saturday, March 14, 2026')).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(clock.first()).toContainText(/09:27|9:27/);
});

test('the sketchpad fills the page and draws near-black strokes with the mouse', async ({ page }) => {
  await page.goto('/embeds/sketchpad');
  const canvas = page.getByRole('img', { name: 'Sketchpad' });
  const box = await canvas.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBeCloseTo(viewport?.width ?? 0, -1);
  expect(box?.height).toBeCloseTo(viewport?.height ?? 0, -1);

  const inkAt = () =>
    page.evaluate(() => {
      const element = document.querySelector('canvas');
      const context = element?.getContext('2d');
      if (!element || !context) return { inked: -1, transparent: false };
      const { data } = context.getImageData(0, 0, element.width, element.height);
      let inked = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked += 1;
      return { inked, transparent: data[3] === 0 };
    });

  expect((await inkAt()).inked).toBe(0);
  await page.mouse.move(100, 100);
  await page.mouse.down();
  await page.mouse.move(200, 150, { steps: 10 });
  await page.mouse.up();
  const afterStroke = await inkAt();
  expect(afterStroke.inked).toBeGreaterThan(100);
  expect(afterStroke.transparent).toBe(true);

  // Released: moving no longer draws.
  await page.mouse.move(300, 300, { steps: 10 });
  expect((await inkAt()).inked).toBe(afterStroke.inked);

  // Resizing keeps the drawing.
  await page.setViewportSize({ width: 900, height: 700 });
  await expect.poll(async () => (await inkAt()).inked).toBeGreaterThan(100);
});
