import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { enter, openPanel, saveAndPublish, statusPill } from './editorPanels';

// Issue 10: the left toolbar's Grid Style and Grid Settings panels, driven through the UI only. What they set is
// read as computed style of the container, its first box and the page around it, in the editor AND on the page
// published from the saved design. Apply to Page is checked on and off on both. The background image is routed.

const BACKDROP_URL = 'https://images.bento.test/backdrop.png';
// A 2×2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const NAVY = { hex: '#1e3a5f', rgb: 'rgb(30, 58, 95)' };
/** The app's own page colour (#ededed): what the page keeps with Apply to Page off. */
const APP_PAGE = 'rgb(237, 237, 237)';
// The Medium and Strong presets as the browser computes them.
const MEDIUM = 'rgba(0, 0, 0, 0.06) 0px 2px 4px 0px, rgba(0, 0, 0, 0.12) 0px 4px 12px 0px';
const STRONG = 'rgba(0, 0, 0, 0.12) 0px 8px 16px 0px, rgba(0, 0, 0, 0.28) 0px 24px 48px 0px';

const container = (page: Page) => page.getByRole('region', { name: 'Content Grid' });

/** What a visitor sees of the grid: the container, its first box and the page just right of the container. */
async function looks(page: Page) {
  return container(page).evaluate((grid) => {
    const css = getComputedStyle(grid);
    const surface = grid.querySelector('[data-box-id]')!.firstElementChild!;
    const box = getComputedStyle(surface);
    const bounds = grid.getBoundingClientRect();
    // The first opaque background from the element just under the container up: the page's colour there (clear
    // of the toolbars at the top of the editor, and of the side panel beside the canvas).
    let pageColour = '';
    for (
      let el = document.elementFromPoint(bounds.left + 8, bounds.bottom + 12);
      el && !pageColour;
      el = el.parentElement
    ) {
      const colour = getComputedStyle(el).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)') pageColour = colour;
    }
    return {
      background: css.backgroundColor,
      image: css.backgroundImage,
      shadow: css.boxShadow,
      maxWidth: css.maxWidth,
      gap: css.columnGap,
      // The desktop spacing whatever the layout: with a panel open the narrower canvas is in tablet layout.
      desktopGap: css.getPropertyValue('--bento-gap-desktop'),
      padding: css.paddingTop,
      columns: grid.getAttribute('data-columns'),
      columnsDrawn: css.gridTemplateColumns.split(' ').length,
      boxRadius: box.borderTopLeftRadius,
      boxShadow: box.boxShadow,
      pageColour,
    };
  });
}

/** Drags a slider's thumb with the mouse to about `target` (of its min–max), in several moves; answers the value. */
async function dragSliderTo(page: Page, slider: Locator, target: number): Promise<number> {
  const { min, max, value } = await slider.evaluate((input: HTMLInputElement) => ({
    min: Number(input.min),
    max: Number(input.max),
    value: Number(input.value),
  }));
  const bounds = (await slider.boundingBox())!;
  // The thumb's centre runs from half a thumb in from each end.
  const thumb = 16;
  const xOf = (v: number) => bounds.x + thumb / 2 + ((v - min) / (max - min)) * (bounds.width - thumb);
  const y = bounds.y + bounds.height / 2;
  await page.mouse.move(xOf(value), y);
  await page.mouse.down();
  await page.mouse.move(xOf((value + target) / 2), y, { steps: 5 });
  await page.mouse.move(xOf(target), y, { steps: 5 });
  await page.mouse.up();
  return Number(await slider.inputValue());
}

test('Grid Style and Grid Settings show in the editor and on the published page; Apply to Page on and off', async ({
  page,
}) => {
  // Two saves, two publishes and two visits: ~15 s alone, 35–42 s with three busy loops beside it (CI runs it beside
  // the canary spec's 20 visitors).
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route(BACKDROP_URL, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
  await signUpViaApi(page.request, { label: 'settings-grid' });
  await page.goto('/');
  await expect(statusPill(page)).toHaveText(/^Saved/);
  await expect(container(page)).toBeVisible();

  // Grid Style opens on the left and the canvas makes room for it.
  const style = await openPanel(page, 'Editor tools', 'Grid Style');
  const panelRight = (await style.boundingBox())!;
  expect(panelRight.x + panelRight.width).toBeLessThanOrEqual((await container(page).boundingBox())!.x);

  // Colour: the page around the container takes it too (Apply to Page is on by default).
  await expect(style.getByRole('switch', { name: 'Apply to Page' })).toBeChecked();
  await enter(style.getByRole('textbox', { name: 'Background colour', exact: true }), NAVY.hex);
  await expect.poll(async () => (await looks(page)).background).toBe(NAVY.rgb);
  expect((await looks(page)).pageColour).toBe(NAVY.rgb);

  // The drop zone: refused files say why (cleared after 3 s, or dismissed); an image becomes the background.
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await style.getByRole('button', { name: 'Choose a file…' }).click();
    await (await chooser).setFiles(file);
  };
  await choose({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2_097_153) });
  await expect(style.getByRole('alert')).toHaveText(/^Image too large \(max: 2\.0MB\)/);
  await expect(style.getByRole('alert')).toHaveCount(0, { timeout: 5_000 });
  await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(style.getByRole('alert')).toHaveText(
    /^Invalid file type\. Allowed types are: jpeg, png, gif, webp/,
  );
  await style.getByRole('button', { name: 'Dismiss error' }).click();
  await expect(style.getByRole('alert')).toHaveCount(0);
  await choose({ name: 'red.png', mimeType: 'image/png', buffer: PNG });
  // Signed in: the chosen file is compressed (a PNG becomes WebP), uploaded, and shown from /uploads/.
  await expect
    .poll(async () => (await looks(page)).image)
    .toMatch(/^url\(".*\/uploads\/[0-9a-f]{64}\.webp"\)$/);

  // An image URL replaces it; Box Shadow and Container Shadow.
  await enter(style.getByRole('textbox', { name: 'Background image URL' }), BACKDROP_URL);
  await expect.poll(async () => (await looks(page)).image).toBe(`url("${BACKDROP_URL}")`);
  await style.getByRole('combobox', { name: 'Box Shadow' }).selectOption({ label: 'Medium' });
  await style.getByRole('combobox', { name: 'Container Shadow' }).selectOption({ label: 'Strong' });

  // Grid Settings: the corner slider's far end keeps 50 px and raises the squircle strength to 9.
  const settings = await openPanel(page, 'Editor tools', 'Grid Settings');
  await expect(style).toHaveCount(0);
  const corner = settings.getByRole('slider', { name: 'Corner Radius' });
  expect(await dragSliderTo(page, corner, 100)).toBe(100);
  await expect(corner).toHaveAttribute('aria-valuetext', '50 px · strength 9');
  await expect(settings.getByRole('slider', { name: 'Squircle Strength' })).toHaveValue('9');
  await expect.poll(async () => (await looks(page)).boxRadius).toBe('50px');
  // The number boxes clamp to the §5 limits.
  await enter(settings.getByRole('textbox', { name: 'Corner Radius value' }), '20');
  await enter(settings.getByRole('textbox', { name: 'Columns value' }), '12');
  await expect(settings.getByRole('textbox', { name: 'Columns value' })).toHaveValue('9');
  await enter(settings.getByRole('textbox', { name: 'Columns value' }), '3');
  await enter(settings.getByRole('textbox', { name: 'Max Screen Width value' }), '960');
  await enter(settings.getByRole('textbox', { name: 'Box Padding value' }), '40');
  await enter(settings.getByRole('textbox', { name: 'Box Spacing value' }), '24');
  await expect.poll(async () => (await looks(page)).desktopGap).toBe('24px');

  // A slider drag applies live; Undo restores the value from before the drag in one step, Redo brings it back.
  const spacing = settings.getByRole('slider', { name: 'Box Spacing' });
  const dragged = await dragSliderTo(page, spacing, 60);
  expect(Math.abs(dragged - 60)).toBeLessThanOrEqual(3);
  await expect.poll(async () => (await looks(page)).desktopGap).toBe(`${dragged}px`);
  const actions = page.getByRole('toolbar', { name: 'Actions' });
  // (A click outside the panel, here on Undo, closes it: editor-core.md §2.)
  await actions.getByRole('button', { name: 'Undo' }).click();
  await expect(settings).toHaveCount(0);
  await expect.poll(async () => (await looks(page)).gap).toBe('24px');
  await openPanel(page, 'Editor tools', 'Grid Settings');
  await expect(settings.getByRole('textbox', { name: 'Box Spacing value' })).toHaveValue('24');
  await expect(settings.getByRole('textbox', { name: 'Max Screen Width value' })).toHaveValue('960');
  await settings.getByRole('button', { name: 'Close Grid Settings' }).click();
  await actions.getByRole('button', { name: 'Redo' }).click();

  // Closed, the canvas has its full width again (desktop layout).
  const expected = {
    background: NAVY.rgb,
    image: `url("${BACKDROP_URL}")`,
    shadow: STRONG,
    maxWidth: '960px',
    gap: `${dragged}px`,
    desktopGap: `${dragged}px`,
    padding: '40px',
    columns: '3',
    columnsDrawn: 3,
    boxRadius: '20px',
    boxShadow: MEDIUM,
    pageColour: NAVY.rgb,
  };
  await expect.poll(() => looks(page)).toEqual(expected);

  // Saved through the sidebar card, published, opened as a visitor would: the same look.
  const slug = await saveAndPublish(page, 'Grid settings', 'grid');
  await page.goto(`/${slug}`);
  await expect(container(page)).toBeVisible();
  await expect.poll(() => looks(page)).toEqual(expected);

  // Apply to Page off: the page keeps its own colour, in the editor and on a site published from it. The edit is
  // made as soon as the grid is drawn, before the sidebar perhaps: auto-save still sees it.
  await page.goto('/');
  await expect(container(page)).toBeVisible();
  await (
    await openPanel(page, 'Editor tools', 'Grid Style')
  )
    .getByRole('switch', { name: 'Apply to Page' })
    .uncheck();
  await page.getByRole('button', { name: 'Close Grid Style' }).click();
  const withoutPage = { ...expected, pageColour: APP_PAGE };
  await expect.poll(() => looks(page)).toEqual(withoutPage);
  const plainSlug = await saveAndPublish(page, 'Grid settings, plain page', 'grid');
  await page.goto(`/${plainSlug}`);
  await expect(container(page)).toBeVisible();
  await expect.poll(() => looks(page)).toEqual(withoutPage);
});
