import { expect, test, type Locator, type Page } from '@playwright/test';

// Rich-text editing of a box (editor-core.md §4 'Text editing', §5 'Links') in the production build: the
// Lexical editor replaces the box's text while editingId is that box, with the floating text toolbar.

function editor(page: Page) {
  const grid = page.getByRole('region', { name: 'Content Grid' });
  const boxes = grid.locator('[data-box-id]');
  const text = page.getByRole('textbox', { name: 'Box text' });
  const toolbar = page.getByRole('toolbar', { name: 'Text formatting' });
  return { grid, boxes, text, toolbar };
}

/** Opens the editor page with its default document (one box). */
async function open(page: Page) {
  await page.goto('/');
  const e = editor(page);
  await expect(e.boxes).toHaveCount(1);
  return e;
}

/** Double-click (two clicks within 300 ms) starts editing the box's text. */
async function startEditing(page: Page, box: Locator) {
  await box.dblclick();
  const text = editor(page).text;
  await expect(text).toBeFocused();
  return text;
}

test('typed text is saved on Escape, shown by the box and undone/redone with the document', async ({
  page,
}) => {
  const e = await open(page);
  const box = e.boxes.first();
  await expect(box).toContainText('Double-click to add/edit text');
  const text = await startEditing(page, box);
  await expect(e.toolbar).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Hello bento');
  // Pressing the box around the text keeps editing.
  const size = await box.boundingBox();
  await box.click({ position: { x: 12, y: (size?.height ?? 40) - 12 } });
  await expect(text).toBeFocused();
  await expect(e.toolbar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(e.text).toHaveCount(0);
  await expect(e.toolbar).toHaveCount(0);
  await expect(box.getByRole('paragraph')).toHaveText('Hello bento');
  await expect(text).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+z');
  await expect(box).toContainText('Double-click to add/edit text');
  await expect(box).not.toContainText('Hello bento');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(box.getByRole('paragraph')).toHaveText('Hello bento');
});

test('typing into the first box replaces its placeholder: what you type is what you publish', async ({
  page,
}) => {
  const e = await open(page);
  const box = e.boxes.first();
  // Not content, and it looks it.
  const label = box.locator('[data-placeholder]');
  await expect(label).toHaveText('Double-click to add/edit text');
  await expect(label).toHaveCSS('font-style', 'italic');
  // Muted by its colour, not by opacity: an opacity below 1 would make every placeholder a paint layer (issue 34).
  await expect(label).toHaveCSS('color', /\/ 0\.72\)$/);
  await expect(label).toHaveCSS('opacity', '1');
  const text = await startEditing(page, box);
  await page.keyboard.type('Hello');
  await expect(text).toHaveText('Hello');
  await page.keyboard.press('Escape');
  await expect(box.getByRole('paragraph')).toHaveText('Hello');
  await expect(box.locator('[data-placeholder]')).toHaveCount(0);
});

test("a 'New Box n' placeholder is selected: the first typed character replaces it", async ({ page }) => {
  const e = await open(page);
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(e.boxes).toHaveCount(2);
  const box = e.boxes.nth(1);
  await expect(box).toContainText(/New Box \d+/);
  const text = await startEditing(page, box);
  await page.keyboard.type('X');
  await expect(text).toHaveText('X');
  await page.keyboard.press('Escape');
  await expect(box.getByRole('paragraph')).toHaveText('X');
});

test('Space and Backspace typed in the text neither add nor delete boxes', async ({ page }) => {
  const e = await open(page);
  const box = e.boxes.first();
  const text = await startEditing(page, box);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('a b c');
  await page.keyboard.press('Space');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(text).toHaveText(/^a b\s*$/);
  await expect(e.boxes).toHaveCount(1);
  // Blur (a click outside the box) ends editing and saves.
  await page.getByTestId('editor-canvas').click({ position: { x: 5, y: 5 } });
  await expect(text).toHaveCount(0);
  await expect(box.getByRole('paragraph')).toHaveText('a b');
  await expect(e.boxes).toHaveCount(1);
});

test('bold from the toolbar is saved; the box keeps it after editing', async ({ page }) => {
  const e = await open(page);
  const box = e.boxes.first();
  await startEditing(page, box);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Strong words');
  await page.keyboard.press('ControlOrMeta+a');
  await e.toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(e.toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  await expect(e.text).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box.locator('strong')).toHaveText('Strong words');
});

test('the link toolbar links the selection: new tab, noopener noreferrer, no navigation while editing', async ({
  page,
}) => {
  const e = await open(page);
  const box = e.boxes.first();
  const text = await startEditing(page, box);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Visit us');
  await page.keyboard.press('ControlOrMeta+a');
  await e.toolbar.getByRole('button', { name: 'Add link' }).click();
  const url = e.toolbar.getByRole('textbox', { name: 'Link URL' });
  await expect(url).toBeFocused();
  await url.fill('example.com');
  await url.press('Enter');
  await expect(url).toHaveCount(0);
  const link = text.locator('a');
  await expect(link).toHaveAttribute('href', 'http://example.com');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // Clicking the link while editing opens nothing.
  const before = page.url();
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await link.click();
  expect(page.url()).toBe(before);
  expect(popups).toBe(0);
  await expect(text).toBeFocused();
  await page.keyboard.press('Escape');
  const saved = box.locator('a');
  await expect(saved).toHaveText('Visit us');
  await expect(saved).toHaveAttribute('href', 'http://example.com');
  await expect(saved).toHaveAttribute('target', '_blank');
  await expect(saved).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(saved).toHaveCSS('text-decoration-line', 'underline');
});

test('on a 360 px phone every text toolbar control is on screen (issue 33)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const e = await open(page);
  await startEditing(page, e.boxes.first());
  await expect(e.toolbar).toBeVisible();
  const controls = e.toolbar.locator('button, select, input');
  expect(await controls.count()).toBeGreaterThan(5);
  const outside = await controls.evaluateAll((nodes) =>
    nodes
      .map((node) => ({
        name: node.getAttribute('aria-label') ?? node.textContent,
        rect: node.getBoundingClientRect(),
      }))
      .filter(
        ({ rect }) => rect.left < 0 || rect.top < 0 || rect.right > innerWidth || rect.bottom > innerHeight,
      )
      .map(({ name }) => name),
  );
  expect(outside).toEqual([]);
  await e.toolbar.getByRole('button', { name: 'Close text editor' }).click();
  await expect(e.toolbar).toHaveCount(0);
});
