import { expect, test, type Page } from '@playwright/test';

// The editor's keyboard shortcuts (editor-core.md §6), floating action toolbar and keyboard help panel, in the
// production build. Selection is read from [data-selected="true"] on the [data-box-id] elements.

function editor(page: Page) {
  const grid = page.getByRole('region', { name: 'Content Grid' });
  const boxes = grid.locator('[data-box-id]');
  const selected = grid.locator('[data-box-id][data-selected="true"]');
  const boxIds = () => boxes.evaluateAll((els) => els.map((el) => el.getAttribute('data-box-id') ?? ''));
  const selectedIds = () =>
    selected.evaluateAll((els) => els.map((el) => el.getAttribute('data-box-id') ?? ''));
  const helpTitle = page.getByRole('region', { name: 'Keyboard shortcuts' }).getByRole('heading');
  const toolbar = page.getByRole('toolbar', { name: 'Actions' });
  return { grid, boxes, selected, boxIds, selectedIds, helpTitle, toolbar };
}

/** Opens the editor with `count` boxes (the default document has one), nothing selected. */
async function openWith(page: Page, count: number) {
  await page.goto('/');
  const e = editor(page);
  await expect(e.boxes).toHaveCount(1);
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Space');
    await expect(e.boxes).toHaveCount(i + 1);
  }
  await page.keyboard.press('Escape');
  await expect(e.selected).toHaveCount(0);
  return e;
}

test('Space and + add a box and select it; Backspace deletes and selects the previous box', async ({
  page,
}) => {
  const e = await openWith(page, 1);
  await page.keyboard.press('Space');
  await expect(e.boxes).toHaveCount(2);
  const [first, second] = await e.boxIds();
  await expect(e.selected).toHaveCount(1);
  expect(await e.selectedIds()).toEqual([second]);

  await page.keyboard.press('+');
  await expect(e.boxes).toHaveCount(3);
  const third = (await e.boxIds())[2];
  expect(await e.selectedIds()).toEqual([third]);

  await page.keyboard.press('Backspace');
  await expect(e.boxes).toHaveCount(2);
  await expect.poll(e.selectedIds).toEqual([second]);
  await page.keyboard.press('Delete');
  await expect(e.boxes).toHaveCount(1);
  await expect.poll(e.selectedIds).toEqual([first]);
});

test('Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo', async ({ page }) => {
  const e = await openWith(page, 1);
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await expect(e.boxes).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await expect(e.boxes).toHaveCount(2);
  await page.keyboard.press('Control+z');
  await expect(e.boxes).toHaveCount(1);
  await page.keyboard.press('Control+Shift+Z');
  await expect(e.boxes).toHaveCount(2);
  await page.keyboard.press('Control+y');
  await expect(e.boxes).toHaveCount(3);
});

test('arrows move the selection and wrap; Ctrl+A selects all; Escape clears', async ({ page }) => {
  const e = await openWith(page, 3);
  const [a, b, c] = await e.boxIds();
  await page.keyboard.press('ArrowRight');
  expect(await e.selectedIds()).toEqual([a]);
  await page.keyboard.press('ArrowRight');
  await expect.poll(e.selectedIds).toEqual([b]);
  await page.keyboard.press('ArrowDown');
  await expect.poll(e.selectedIds).toEqual([c]);
  await page.keyboard.press('ArrowRight');
  await expect.poll(e.selectedIds).toEqual([a]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(e.selectedIds).toEqual([c]);

  await page.keyboard.press('Control+a');
  await expect(e.selected).toHaveCount(3);
  await expect(e.helpTitle).toHaveText('3 Boxes Selected');
  await page.keyboard.press('Escape');
  await expect(e.selected).toHaveCount(0);
  await expect(e.helpTitle).toHaveText('Editor');
});

test('Alt+ArrowRight reorders, Ctrl+ArrowRight widens, Ctrl+D duplicates', async ({ page }) => {
  const e = await openWith(page, 3);
  const [a, b, c] = await e.boxIds();
  await page.keyboard.press('ArrowRight');
  await expect.poll(e.selectedIds).toEqual([a]);

  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(e.boxIds).toEqual([b, a, c]);
  expect(await e.selectedIds()).toEqual([a]);

  const box = e.grid.locator(`[data-box-id="${a}"]`);
  const before = (await box.boundingBox())!.width;
  await page.keyboard.press('Control+ArrowRight');
  await expect.poll(async () => (await box.boundingBox())!.width).toBeGreaterThan(before * 1.5);

  await page.keyboard.press('Control+d');
  await expect(e.boxes).toHaveCount(4);
  const ids = await e.boxIds();
  expect(ids.slice(0, 2)).toEqual([b, a]);
  await expect.poll(e.selectedIds).toEqual([ids[2]]);
});

test('typing in a text field does not trigger shortcuts', async ({ page }) => {
  const e = await openWith(page, 1);
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Scratch field');
    document.body.append(input);
  });
  const field = page.getByRole('textbox', { name: 'Scratch field' });
  await field.focus();
  await page.keyboard.type(' + -');
  await page.keyboard.press('Backspace');
  await expect(field).toHaveValue(' + ');
  await expect(e.boxes).toHaveCount(1);
});

test('toolbar buttons add, delete, duplicate, undo and redo', async ({ page }) => {
  const e = await openWith(page, 1);
  const button = (name: string) => e.toolbar.getByRole('button', { name, exact: true });
  await expect(button('Delete selected')).toBeDisabled();
  await expect(button('Duplicate selected')).toBeDisabled();
  await expect(button('Redo')).toBeDisabled();

  await button('Add box').click();
  await expect(e.boxes).toHaveCount(2);
  const added = (await e.boxIds())[1];
  expect(await e.selectedIds()).toEqual([added]);

  await button('Duplicate selected').click();
  await expect(e.boxes).toHaveCount(3);
  await button('Delete selected').click();
  await expect(e.boxes).toHaveCount(2);
  await expect.poll(e.selectedIds).toEqual([added]);

  await button('Undo').click();
  await expect(e.boxes).toHaveCount(3);
  await expect(button('Redo')).toBeEnabled();
  await button('Redo').click();
  await expect(e.boxes).toHaveCount(2);
  await expect(button('Redo')).toBeDisabled();
});

test('the help panel title follows the selection', async ({ page }) => {
  const e = await openWith(page, 2);
  await expect(e.helpTitle).toHaveText('Editor');
  await page.keyboard.press('ArrowRight');
  await expect(e.helpTitle).toHaveText('Box Selected');
  await page.keyboard.press('Control+a');
  await expect(e.helpTitle).toHaveText('2 Boxes Selected');
  await page.keyboard.press('Escape');
  await expect(e.helpTitle).toHaveText('Editor');
});
