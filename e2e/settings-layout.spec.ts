import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { enter, openPanel, saveAndPublish, statusPill } from './editorPanels';

// Issue 10: the Alignment and Size and the Responsive tabs of the per-box pill toolbar, driven through the UI only.
// Spans, a nested element's alignment and width, per-breakpoint spans and order and hiding on mobile are read as
// the computed grid placement of the boxes: in the editor (the Responsive tab switches the canvas to mobile and
// desktop) AND on the page published from the saved design, at 390 px and 1280 px.

const grid = (page: Page) => page.getByRole('region', { name: 'Content Grid' });
const boxes = (page: Page) => grid(page).locator('[data-box-id]');
const boxById = (page: Page, id: string) => grid(page).locator(`[data-box-id="${id}"]`);
const canvas = (page: Page) => page.getByTestId('editor-canvas');

/** Chooses an option of a group of choice buttons (a radio group drawn as buttons). */
async function choose(panel: Locator, group: string, option: string) {
  await panel.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
}

/** Presses one of the Responsive tab's Mobile / Tablet / Desktop buttons: the canvas shows that breakpoint. */
async function showCanvasAt(panel: Locator, breakpoint: 'Mobile' | 'Tablet' | 'Desktop') {
  const button = panel.getByRole('group', { name: 'Breakpoint' }).getByRole('button', { name: breakpoint });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Where the grid draws a box: shown or not, its spans and its order. */
function placement(box: Locator) {
  return box.evaluate((el) => {
    const css = getComputedStyle(el);
    return { display: css.display, columns: css.gridColumnEnd, rows: css.gridRowEnd, order: css.order };
  });
}

const topOf = async (box: Locator) => (await box.boundingBox())?.y ?? Number.NaN;

/** A nested element: its placement in its box, the width stored and drawn, and the room its slot has. */
function nestedLooks(nested: Locator) {
  return nested.evaluate((el: HTMLElement) => {
    const css = getComputedStyle(el);
    const group = el.parentElement!;
    const groupCss = getComputedStyle(group);
    const room = group.clientWidth - parseFloat(groupCss.paddingLeft) - parseFloat(groupCss.paddingRight);
    return {
      justifySelf: css.justifySelf,
      alignSelf: css.alignSelf,
      stored: el.style.width,
      // In CSS px of the canvas (drawn smaller with zoom while a panel is open).
      drawn: el.getBoundingClientRect().width / (el.currentCSSZoom || 1),
      room,
    };
  });
}

test('spans, nested placement and the responsive layout show in the editor and on the published page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signUpViaApi(page.request, { label: 'settings-layout' });
  await page.goto('/');
  await expect(statusPill(page)).toHaveText(/^Saved/);
  await expect(boxes(page)).toHaveCount(1);
  for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes(page)).toHaveCount(3);
  const [idA, idB, idC] = await boxes(page).evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).dataset.boxId!),
  );
  const [boxA, boxB, boxC] = [idA!, idB!, idC!].map((id) => boxById(page, id)) as [Locator, Locator, Locator];

  // Alignment and Size: box A spans 2 columns and 2 rows, box B 2 columns.
  await boxA.click({ position: { x: 8, y: 8 } });
  const size = await openPanel(page, 'Box settings', 'Alignment and Size');
  await enter(size.getByRole('textbox', { name: 'Column span value' }), '2');
  await enter(size.getByRole('textbox', { name: 'Row span value' }), '2');
  await expect(size.getByRole('slider', { name: 'Row span' })).toHaveAttribute('aria-valuetext', '2 rows');
  await boxB.click({ position: { x: 8, y: 8 } });
  await enter(size.getByRole('textbox', { name: 'Column span value' }), '2');

  // A nested element in B: the tab edits it once it is selected.
  await boxB.hover();
  await boxB.getByRole('button', { name: 'Add nested element' }).click();
  const nested = boxB.locator('[data-nested-box-id]');
  await expect(nested).toHaveCount(1);
  await nested.click();
  await expect(size.getByText('Nested element', { exact: true })).toBeVisible();
  await choose(size, 'Horizontal alignment', 'End');
  await choose(size, 'Vertical alignment', 'Bottom');
  await expect.poll(() => nestedLooks(nested)).toMatchObject({ justifySelf: 'end', alignSelf: 'end' });

  // The width grows by 15 per click up to the room its slot has, and never past it (the defect: the stored width
  // kept growing while the drawn one stayed put, each press an undo step).
  const width = size.getByRole('group', { name: 'Width' });
  const widthValue = width.getByRole('status', { name: 'Width value' });
  const seen: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await width.getByRole('button', { name: 'Grow width' }).click();
    const value = (await widthValue.textContent()) ?? '';
    if (value === seen.at(-1)) break;
    seen.push(value);
  }
  const widest = await nestedLooks(nested);
  expect(seen.length).toBeGreaterThan(2);
  expect(widest.stored).toBe(seen.at(-1));
  expect(parseFloat(widest.stored)).toBeLessThanOrEqual(widest.room);
  expect(Math.abs(parseFloat(widest.stored) - widest.drawn)).toBeLessThan(1);
  expect(widest.room - parseFloat(widest.stored)).toBeLessThan(15);
  // Ctrl+← takes a step back; Ctrl+→ grows to the room again and no further: the presses that change nothing are
  // no undo steps, so one Undo goes back to the narrower width.
  const widest15 = `${parseFloat(widest.stored) - 15}px`;
  await nested.click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Control+ArrowLeft');
  await expect(widthValue).toHaveText(widest15);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Control+ArrowRight');
  await expect(widthValue).toHaveText(widest.stored);
  const actions = page.getByRole('toolbar', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await nestedLooks(nested)).stored).toBe(widest15);

  // Back to auto (as Cmd/Ctrl+0), then one step wider: the width the published page draws too.
  await nested.click({ position: { x: 4, y: 4 } });
  const sizePanel = await openPanel(page, 'Box settings', 'Alignment and Size');
  await sizePanel.getByRole('button', { name: 'Reset size to auto' }).click();
  await expect(widthValue).toHaveText('auto');
  await width.getByRole('button', { name: 'Grow width' }).click();
  const nestedWidth = (await widthValue.textContent())!;
  expect(nestedWidth).toMatch(/^\d+px$/);

  // Responsive, for box C: the canvas switches to mobile (375 px) and the grid follows.
  await boxC.click({ position: { x: 8, y: 8 } });
  const responsive = await openPanel(page, 'Box settings', 'Responsive');
  await showCanvasAt(responsive, 'Mobile');
  await expect(grid(page)).toHaveAttribute('data-breakpoint', 'mobile');
  await expect(grid(page)).toHaveAttribute('data-columns', '2');
  await expect.poll(async () => (await canvas(page).boundingBox())?.width).toBe(375);
  const mobile = responsive.getByRole('group', { name: 'Mobile layout (sm)' });
  await enter(mobile.getByRole('textbox', { name: 'Column span value' }), '2');
  await enter(mobile.getByRole('textbox', { name: 'Order value' }), '-1');
  // Box A is hidden on mobile.
  await boxA.click({ position: { x: 8, y: 8 } });
  await responsive.getByRole('switch', { name: 'Hide on mobile' }).click();
  await expect(responsive.getByRole('switch', { name: 'Hide on mobile' })).toBeChecked();

  const mobileLayout = async () => ({
    a: (await placement(boxA)).display,
    b: await placement(boxB),
    c: await placement(boxC),
    cFirst: (await topOf(boxC)) < (await topOf(boxB)),
  });
  const expectedMobile = {
    a: 'none',
    // B's 2 columns fall back to half the 2 mobile columns; C spans both and comes first.
    b: { display: 'flex', columns: 'span 1', rows: 'span 1', order: '1' },
    c: { display: 'flex', columns: 'span 2', rows: 'span 1', order: '-1' },
    cFirst: true,
  };
  await expect.poll(mobileLayout).toEqual(expectedMobile);

  // Desktop: the canvas takes (at least) the desktop width, drawn smaller beside the panel.
  await showCanvasAt(responsive, 'Desktop');
  await expect(grid(page)).toHaveAttribute('data-breakpoint', 'desktop');
  await expect(grid(page)).toHaveAttribute('data-columns', '5');
  const desktopLayout = async () => ({
    a: await placement(boxA),
    b: await placement(boxB),
    c: await placement(boxC),
    nested: await nested.evaluate((el: HTMLElement) => ({
      justifySelf: getComputedStyle(el).justifySelf,
      width: el.style.width,
    })),
  });
  const expectedDesktop = {
    a: { display: 'flex', columns: 'span 2', rows: 'span 2', order: '0' },
    b: { display: 'flex', columns: 'span 2', rows: 'span 1', order: '1' },
    c: { display: 'flex', columns: 'span 1', rows: 'span 1', order: '2' },
    nested: { justifySelf: 'end', width: nestedWidth },
  };
  await expect.poll(desktopLayout).toEqual(expectedDesktop);

  // Closing the tab gives the canvas its own width back.
  await page.getByRole('button', { name: 'Close Responsive' }).click();
  await expect(canvas(page)).not.toHaveAttribute('data-edited-breakpoint');
  await expect.poll(async () => (await canvas(page).getAttribute('style')) ?? '').toBe('');

  // The published page at the matching viewport widths: the same placement and visibility.
  const slug = await saveAndPublish(page, 'Layout settings', 'layout');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${slug}`);
  await expect(grid(page)).toBeVisible();
  await expect.poll(desktopLayout).toEqual(expectedDesktop);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(mobileLayout).toEqual(expectedMobile);
});
