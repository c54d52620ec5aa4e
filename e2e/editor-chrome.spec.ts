import { expect, test, type Locator, type Page } from '@playwright/test';

// Issue 10: the per-box settings pill toolbar (disabled states, tooltips, Escape), the top toolbar, and the
// layout defects: panels and the help panel take their own column instead of covering boxes, toasts stay clear
// of the action toolbar, half-width nested text keeps its words whole, phones get the whole width.

const grid = (page: Page) => page.getByRole('region', { name: 'Content Grid' });
const boxes = (page: Page) => grid(page).locator('[data-box-id]');
const pill = (page: Page) => page.getByRole('toolbar', { name: 'Box settings' });

async function openEditor(page: Page, extra = 0) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(boxes(page)).toHaveCount(1);
  for (let i = 0; i < extra; i += 1) await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes(page)).toHaveCount(1 + extra);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function rect(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return box;
}

test('the pill toolbar waits for a selection, names what it edits, and Escape closes a panel first', async ({
  page,
}) => {
  await openEditor(page);
  const background = pill(page).getByRole('button', { name: 'Background' });
  await expect(background).toHaveAttribute('aria-disabled', 'true');
  await background.hover();
  await expect(page.getByRole('tooltip', { name: 'Select box to edit' }).first()).toBeVisible();

  await boxes(page).first().click();
  await expect(background).not.toHaveAttribute('aria-disabled');
  await pill(page).getByRole('button', { name: 'Border' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Box Border' })).toBeVisible();

  // A nested element: 'Nested Element …' tooltips, Responsive disabled.
  await boxes(page).first().hover();
  await page.getByRole('button', { name: 'Add nested element' }).click();
  await pill(page).getByRole('button', { name: 'Border' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Nested Element Border' })).toBeVisible();
  await expect(pill(page).getByRole('button', { name: 'Responsive' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // Escape inside a panel closes the panel and keeps the selection.
  await boxes(page)
    .first()
    .click({ position: { x: 8, y: 8 } });
  await pill(page).getByRole('button', { name: 'Border' }).click();
  const panel = page.getByRole('region', { name: 'Border' });
  await panel.getByRole('slider', { name: 'Border width' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(boxes(page).first()).toHaveAttribute('data-selected', 'true');
});

test('an open panel never covers the box it edits on a 1280×800 screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditor(page, 4);
  for (const index of [0, 4]) {
    await boxes(page)
      .nth(index)
      .click({ position: { x: 8, y: 8 } });
    await pill(page).getByRole('button', { name: 'Background' }).click();
    const panel = page.getByRole('region', { name: 'Background' });
    await expect(panel).toBeVisible();
    expect(overlaps(await rect(panel), await rect(boxes(page).nth(index)))).toBe(false);
    await panel.getByRole('button', { name: 'Close Background' }).click();
  }
});

test('the top toolbar exports, toggles preview and asks before a reset', async ({ page }) => {
  await openEditor(page, 1);
  const top = page.getByRole('toolbar', { name: 'Project' });
  page.once('dialog', (dialog) => void dialog.accept('my-design'));
  const download = page.waitForEvent('download');
  await top.getByRole('button', { name: 'Export JSON' }).click();
  expect((await download).suggestedFilename()).toBe('my-design.json');

  // Export image is real (e2e/export-image.spec.ts draws and checks the PNG): here, the top toolbar starts it.
  page.once('dialog', (dialog) => void dialog.accept('my-design'));
  const image = page.waitForEvent('download');
  await top.getByRole('button', { name: 'Export image' }).click();
  expect((await image).suggestedFilename()).toBe('my-design.png');
  const breakpoint = await grid(page).getAttribute('data-breakpoint');
  await top.getByRole('button', { name: 'Preview' }).click();
  await expect(top.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pill(page)).toHaveCount(0);
  // A temporary preview width: the canvas takes it (its breakpoint follows), and loses it when preview ends.
  await top.getByRole('slider', { name: /Preview width/ }).fill('700');
  await expect(grid(page)).toHaveAttribute('data-breakpoint', 'mobile');
  expect(Math.round((await rect(page.getByTestId('editor-canvas'))).width)).toBe(700);
  await top.getByRole('button', { name: 'Preview' }).click();
  await expect(grid(page)).toHaveAttribute('data-breakpoint', breakpoint!);

  await top.getByRole('button', { name: 'Reset grid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Reset' });
  await dialog.getByRole('button', { name: 'Reset Anyway' }).click();
  await expect(boxes(page)).toHaveCount(1);
});

test('the keyboard help starts folded; opened, it takes its own column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openEditor(page, 14);
  const help = page.getByRole('region', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('button', { name: 'Expand keyboard help' })).toBeVisible();
  await help.getByRole('button', { name: 'Expand keyboard help' }).click();
  const helpRect = await rect(help);
  for (const box of await boxes(page).all()) expect(overlaps(helpRect, await rect(box))).toBe(false);
});

test('a toast never covers the floating action toolbar', async ({ page }) => {
  await openEditor(page);
  const file = {
    name: 'design.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ boxes: [], gridSettings: {} })),
  };
  await page.getByRole('toolbar', { name: 'Project' }).getByLabel('Import JSON file').setInputFiles(file);
  const toast = page.getByText('JSON file imported successfully!');
  await expect(toast).toBeVisible();
  const actions = page.getByRole('toolbar', { name: /actions/i });
  expect(overlaps(await rect(toast), await rect(actions))).toBe(false);
});

test('half-width nested text keeps its words whole', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page);
  await boxes(page).first().click();
  await boxes(page).first().hover();
  await page.getByRole('button', { name: 'Add nested element' }).click();
  await page.keyboard.press('ArrowLeft'); // horizontal position: left (half width)
  const lines = await grid(page).evaluate((region) => {
    const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
    let node: Node | null = walker.nextNode();
    while (node && node.nodeValue !== 'Nested Element 1') node = walker.nextNode();
    if (!node) return null;
    // The line boxes of each word: a word split over two lines has two rects.
    const words = (node.textContent ?? '').split(' ');
    let offset = 0;
    return words.map((word) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + word.length);
      offset += word.length + 1;
      return range.getClientRects().length;
    });
  });
  expect(lines).toEqual([1, 1, 1]);
});

test('phones: the canvas gets the whole width and the panels are bottom sheets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, 1);
  const canvasRect = await rect(grid(page));
  expect(canvasRect.x).toBeLessThan(24);
  expect(canvasRect.width).toBeGreaterThan(340);
  await expect(page.getByRole('region', { name: 'Keyboard shortcuts' })).toBeHidden();
  await boxes(page).first().click();
  await pill(page).getByRole('button', { name: 'Background' }).click();
  const sheet = await rect(page.getByRole('region', { name: 'Background' }));
  expect(sheet.x).toBe(0);
  expect(Math.round(sheet.y + sheet.height)).toBe(844);
});
