import { expect, test, type Locator, type Page } from '@playwright/test';

// The editor canvas with a real mouse: selection, drag to reorder, corner resize, nested add/delete.
// Reduced motion skips the 800 ms layout animation, so boxes sit still where the test measures them.

function grid(page: Page): Locator {
  return page.getByRole('region', { name: 'Content Grid' });
}

function boxes(page: Page): Locator {
  return grid(page).locator('[data-box-id]');
}

async function boxIds(page: Page): Promise<string[]> {
  return boxes(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.boxId ?? ''));
}

/** The default design plus `extra` boxes added with the toolbar's 'Add box' button. */
async function openEditor(page: Page, extra: number): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(boxes(page)).toHaveCount(1);
  for (let i = 0; i < extra; i += 1) await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes(page)).toHaveCount(1 + extra);
}

/** Right-click on a box and choose in its menu. */
async function boxMenuChoice(page: Page, box: Locator, item: string): Promise<void> {
  await box.click({ button: 'right', position: { x: 8, y: 8 } });
  await page.getByRole('menu', { name: 'Box actions' }).getByRole('menuitem', { name: item }).click();
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function clickBox(page: Page, index: number, modifiers: ('Shift' | 'ControlOrMeta')[] = []) {
  await boxes(page)
    .nth(index)
    .click({ modifiers, position: { x: 8, y: 8 } });
}

async function selectedIndexes(page: Page): Promise<number[]> {
  return boxes(page).evaluateAll((els) =>
    els.flatMap((el, i) => ((el as HTMLElement).dataset.selected === 'true' ? [i] : [])),
  );
}

test('click, Ctrl+click and Shift+click select boxes; a click on the canvas clears', async ({ page }) => {
  await openEditor(page, 3);
  await clickBox(page, 0);
  await expect.poll(() => selectedIndexes(page)).toEqual([0]);
  await clickBox(page, 2, ['ControlOrMeta']);
  await expect.poll(() => selectedIndexes(page)).toEqual([0, 2]);
  await clickBox(page, 2, ['ControlOrMeta']);
  await expect.poll(() => selectedIndexes(page)).toEqual([0]);
  await clickBox(page, 3, ['Shift']);
  await expect.poll(() => selectedIndexes(page)).toEqual([0, 1, 2, 3]);
  await clickBox(page, 1);
  await expect.poll(() => selectedIndexes(page)).toEqual([1]);
  await page.getByTestId('editor-canvas').click({ position: { x: 2, y: 2 } });
  await expect.poll(() => selectedIndexes(page)).toEqual([]);
});

test('dragging a box onto another reorders; undo restores the order', async ({ page }) => {
  await openEditor(page, 2);
  const before = await boxIds(page);
  const from = await center(boxes(page).nth(0));
  const to = await center(boxes(page).nth(2));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => boxIds(page)).toEqual([before[1], before[2], before[0]]);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(() => boxIds(page)).toEqual(before);
});

test('Escape during a drag puts the box back', async ({ page }) => {
  await openEditor(page, 2);
  const before = await boxIds(page);
  const from = await center(boxes(page).nth(0));
  const to = await center(boxes(page).nth(2));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect.poll(() => boxIds(page)).toEqual(before);
});

test('dragging the corner handle changes the spans', async ({ page }) => {
  await openEditor(page, 2);
  const box = boxes(page).nth(0);
  await clickBox(page, 0);
  const handle = box.locator('[data-resize-handle]');
  await expect(handle).toBeVisible();
  const start = await center(handle);
  const size = await box.boundingBox();
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + width + 20, start.y + height + 20, { steps: 6 });
  await page.mouse.up();
  const span = (name: string) => box.evaluate((el, prop) => el.style.getPropertyValue(prop), name);
  await expect.poll(() => span('--bento-span-desktop')).toBe('2');
  await expect.poll(() => span('--bento-rows-desktop')).toBe('2');
  await expect.poll(async () => (await box.boundingBox())?.width ?? 0).toBeGreaterThan(width * 1.5);
});

test('the plus adds a nested element and the minus deletes it', async ({ page }) => {
  await openEditor(page, 1);
  const box = boxes(page).nth(1);
  await clickBox(page, 1);
  await box.hover();
  await box.getByRole('button', { name: 'Add nested element' }).click();
  await expect(box.locator('[data-nested-box-id]')).toHaveCount(1);
  await box.getByRole('button', { name: 'Add nested element' }).click();
  await expect(box.locator('[data-nested-box-id]')).toHaveCount(2);
  const minus = box.getByRole('button', { name: 'Delete nested element' });
  await expect(minus).toHaveAttribute('title', 'Delete nested element');
  await minus.click();
  await expect(box.locator('[data-nested-box-id]')).toHaveCount(1);
});

test('the nested element menu deletes the element', async ({ page }) => {
  await openEditor(page, 1);
  const box = boxes(page).nth(1);
  await boxMenuChoice(page, box, 'Add Nested Element');
  const nested = box.locator('[data-nested-box-id]');
  await expect(nested).toHaveCount(1);
  await nested.click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Nested element actions' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Copy Element',
    'Paste Style',
    'Select All Nested',
    'Delete Selected (1)',
    'Delete This',
  ]);
  await menu.getByRole('menuitem', { name: 'Delete This' }).click();
  await expect(nested).toHaveCount(0);
  await expect(menu).toHaveCount(0);
});

test('a copied nested element is still there to paste after a reload (issue 33)', async ({ page }) => {
  await openEditor(page, 1);
  const box = boxes(page).nth(1);
  await boxMenuChoice(page, box, 'Add Nested Element');
  await box.locator('[data-nested-box-id]').click({ button: 'right' });
  await page
    .getByRole('menu', { name: 'Nested element actions' })
    .getByRole('menuitem', { name: 'Copy Element' })
    .click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('bento-copied-nested-box')))
    .not.toBeNull();

  await page.reload();
  const other = boxes(page).nth(0);
  await boxMenuChoice(page, other, 'Paste Nested Element');
  await expect(other.locator('[data-nested-box-id]')).toHaveCount(1);
});

test('a double click or the pencil opens the text editor; clicks inside it keep the selection', async ({
  page,
}) => {
  await openEditor(page, 2);
  const box = boxes(page).nth(1);
  await box.dblclick({ position: { x: 8, y: 8 } });
  const editor = box.getByTestId('rich-text-editor');
  await expect(editor).toBeVisible();
  await clickBox(page, 2);
  await expect(editor).toHaveCount(0);
  await clickBox(page, 0);
  await clickBox(page, 2, ['ControlOrMeta']);
  await boxes(page).nth(2).hover();
  await boxes(page).nth(2).getByRole('button', { name: 'Edit text' }).click();
  const open = boxes(page).nth(2).getByTestId('rich-text-editor');
  await expect(open).toBeVisible();
  await open.click();
  await open.click({ modifiers: ['Shift'] });
  await expect.poll(() => selectedIndexes(page)).toEqual([0, 2]);
  await expect(open).toBeVisible();
});

test('the region exposes its breakpoint from its width, and its columns', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await openEditor(page, 0);
  await expect(grid(page)).toHaveAttribute('data-breakpoint', 'desktop');
  await expect(grid(page)).toHaveAttribute('data-columns', '5');
  await page.setViewportSize({ width: 600, height: 800 });
  await expect(grid(page)).toHaveAttribute('data-breakpoint', 'mobile');
  await expect(grid(page)).toHaveAttribute('data-columns', '2');
});

test('faint column guides show while editing, not in preview (issue 33)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, 0);
  const guides = () =>
    grid(page).evaluate((el) => {
      const css = getComputedStyle(el, '::before');
      return { content: css.content, image: css.backgroundImage, width: parseFloat(css.width) };
    });
  const editing = await guides();
  expect(editing.image).toContain('repeating-linear-gradient');
  // The guides cover the columns: the grid's width less its padding.
  const inner = await grid(page).evaluate((el) => {
    const css = getComputedStyle(el);
    return el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight);
  });
  // clientWidth is rounded to a whole pixel, the guides' computed width is not (CI saw 983 against 984).
  expect(Math.abs(editing.width - inner)).toBeLessThanOrEqual(1);
  await page
    .getByRole('toolbar', { name: 'Editor tools' })
    .getByRole('button', { name: 'Preview Mode' })
    .click();
  await expect.poll(async () => (await guides()).content).toBe('none');
});

test('boxes that move glide to their new place for 800 ms', async ({ page }) => {
  await page.goto('/');
  for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes(page)).toHaveCount(3);
  // Let the entry animations finish so the boxes are measured where they rest.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  const from = await center(boxes(page).nth(0));
  const to = await center(boxes(page).nth(2));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
  const layoutAnimations = () =>
    page.evaluate(
      () =>
        document.getAnimations().filter((animation) => animation.effect?.getTiming().duration === 800).length,
    );
  await expect.poll(layoutAnimations).toBeGreaterThan(0);
});
