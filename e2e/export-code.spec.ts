import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi, signUpViaApi } from './accounts';

// Export Code (issue 12): the editor downloads one self-contained HTML file that, opened from disk with JavaScript
// off, shows the page as its published version does.

const TITLE = 'Export Test';
const COLORS = ['#fde68a', '#bfdbfe', '#fecaca', '#bbf7d0', '#ddd6fe', '#fed7aa'];
/** Share of pixels allowed to differ between the exported file and the published page (anti-aliasing). */
const PIXEL_TOLERANCE = 0.01;

function gridData() {
  const boxes = COLORS.map((bgColor, index) => ({
    id: `export-${index + 1}`,
    contentId: `<p>Exported box ${index + 1}</p>`,
    colSpan: index === 0 ? 2 : 1,
    rowSpan: 1,
    order: index,
    style: { bgColor },
    ...(index === 1 ? { textStyle: { fontFamily: 'Playfair Display' } } : {}),
  }));
  return { boxes, gridSettings: { columnsCount: 4 }, selectedBoxIds: [], lastSelectedBoxId: null };
}

const filePanel = (page: Page) => page.getByRole('region', { name: 'File' });

async function openFilePanel(page: Page) {
  if (!(await filePanel(page).isVisible())) {
    await page.getByRole('button', { name: 'File', exact: true }).click();
  }
  await expect(filePanel(page)).toBeVisible();
}

/** The fraction of pixels whose colour differs noticeably between two same-sized PNG screenshots. */
async function differingShare(browser: Browser, first: Buffer, second: Buffer): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const share = await page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context2d = canvas.getContext('2d')!;
        context2d.drawImage(bitmap, 0, 0);
        return {
          width: bitmap.width,
          height: bitmap.height,
          data: context2d.getImageData(0, 0, bitmap.width, bitmap.height).data,
        };
      };
      const [left, right] = [await pixels(a), await pixels(b)];
      if (left.width !== right.width || left.height !== right.height) return 1;
      let differing = 0;
      for (let index = 0; index < left.data.length; index += 4) {
        const delta = Math.max(
          Math.abs(left.data[index]! - right.data[index]!),
          Math.abs(left.data[index + 1]! - right.data[index + 1]!),
          Math.abs(left.data[index + 2]! - right.data[index + 2]!),
        );
        if (delta > 32) differing += 1;
      }
      return differing / (left.width * left.height);
    },
    [first.toString('base64'), second.toString('base64')] as const,
  );
  await context.close();
  return share;
}

test('Export Code downloads one HTML file that, opened from disk without JavaScript, looks like the published page', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const grid = gridData();
  await page.goto('/');
  await openFilePanel(page);
  await filePanel(page)
    .getByLabel('Import JSON file')
    .setInputFiles({
      name: 'export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(grid)),
    });
  await expect(
    page.getByRole('status').filter({ hasText: 'JSON file imported successfully!' }),
  ).toBeVisible();

  await openFilePanel(page);
  page.once('dialog', (dialog) => void dialog.accept(TITLE));
  const download = page.waitForEvent('download');
  await filePanel(page).getByRole('button', { name: 'Export Code' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${TITLE}.html`);
  const exported = testInfo.outputPath(`${TITLE}.html`);
  await file.saveAs(exported);

  // The same document published under the same title, as a visitor would see it.
  await signUpViaApi(page.request, { label: 'export' });
  const { id } = await callApi<{ id: string }>(page.request, 'post', '/designs', { gridData: grid }, 201);
  const slug = `export-${randomUUID().slice(0, 8)}`;
  await callApi(page.request, 'post', `/designs/${id}/publish`, { siteTitle: TITLE, slug }, 201);

  for (const width of [1440, 390]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const viewer = await context.newPage();
    const requests: string[] = [];
    viewer.on('request', (request) => requests.push(request.url()));
    await viewer.goto(pathToFileURL(exported).href);
    // Everything is in the file: no request but the file itself.
    expect(requests.filter((url) => !url.startsWith('file:') && !url.startsWith('data:'))).toEqual([]);
    await expect(viewer).toHaveTitle(TITLE);
    for (let index = 1; index <= COLORS.length; index += 1) {
      await expect(viewer.getByText(`Exported box ${index}`, { exact: true })).toBeVisible();
    }
    await viewer.evaluate(() => document.fonts.ready);
    const fromDisk = await viewer.screenshot({
      fullPage: true,
      path: testInfo.outputPath(`exported-${width}.png`),
    });

    await viewer.goto(`${baseURL}/${slug}`);
    await viewer.evaluate(() => document.fonts.ready);
    const published = await viewer.screenshot({
      fullPage: true,
      path: testInfo.outputPath(`published-${width}.png`),
    });
    expect(await differingShare(browser, fromDisk, published)).toBeLessThan(PIXEL_TOLERANCE);
    await context.close();
  }
});
