import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

// Export Image (issue 12): the grid as a PNG at 2× its CSS size, drawn with the boxes' colours; an image whose host
// does not allow copying leaves its box blank and is named, the export still completes.

const COLORS = ['#ef4444', '#22c55e', '#3b82f6', '#eab308', '#a855f7', '#0ea5e9'];
const OPEN_IMAGE = 'https://images.bento.test/open.png';
const CLOSED_IMAGE = 'https://images.bento.test/closed.png';
// A 2×2 red PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

function gridData() {
  const boxes = COLORS.map((bgColor, index) => ({
    id: `image-${index + 1}`,
    contentId: '',
    colSpan: index === 0 ? 2 : 1,
    rowSpan: 1,
    order: index,
    style: {
      bgColor,
      // Box 5: an image its host lets other sites copy (CORS); box 6: one it does not.
      ...(index === 4 ? { bgImageUrl: OPEN_IMAGE } : {}),
      ...(index === 5 ? { bgImageUrl: CLOSED_IMAGE } : {}),
    },
  }));
  return { boxes, gridSettings: { columnsCount: 4 }, selectedBoxIds: [], lastSelectedBoxId: null };
}

const filePanel = (page: Page) => page.getByRole('region', { name: 'File' });
const grid = (page: Page) => page.locator('section[data-columns]');

async function openWithGrid(page: Page) {
  await page.route(OPEN_IMAGE, (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
  // Playwright would allow a CORS request it fulfils without the header; this host allows another site only.
  await page.route(CLOSED_IMAGE, (route) =>
    route.fulfill({
      contentType: 'image/png',
      body: PNG,
      headers: { 'Access-Control-Allow-Origin': 'https://another-site.example' },
    }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'File', exact: true }).click();
  await filePanel(page)
    .getByLabel('Import JSON file')
    .setInputFiles({
      name: 'grid.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(gridData())),
    });
  await expect(grid(page).locator('[data-box-id]')).toHaveCount(COLORS.length);
  await expect
    .poll(() =>
      grid(page)
        .locator('img')
        .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)),
    )
    .toBe(true);
}

/** Exports through the File panel; answers the PNG bytes and the alerts shown. */
async function exportImage(page: Page, name: string) {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'prompt') void dialog.accept(name);
    else {
      alerts.push(dialog.message());
      void dialog.accept();
    }
  });
  if (!(await filePanel(page).isVisible()))
    await page.getByRole('button', { name: 'File', exact: true }).click();
  const download = page.waitForEvent('download');
  await filePanel(page).getByRole('button', { name: 'Export Image' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name}.png`);
  const png = await readFile((await file.path())!);
  await expect(filePanel(page).getByRole('button', { name: 'Export Image' })).toBeEnabled();
  return { png, alerts };
}

/** Width and height from the PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The colour of the PNG at each point (device pixels), read by the browser (an image: the page's CSP allows data:). */
async function pixelsAt(page: Page, png: Buffer, points: { x: number; y: number }[]) {
  return page.evaluate(
    async ({ base64, at }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return at.map(({ x, y }) => [
        ...context.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3),
      ]);
    },
    { base64: png.toString('base64'), at: points },
  );
}

const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

for (const width of [1440, 390]) {
  test(`at ${width} px, Export Image downloads the grid at 2× with the boxes' colours; a closed image host leaves its box blank and is named`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openWithGrid(page);
    const { png, alerts } = await exportImage(page, 'My Grid');
    await writeFile(testInfo.outputPath(`export-${width}.png`), png);

    const size = await grid(page).evaluate((element) => ({
      width: (element as HTMLElement).offsetWidth,
      height: (element as HTMLElement).offsetHeight,
    }));
    expect(pngSize(png)).toEqual({ width: size.width * 2, height: size.height * 2 });

    // A point inside each box, below its top edge (clear of the rounded corners), in device pixels.
    const points = await grid(page).evaluate((element) => {
      const origin = element.getBoundingClientRect();
      return [...element.querySelectorAll('[data-box-id]')].map((box) => {
        const rect = box.getBoundingClientRect();
        return { x: (rect.left - origin.left + rect.width / 2) * 2, y: (rect.top - origin.top + 12) * 2 };
      });
    });
    const colours = await pixelsAt(page, png, points);
    const expected = COLORS.map(rgb);
    // Box 5 shows its (red) image; every other box its own colour (box 6: its image left out).
    expected[4] = [255, 0, 0];
    for (const [index, colour] of colours.entries()) {
      for (const [channel, value] of colour.entries()) {
        expect(
          Math.abs(value - expected[index]![channel]!),
          `box ${index + 1}: ${colour} vs ${expected[index]}`,
        ).toBeLessThanOrEqual(12);
      }
    }

    expect(alerts).toEqual([
      'The image was exported, but some boxes were left blank:\n• box 6: its host does not let other sites copy it',
    ]);
  });
}
