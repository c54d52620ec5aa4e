import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { openPanel, saveAndPublish, statusPill } from './editorPanels';

// Issue 10: the Background, Button Action and Embed Iframe tabs of the per-box pill toolbar, driven through the UI
// only. What they set is checked as computed style in the editor AND on the page published from the saved design
// (same renderer, same look). Nothing external is loaded: the image is a data: URL, the embed host is routed.

// A 2×2 red PNG.
const IMAGE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
const EMBED_URL = 'https://embed.bento.test/player?id=7';

const grid = (page: Page) => page.getByRole('region', { name: 'Content Grid' });
const boxes = (page: Page) => grid(page).locator('[data-box-id]');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Designs' });

async function selectBox(box: Locator) {
  await box.click({ position: { x: 8, y: 8 } });
  await expect(box).toHaveAttribute('data-selected', 'true');
}

/** What the user sees of a box: its surface's computed style, its image, link and frame. */
async function looks(box: Locator) {
  return box.evaluate((element) => {
    const surface = element.firstElementChild as HTMLElement;
    const css = getComputedStyle(surface);
    const frame = surface.querySelector('iframe');
    return {
      backgroundColor: css.backgroundColor,
      opacity: css.opacity,
      backdropFilter: css.backdropFilter,
      border: `${css.borderTopWidth} ${css.borderTopStyle} ${css.borderTopColor}`,
      image: surface.querySelector('img')?.getAttribute('src') ?? null,
      imageShown: (surface.querySelector('img')?.naturalWidth ?? 0) > 0,
      link: element.getAttribute('data-link-url'),
      linkTarget: element.getAttribute('data-link-target'),
      frame: frame && { src: frame.getAttribute('src'), title: frame.title, height: frame.offsetHeight > 0 },
    };
  });
}

/** Drags a range input's thumb from its right end to `fraction` of its width with the mouse; answers the value. */
async function dragSlider(page: Page, slider: Locator, fraction: number): Promise<number> {
  await slider.scrollIntoViewIfNeeded();
  const bounds = (await slider.boundingBox())!;
  const y = bounds.y + bounds.height / 2;
  await page.mouse.move(bounds.x + bounds.width - 4, y);
  await page.mouse.down();
  for (const step of [0.85, 0.7, fraction])
    await page.mouse.move(bounds.x + bounds.width * step, y, { steps: 4 });
  await page.mouse.up();
  return Number(await slider.inputValue());
}

test('background, border, link and embed set in the tabs show in the editor and on the published page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.route('https://embed.bento.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Embedded player</p>' }),
  );
  await signUpViaApi(page.request, { label: 'settings-media' });
  await page.goto('/');
  await expect(sidebar(page).getByRole('list', { name: 'Your designs' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await expect(statusPill(page)).toHaveText(/^Saved/);
  await page.getByRole('button', { name: 'Add box' }).click();
  await expect(boxes(page)).toHaveCount(2);
  const [mainId, glassId] = await boxes(page).evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).dataset.boxId!),
  );
  const main = grid(page).locator(`[data-box-id="${mainId}"]`);
  const glass = grid(page).locator(`[data-box-id="${glassId}"]`);

  // Background: colour, image URL, then an opacity drag.
  await selectBox(main);
  const background = await openPanel(page, 'Box settings', 'Background');
  const colour = background.getByRole('textbox', { name: 'Background colour', exact: true });
  await colour.fill('#3366ff');
  await colour.press('Enter');
  const image = background.getByRole('textbox', { name: 'Image URL' });
  // A plain http:// address would be kept and never shown (pages load https:// images only): refused, saying why.
  await image.fill('http://photos.example.org/a.jpg');
  await image.press('Enter');
  await expect(background.getByText(/^Use an https:\/\/ address/)).toBeVisible();
  await image.fill(IMAGE_URL);
  await image.press('Enter');
  await expect.poll(async () => (await looks(main)).image).toBe(IMAGE_URL);
  expect(await looks(main)).toMatchObject({ backgroundColor: 'rgb(51, 102, 255)', opacity: '1' });

  const opacity = background.getByRole('slider', { name: 'Opacity', exact: true });
  const dragged = await dragSlider(page, opacity, 0.4);
  expect(dragged).toBeGreaterThan(0.2);
  expect(dragged).toBeLessThan(0.6);
  await expect.poll(async () => Number((await looks(main)).opacity)).toBeCloseTo(dragged, 2);

  // Undo after the drag restores the value from before it in one step (the image set before stays).
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await looks(main)).opacity).toBe('1');
  expect((await looks(main)).image).toBe(IMAGE_URL);
  await expect(opacity).toHaveValue('1');
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Redo' }).click();
  await expect(opacity).toHaveValue(String(dragged));

  // Glass on the second box: the open panel edits the new selection.
  await selectBox(glass);
  await background.getByRole('switch', { name: 'Glass effect' }).check();
  await expect.poll(async () => (await looks(glass)).backdropFilter).toBe('blur(8px)');

  // Border on the same box: a colour, then the width with the keyboard (each arrow one step).
  const border = await openPanel(page, 'Box settings', 'Border');
  const borderColour = border.getByRole('textbox', { name: 'Border colour', exact: true });
  await borderColour.fill('#ff0000');
  await borderColour.press('Enter');
  await border.getByRole('slider', { name: 'Border width' }).focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(border.getByRole('slider', { name: 'Border width' })).toHaveValue('3');
  // Lengths are read with no panel open: beside one the canvas is drawn smaller (CSS zoom scales them).
  await border.getByRole('button', { name: 'Close Border' }).click();
  await expect.poll(async () => (await looks(glass)).border).toBe('3px solid rgb(255, 0, 0)');
  await openPanel(page, 'Box settings', 'Background');

  // Button Action: a link without a scheme gets https://.
  await selectBox(main);
  const action = await openPanel(page, 'Box settings', 'Button Action');
  // Something that is no address is refused, not saved as 'https://not%20a%20url…' (Chromium escapes the spaces).
  await action.getByRole('textbox', { name: 'Link URL' }).fill('not a url with spaces');
  await expect(action.getByText('Please enter a valid URL')).toBeVisible();
  await expect(action.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await action.getByRole('textbox', { name: 'Link URL' }).fill('example.com/hello');
  await action.getByRole('button', { name: 'Apply' }).click();
  await expect(action.getByRole('status')).toHaveText('Link updated!');

  // Embed Iframe: a URL and a title.
  const embed = await openPanel(page, 'Box settings', 'Embed Iframe');
  await embed.getByRole('textbox', { name: 'Iframe URL' }).fill(EMBED_URL);
  await embed.getByRole('textbox', { name: 'Iframe title' }).fill('Demo player');
  await embed.getByRole('button', { name: 'Apply' }).click();
  await expect(embed.getByRole('status')).toHaveText('Iframe settings applied successfully!');

  const expectedMain = {
    backgroundColor: 'rgb(51, 102, 255)',
    opacity: String(dragged),
    image: IMAGE_URL,
    imageShown: true,
    link: 'https://example.com/hello',
    linkTarget: '_blank',
    frame: { src: EMBED_URL, title: 'Demo player', height: true },
  };
  const expectedGlass = {
    backgroundColor: 'rgba(255, 255, 255, 0.1)',
    backdropFilter: 'blur(8px)',
    border: '3px solid rgb(255, 0, 0)',
  };
  // Compared with no panel open (beside one the canvas is drawn smaller, which scales lengths).
  await embed.getByRole('button', { name: 'Close Embed Iframe' }).click();
  await expect.poll(() => looks(main)).toMatchObject(expectedMain);
  expect(await looks(glass)).toMatchObject(expectedGlass);

  // Saved through the sidebar card, published, opened as a visitor would.
  const slug = await saveAndPublish(page, 'Media and links', 'media');
  await page.goto(`/${slug}`);
  const site = (id: string) => page.locator(`[data-box-id="${id}"]`);
  await expect(site(mainId!)).toBeVisible();
  // The inline image was uploaded when the design was saved (signed in): the page shows it from /uploads/.
  await expect
    .poll(() => looks(site(mainId!)))
    .toMatchObject({ ...expectedMain, image: expect.stringMatching(/^\/uploads\/[0-9a-f]{64}\.png$/) });
  expect(await looks(site(glassId!))).toMatchObject(expectedGlass);
  await expect(site(mainId!)).toHaveCSS('cursor', 'pointer');
});
