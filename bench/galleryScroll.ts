// The Chromium part of npm run bench:gallery (issue 13): the editor's gallery with 2,000 images served locally,
// scrolled from top to bottom at a steady pace; frame times (requestAnimationFrame deltas), the most cells in the
// grid at any frame, and the layout shift (CLS) while it scrolls. Baseline: the same scroll, in the same browser
// and run, over a static page as tall with no script.
// The images are PNGs, as photos are bitmaps: Chromium decodes bitmaps off the main thread, while each SVG image
// is a document of its own built on the main thread (~5 ms each: with SVGs the bench measured SVG, not the gallery).
import { constants, crc32, deflateSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';
import { assertProductionBuild, startProductServer } from './editorServer';

const IMAGES = 2000;
const HOST = 'https://photos.bench.test';
const VIEWPORT = { width: 1280, height: 800 };
const SCROLL_PX_PER_FRAME = 40;
const SCROLL_LIMIT_MS = 90_000;
export const SCROLL_TARGETS = { p95FrameMs: 16.7, maxCells: 1500, cls: 0 } as const;

export interface ScrollFigures {
  frames: number;
  p50: number;
  p95: number;
  maxCells: number;
  cls: number;
}

function sizeOf(index: number) {
  return { width: 200 + ((index * 37) % 900), height: 200 + ((index * 53) % 700) };
}

/** Half the URLs say their size, half are measured by loading them, as pasted lists are. */
function urlOf(index: number) {
  const { width, height } = sizeOf(index);
  return index % 2 === 0 ? `${HOST}/p/${index}.png?w=${width}&h=${height}` : `${HOST}/p/${index}.png`;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG of one colour at the image's size (rows after the first say "same as above": a few KB each). */
function pngOf(index: number): Buffer {
  const { width, height } = sizeOf(index);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const firstRow = Buffer.alloc(1 + 3 * width);
  for (let x = 0; x < width; x += 1) firstRow.set([(index * 47) % 256, (index * 91) % 256, 160], 1 + 3 * x);
  const otherRow = Buffer.alloc(1 + 3 * width);
  otherRow[0] = 2; // filter "Up": every byte as the row above
  const rows = Buffer.concat([firstRow, ...Array<Buffer>(height - 1).fill(otherRow)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: constants.Z_BEST_SPEED })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Scrolls the element that scrolls `selector` (or the page) to its end, SCROLL_PX_PER_FRAME px a frame, and answers the frame
 * times, the most elements matching `cells` at any frame and the summed layout shift.
 */
function scrollAndMeasure(
  page: Page,
  selector: string | null,
  cells: string,
  images: number | null = null,
): Promise<ScrollFigures> {
  return page.evaluate(
    async ({ selector, cells, step, limit, images }) => {
      // The nearest ancestor of `selector` (itself included) that scrolls: the editor's canvas area.
      let scroller: Element = document.scrollingElement!;
      for (let node = selector ? document.querySelector(selector) : null; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowY;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) {
          scroller = node;
          break;
        }
      }
      let cls = 0;
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) cls += entry.value;
      });
      observer.observe({ type: 'layout-shift', buffered: false });
      const deltas: number[] = [];
      let maxCells = 0;
      const started = performance.now();
      await new Promise<void>((resolve) => {
        let last = performance.now();
        let stillFor = 0;
        const frame = (now: number) => {
          deltas.push(now - last);
          last = now;
          maxCells = Math.max(maxCells, document.querySelectorAll(cells).length);
          const before = scroller.scrollTop;
          scroller.scrollTop = before + step;
          // At the end (every image placed, when there are images, and nothing moved for a second) or out of time.
          stillFor = scroller.scrollTop === before ? stillFor + 1 : 0;
          const placed = Number(
            document.querySelector(selector ?? 'body')?.getAttribute('data-gallery-placed'),
          );
          const allPlaced = images === null || placed >= images;
          if ((stillFor > 60 && allPlaced) || now - started > limit) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      observer.disconnect();
      const sorted = deltas.slice(1).sort((a, b) => a - b);
      const at = (q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
      return { frames: sorted.length, p50: at(0.5), p95: at(0.95), maxCells, cls };
    },
    { selector, cells, step: SCROLL_PX_PER_FRAME, limit: SCROLL_LIMIT_MS, images },
  );
}

async function galleryFigures(
  page: Page,
  origin: string,
): Promise<ScrollFigures & { placed: string | null }> {
  await page.goto(origin);
  await page
    .getByRole('toolbar', { name: 'Editor tools' })
    .getByRole('button', { name: 'Grid Settings' })
    .click();
  const panel = page.getByRole('region', { name: 'Grid Settings' });
  await panel.getByRole('switch', { name: 'Infinite Scroll' }).click();
  await panel.getByLabel('Image URLs').fill(Array.from({ length: IMAGES }, (_, i) => urlOf(i)).join('\n'));
  await panel.getByText(`${IMAGES} valid URL(s) ready to load`).waitFor();
  await panel.getByRole('button', { name: 'Load', exact: true }).click();
  await panel.getByRole('button', { name: 'Close Grid Settings' }).click();
  await page.locator('[data-box-id^="infinite-"]').first().waitFor();
  const figures = await scrollAndMeasure(page, '[data-gallery]', '[data-box-id^="infinite-"]', IMAGES);
  const placed = await page.locator('[data-gallery]').getAttribute('data-gallery-placed');
  return { ...figures, placed };
}

/** A static page as tall as the gallery, scrolled the same way: what the browser does with no script at all. */
async function baselineFigures(page: Page, height: number): Promise<ScrollFigures> {
  await page.setContent(
    `<!doctype html><div style="height:${height}px;background:linear-gradient(#fff,#ccc)"></div>`,
  );
  return scrollAndMeasure(page, null, 'div');
}

export async function measureGalleryScroll(): Promise<{
  gallery: ScrollFigures & { placed: string | null };
  baseline: ScrollFigures;
}> {
  assertProductionBuild();
  const server = await startProductServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    // Made before the scroll, so that the bench's own process does no work while it measures.
    const images = Array.from({ length: IMAGES }, (_, index) => pngOf(index));
    await context.route(`${HOST}/**`, (route) => {
      const index = Number(/\/p\/(\d+)\.png/.exec(new URL(route.request().url()).pathname)?.[1]);
      return route.fulfill({ contentType: 'image/png', body: images[index] });
    });
    const page = await context.newPage();
    const gallery = await galleryFigures(page, server.url);
    const height = await page.locator('[data-gallery]').evaluate((node) => node.scrollHeight);
    const baseline = await baselineFigures(await context.newPage(), Math.max(height, 10_000));
    return { gallery, baseline };
  } finally {
    await browser.close();
    server.stop();
  }
}
