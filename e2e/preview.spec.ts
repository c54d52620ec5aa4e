import { expect, test, type Page } from '@playwright/test';

// Preview (issue 12; editor-core.md §2 'Preview mode toolbar', §4, §6): the device cycle and its widths, links
// that open only in preview, editing refused, Escape ordering, the animation and its settings kept locally.

const LINK = 'https://landing.bento.test/offer';
const grid = (page: Page) => page.locator('section[data-columns]');
const boxes = (page: Page) => grid(page).locator('[data-box-id]');
const canvas = (page: Page) => page.getByTestId('editor-canvas');
const controls = (page: Page) => page.getByRole('complementary', { name: 'Preview controls' });
const filePanel = (page: Page) => page.getByRole('region', { name: 'File' });
const tool = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name, exact: true });

function design() {
  const box = (id: string, order: number, text: string, style: Record<string, unknown> = {}) => ({
    id,
    contentId: `<p>${text}</p>`,
    colSpan: 1,
    rowSpan: 1,
    order,
    style: { bgColor: '#dbeafe', ...style },
  });
  return {
    boxes: [
      box('linked', 0, 'Linked box', { linkUrl: LINK, linkTarget: '_blank' }),
      box('second', 1, 'Second box'),
      box('third', 2, 'Third box'),
    ],
    gridSettings: { columnsCount: 5 },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
}

async function openWithDesign(page: Page) {
  await page.goto('/');
  await tool(page, 'File').click();
  await filePanel(page)
    .getByLabel('Import JSON file')
    .setInputFiles({
      name: 'd.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(design())),
    });
  await expect(boxes(page)).toHaveCount(3);
  await tool(page, 'File').click();
}

async function enterPreview(page: Page) {
  await tool(page, 'Preview Mode').click();
  await expect(controls(page)).toBeVisible();
}

/** The canvas's layout width (CSS px, before any zoom) and its gaps to the edges of the room it has. */
function canvasBox(page: Page) {
  return canvas(page).evaluate((node) => {
    const zoom = Number.parseFloat(getComputedStyle(node).zoom || '1') || 1;
    const rect = node.getBoundingClientRect();
    const parent = node.parentElement!;
    const area = parent.getBoundingClientRect();
    const css = getComputedStyle(parent);
    return {
      width: Math.round(rect.width / zoom),
      leftGap: rect.left - area.left - Number.parseFloat(css.paddingLeft),
      rightGap: area.right - rect.right - Number.parseFloat(css.paddingRight),
    };
  });
}

test('the device cycle sets the canvas to a phone, a tablet and a desktop width; the grid follows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openWithDesign(page);
  await enterPreview(page);
  const device = controls(page).getByRole('button', { name: /^Device:/ });
  // A 1920 px window: 0.9 × 1920 = 1728, so preview starts at min(1280, 0.8 × 1728) = 1280 px, a desktop.
  await expect(device).toHaveAccessibleName('Device: Desktop. Switch to Phone');
  expect((await canvasBox(page)).width).toBe(1280);
  const expected = [
    { name: 'Device: Phone', width: 375, breakpoint: 'mobile', columns: '2' },
    { name: 'Device: Tablet', width: 768, breakpoint: 'tablet', columns: '4' },
    { name: 'Device: Desktop', width: 1280, breakpoint: 'desktop', columns: '5' },
  ] as const;
  for (const step of expected) {
    await device.click();
    await expect(device).toHaveAccessibleName(new RegExp(`^${step.name}\\.`));
    // The grid measures its new width (ResizeObserver): its breakpoint and columns follow.
    await expect(grid(page)).toHaveAttribute('data-breakpoint', step.breakpoint);
    await expect(grid(page)).toHaveAttribute('data-columns', step.columns);
    await expect(canvas(page)).toHaveAttribute('data-device', step.breakpoint);
    await expect.poll(async () => (await canvasBox(page)).width).toBe(step.width);
    const box = await canvasBox(page);
    // Centred in the editor's area.
    expect(Math.abs(box.leftGap - box.rightGap)).toBeLessThan(2);
    // The top toolbar's preview width is the same state.
    await expect(page.getByRole('toolbar', { name: 'Project' })).toContainText(
      `Preview width ${step.width} px`,
    );
  }
  await page.screenshot({ path: test.info().outputPath('tablet.png') });
});

test('a linked box opens its page in a new tab only in preview', async ({ page, context }) => {
  await context.route(`${LINK}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Offer</title><h1>Offer</h1>' }),
  );
  await openWithDesign(page);
  const linked = boxes(page).filter({ hasText: 'Linked box' });
  let opened = 0;
  context.on('page', () => (opened += 1));
  await linked.click();
  await expect(linked).toHaveAttribute('data-selected', 'true');
  await page.waitForTimeout(300);
  expect(opened).toBe(0);

  await enterPreview(page);
  const popup = context.waitForEvent('page');
  await linked.click();
  const tab = await popup;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(LINK);
  await expect(tab.locator('h1')).toHaveText('Offer');
  // The editor stays where it was, still in preview; a box without a link opens nothing.
  await boxes(page).filter({ hasText: 'Second box' }).click();
  await page.waitForTimeout(300);
  expect(opened).toBe(1);
  await expect(controls(page)).toBeVisible();
});

test('preview refuses editing: no selection, drag, double-click, menu, import, reset or grid panels', async ({
  page,
}) => {
  await openWithDesign(page);
  await enterPreview(page);
  const second = boxes(page).filter({ hasText: 'Second box' });
  await second.dblclick();
  await expect(page.getByTestId('rich-text-editor')).toHaveCount(0);
  await expect(second).not.toHaveAttribute('data-selected', 'true');
  await second.click({ button: 'right' });
  await expect(page.getByRole('menu')).toHaveCount(0);
  await second.dragTo(boxes(page).first());
  await expect(boxes(page).first()).toContainText('Linked box');
  for (const key of ['Space', 'Delete', 'Control+z']) await page.keyboard.press(key);
  await expect(boxes(page)).toHaveCount(3);

  await expect(tool(page, 'Grid Style')).toHaveAttribute('aria-disabled', 'true');
  await tool(page, 'Grid Style').click({ force: true });
  await expect(page.getByRole('region', { name: 'Grid Style' })).toHaveCount(0);
  await tool(page, 'File').click();
  await expect(filePanel(page).getByRole('button', { name: 'Import JSON', exact: true })).toBeDisabled();
  await expect(filePanel(page).getByRole('button', { name: 'Reset Grid' })).toBeDisabled();
  await expect(filePanel(page)).toContainText('exit preview to use them');
  // A JSON file dropped on the page is refused with a message, the design untouched.
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.evaluate(
    (text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'other.json', { type: 'application/json' }));
      document.body.dispatchEvent(
        new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }),
      );
    },
    JSON.stringify({ boxes: [], gridSettings: {} }),
  );
  expect(await message).toBe('Exit preview to import a design.');
  await expect(boxes(page)).toHaveCount(3);
});

test('Escape closes the open panel first and exits preview only when nothing is open', async ({ page }) => {
  await openWithDesign(page);
  await enterPreview(page);
  await tool(page, 'File').click();
  await expect(filePanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filePanel(page)).toHaveCount(0);
  await expect(controls(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(controls(page)).toHaveCount(0);
  await expect(tool(page, 'Preview Mode')).toHaveAttribute('aria-pressed', 'false');
});

test('Escape leaves preview after the user touched a preview slider', async ({ page }) => {
  await openWithDesign(page);
  await enterPreview(page);
  const slider = controls(page).getByRole('slider').first();
  await slider.focus();
  await page.keyboard.press('ArrowUp');
  await expect(slider).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(controls(page)).toHaveCount(0);
  await expect(tool(page, 'Preview Mode')).toHaveAttribute('aria-pressed', 'false');
});

test('the animation runs between its handles, stops where it started, and its settings survive a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openWithDesign(page);
  await enterPreview(page);
  const before = await canvasBox(page);
  await controls(page).getByRole('checkbox', { name: 'Radius' }).check();
  // The start handle, moved with the keyboard: 500 → 600.
  const start = controls(page).getByRole('slider', { name: 'Width animation start' });
  await start.focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowUp');
  await expect(start).toHaveValue('600');

  await controls(page).getByRole('button', { name: 'Animate' }).click();
  const widths = new Set<number>();
  for (let i = 0; i < 12; i += 1) {
    widths.add((await canvasBox(page)).width);
    await page.waitForTimeout(150);
  }
  // Many widths in between, all inside the range.
  expect(widths.size).toBeGreaterThan(5);
  for (const width of widths) {
    expect(width).toBeGreaterThanOrEqual(600);
    expect(width).toBeLessThanOrEqual(1200);
  }
  await controls(page).getByRole('button', { name: 'Stop' }).click();
  expect((await canvasBox(page)).width).toBe(before.width);

  await page.reload();
  await expect(boxes(page)).toHaveCount(3);
  await enterPreview(page);
  await expect(controls(page).getByRole('checkbox', { name: 'Radius' })).toBeChecked();
  await expect(controls(page).getByRole('slider', { name: 'Width animation start' })).toHaveValue('600');
});

test('with reduced motion the animation steps between its ends instead of sliding', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openWithDesign(page);
  await enterPreview(page);
  await controls(page).getByRole('button', { name: 'Animate' }).click();
  const widths = new Set<number>();
  for (let i = 0; i < 20; i += 1) {
    widths.add((await canvasBox(page)).width);
    await page.waitForTimeout(150);
  }
  expect([...widths].sort((a, b) => a - b)).toEqual([500, 1200]);
});

test('the preview toolbar folds away after 3 s unused and comes back on hover; at 390 px too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithDesign(page);
  await tool(page, 'Preview Mode').click();
  await page.mouse.move(5, 800);
  const reveal = controls(page).getByRole('button', { name: 'Show preview controls' });
  await expect(reveal).toBeVisible({ timeout: 5000 });
  await expect(grid(page)).toHaveAttribute('data-breakpoint', 'mobile');
  await page.screenshot({ path: test.info().outputPath('phone-folded.png') });
  await reveal.hover();
  await expect(controls(page).getByRole('button', { name: 'Exit preview' })).toBeVisible();
});
