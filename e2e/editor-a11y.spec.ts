import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

// Issue 10 'Quality': an axe-core scan of the editor with each panel open finds no serious or critical
// violation (e2e/axe.ts).

const PILL_TABS = [
  'Background',
  'Border',
  'Alignment and Size',
  'Button Action',
  'Embed Iframe',
  'Responsive',
];
const LEFT_PANELS = ['File', 'Grid Style', 'Grid Settings'];

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]')).toHaveCount(1);
});

test('the editor with nothing open', async ({ page }) => {
  expect(await seriousViolations(page)).toEqual([]);
});

for (const tab of PILL_TABS) {
  test(`the editor with the ${tab} settings panel open`, async ({ page }) => {
    await page.getByRole('region', { name: 'Content Grid' }).locator('[data-box-id]').first().click();
    await page.getByRole('toolbar', { name: 'Box settings' }).getByRole('button', { name: tab }).click();
    await expect(page.getByRole('region', { name: tab })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const panel of LEFT_PANELS) {
  test(`the editor with the ${panel} panel open`, async ({ page }) => {
    await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: panel }).click();
    await expect(page.getByRole('region', { name: panel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
