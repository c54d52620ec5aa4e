// npm run bench:gallery — the infinite-scroll gallery engines (issue 13) against the layout code of
// react-photo-album, masonic and react-grid-layout, on the same seeded items, in one run.
// Items: 2000 and 10,000 aspect ratios, log-uniform over 0.1–10 (as many portraits as landscapes).
// Each engine runs a few times to warm up, then until it has ITERATIONS runs or TIME_BUDGET_MS; the median counts.
// Targets (issue 13): our masonry ≤ 1.0× react-photo-album's masonry; bento packing of 2000 images < 5 ms;
// 10,000 images at most 6× the cost of 2000. Then, in Chromium (bench/galleryScroll.ts), the editor's gallery of 2,000
// images scrolled to its end: p95 frame time ≤ 16.7 ms, at most 1,500 cells in the grid, CLS 0. Exits 0 whatever
// the numbers.
import os from 'node:os';
import { DISPLAY_FRAME_MS, inDisplayFrames } from './displayFrames';
import { seededRandom } from './seededRandom';
import { measureGalleryScroll, SCROLL_TARGETS, type ScrollFigures } from './galleryScroll';
import { computeMasonryLayout, computeRowsLayout } from 'react-photo-album';
import { createPositioner } from 'masonic';
import { verticalCompactor, type LayoutItem } from 'react-grid-layout/core';
import { fastVerticalCompactor } from 'react-grid-layout/extras';
import {
  BentoPacker,
  INFINITE_GRID_ROW_HEIGHT,
  MASONRY_GAP,
  MAX_URLS_PER_PACKING_PASS,
  MasonryPacker,
  SpanTable,
  packingAspectRatio,
  type GalleryItem,
} from '../packages/core/src';

/** One frame of a 60 Hz display. */
const SIZES = [2000, 10_000] as const;
const WARM_UP_RUNS = 5;
const ITERATIONS = 30;
const TIME_BUDGET_MS = 3000;
const CONTAINER_WIDTH = 1280;
// Bento: 12 columns of 1280 / 12 px on the 100 px rows, so 10,000 images fit in the 5000-row limit (~3400 rows);
// at 5 columns the limit stops a pass near 4900 images and the 10,000 run would measure fewer.
const BENTO_COLUMNS = 12;
const BENTO_COLUMN_WIDTH = CONTAINER_WIDTH / BENTO_COLUMNS;
const MASONRY_COLUMNS = 5;
const MASONRY_COLUMN_WIDTH = (CONTAINER_WIDTH - MASONRY_GAP * (MASONRY_COLUMNS - 1)) / MASONRY_COLUMNS;
/** react-photo-album's rows layout: its target row height (it has no columns). */
const ROWS_TARGET_HEIGHT = 240;
const TARGETS = { masonryRatio: 1, bento2000Ms: 5, bentoScale: 6 };

interface Inputs {
  items: GalleryItem[];
  /** react-photo-album's photos: its layouts read width / height. */
  photos: { src: string; width: number; height: number }[];
  /** react-grid-layout's layout: the boxes our packer would draw (its spans), in reading order, to compact. */
  gridLayout: LayoutItem[];
}

function inputs(count: number): Inputs {
  const random = seededRandom(13);
  const items = Array.from({ length: count }, () => ({ aspectRatio: 0.1 * 100 ** random() }));
  const photos = items.map(({ aspectRatio }, i) => ({
    src: `/${i}.jpg`,
    width: Math.round(1000 * aspectRatio),
    height: 1000,
  }));
  // react-grid-layout has no aspect-to-span step nor a packer: it compacts boxes the app has already sized and
  // placed. So it gets our boxes' sizes, laid out left to right in rows, and its compactor moves them up.
  const spans = new SpanTable(BENTO_COLUMNS, {
    columnWidth: BENTO_COLUMN_WIDTH,
    rowHeight: INFINITE_GRID_ROW_HEIGHT,
    gap: 0,
  });
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  const gridLayout = items.map(({ aspectRatio }, i) => {
    const span = spans.choose(packingAspectRatio(aspectRatio));
    const w = spans.colSpan[span] ?? 1;
    const h = spans.rowSpan[span] ?? 1;
    if (x + w > BENTO_COLUMNS) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    const item = { i: String(i), x, y, w, h };
    x += w;
    rowHeight = Math.max(rowHeight, h);
    return item;
  });
  return { items, photos, gridLayout };
}

/** Our engines take at most 2000 images per pass: larger lists go pass after pass, as the editor feeds them. */
function inPasses(items: readonly GalleryItem[], append: (chunk: readonly GalleryItem[]) => void) {
  for (let start = 0; start < items.length; start += MAX_URLS_PER_PACKING_PASS)
    append(items.slice(start, start + MAX_URLS_PER_PACKING_PASS));
}

interface Engine {
  name: string;
  run: (input: Inputs) => unknown;
}

const ENGINES: Engine[] = [
  {
    // Fillers recomputed after every pass, as the editor shows them.
    name: 'ours: bento packing',
    run: ({ items }) => {
      const packer = new BentoPacker({ columns: BENTO_COLUMNS, columnWidth: BENTO_COLUMN_WIDTH });
      inPasses(items, (chunk) => {
        if (packer.append(chunk) < chunk.length) throw new Error('bento packing ran out of rows');
        packer.fillers();
      });
      return packer;
    },
  },
  {
    name: 'ours: masonry',
    run: ({ items }) => {
      const packer = new MasonryPacker({ columns: MASONRY_COLUMNS, containerWidth: CONTAINER_WIDTH });
      inPasses(items, (chunk) => packer.append(chunk));
      return packer;
    },
  },
  {
    name: 'react-photo-album: masonry',
    run: ({ photos }) => computeMasonryLayout(photos, MASONRY_GAP, 0, CONTAINER_WIDTH, MASONRY_COLUMNS),
  },
  {
    name: 'react-photo-album: rows',
    run: ({ photos }) => computeRowsLayout(photos, MASONRY_GAP, 0, CONTAINER_WIDTH, ROWS_TARGET_HEIGHT),
  },
  {
    // masonic's layout code is its positioner: shortest column, plus the interval tree its range queries use.
    name: 'masonic: positioner',
    run: ({ items }) => {
      const positioner = createPositioner(MASONRY_COLUMNS, MASONRY_COLUMN_WIDTH, MASONRY_GAP, MASONRY_GAP);
      items.forEach(({ aspectRatio }, i) => positioner.set(i, MASONRY_COLUMN_WIDTH / aspectRatio));
      return positioner;
    },
  },
  {
    name: 'react-grid-layout: verticalCompactor',
    run: ({ gridLayout }) => verticalCompactor.compact(gridLayout, BENTO_COLUMNS),
  },
  {
    name: 'react-grid-layout: fastVerticalCompactor',
    run: ({ gridLayout }) => fastVerticalCompactor.compact(gridLayout, BENTO_COLUMNS),
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Median ms of one run, and how many runs it is the median of. */
function measure(engine: Engine, input: Inputs): { ms: number; runs: number } {
  const started = performance.now();
  for (let i = 0; i < WARM_UP_RUNS && performance.now() - started < TIME_BUDGET_MS; i++) engine.run(input);
  const samples: number[] = [];
  const budgetStart = performance.now();
  while (
    samples.length < ITERATIONS &&
    (samples.length < 3 || performance.now() - budgetStart < TIME_BUDGET_MS)
  ) {
    const t0 = performance.now();
    engine.run(input);
    samples.push(performance.now() - t0);
  }
  return { ms: median(samples), runs: samples.length };
}

/**
 * Two engines timed in alternating runs on the same input, for the ratio a target is judged on: a sub-millisecond
 * run is at the mercy of what else the machine does at that moment, and alternation gives both the same moments.
 */
function measureHeadToHead(ours: Engine, theirs: Engine, input: Inputs): number {
  for (let i = 0; i < WARM_UP_RUNS; i++) {
    ours.run(input);
    theirs.run(input);
  }
  const oursMs: number[] = [];
  const theirsMs: number[] = [];
  const started = performance.now();
  while (
    oursMs.length < ITERATIONS &&
    (oursMs.length < 3 || performance.now() - started < 2 * TIME_BUDGET_MS)
  ) {
    for (const [engine, samples] of [
      [ours, oursMs],
      [theirs, theirsMs],
    ] as const) {
      const t0 = performance.now();
      engine.run(input);
      samples.push(performance.now() - t0);
    }
  }
  return median(oursMs) / median(theirsMs);
}

const formatMs = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(3));
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

async function main() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`bench:gallery: Node ${process.version}, ${cpu} × ${os.cpus().length}`);
  console.log(
    `  items: seeded aspect ratios 0.1–10 (log-uniform); bento ${BENTO_COLUMNS} columns of ` +
      `${BENTO_COLUMN_WIDTH.toFixed(1)} px × ${INFINITE_GRID_ROW_HEIGHT} px rows; masonry ${MASONRY_COLUMNS} ` +
      `columns in ${CONTAINER_WIDTH} px, gap ${MASONRY_GAP}`,
  );
  console.log(
    `  ${WARM_UP_RUNS} warm-up runs, then the median of ${ITERATIONS} runs (fewer when ${TIME_BUDGET_MS} ms ` +
      `are spent first, at least 3); ratio = ms / react-photo-album masonry ms at the same size\n`,
  );
  const results = new Map<string, Map<number, number>>(ENGINES.map((e) => [e.name, new Map()]));
  const runs = new Map<string, number[]>(ENGINES.map((e) => [e.name, []]));
  const inputsBySize = new Map(SIZES.map((size) => [size, inputs(size)] as const));
  for (const [size, input] of inputsBySize) {
    for (const engine of ENGINES) {
      const { ms, runs: count } = measure(engine, input);
      results.get(engine.name)?.set(size, ms);
      runs.get(engine.name)?.push(count);
    }
  }

  const baseline = results.get('react-photo-album: masonry');
  const header =
    `  ${'engine'.padEnd(42)}` +
    SIZES.map((size) => `${`${size} ms`.padStart(12)}${'ratio'.padStart(9)}`).join('') +
    `${`${SIZES[1]}/${SIZES[0]}`.padStart(13)}   runs`;
  console.log(header);
  console.log(`  ${'-'.repeat(header.length - 2)}`);
  for (const engine of ENGINES) {
    const row = results.get(engine.name);
    const cellsText = SIZES.map((size) => {
      const ms = row?.get(size) ?? Number.NaN;
      const ratio = ms / (baseline?.get(size) ?? Number.NaN);
      return `${formatMs(ms).padStart(12)}${`${ratio.toFixed(2)}×`.padStart(9)}`;
    }).join('');
    const scale = (row?.get(SIZES[1]) ?? Number.NaN) / (row?.get(SIZES[0]) ?? Number.NaN);
    console.log(
      `  ${engine.name.padEnd(42)}${cellsText}${`${scale.toFixed(2)}×`.padStart(13)}   ${runs.get(engine.name)?.join('/')}`,
    );
  }

  const bento = results.get('ours: bento packing');
  const masonry = results.get('ours: masonry');
  const bento2000 = bento?.get(SIZES[0]) ?? Number.NaN;
  const bentoScale = (bento?.get(SIZES[1]) ?? Number.NaN) / bento2000;
  console.log('\nTargets (issue 13):');
  const oursMasonry = ENGINES.find((engine) => engine.name === 'ours: masonry');
  const theirsMasonry = ENGINES.find((engine) => engine.name === 'react-photo-album: masonry');
  for (const size of SIZES) {
    const table = (masonry?.get(size) ?? Number.NaN) / (baseline?.get(size) ?? Number.NaN);
    const ratio =
      oursMasonry && theirsMasonry
        ? measureHeadToHead(oursMasonry, theirsMasonry, inputsBySize.get(size)!)
        : Number.NaN;
    console.log(
      `  our masonry ≤ ${TARGETS.masonryRatio.toFixed(1)}× react-photo-album masonry at ${size}: ` +
        `${ratio.toFixed(2)}× in alternating runs (table: ${table.toFixed(2)}×)  ${verdict(ratio <= TARGETS.masonryRatio)}`,
    );
  }
  console.log(
    `  bento packing of ${SIZES[0]} < ${TARGETS.bento2000Ms} ms: ${formatMs(bento2000)} ms  ` +
      verdict(bento2000 < TARGETS.bento2000Ms),
  );
  console.log(
    `  bento packing of ${SIZES[1]} ≤ ${TARGETS.bentoScale}× ${SIZES[0]}: ${bentoScale.toFixed(2)}×  ` +
      verdict(bentoScale <= TARGETS.bentoScale),
  );

  console.log(
    `\nIn Chromium: the editor's gallery of 2,000 images scrolled to its end (baseline: a static page)`,
  );
  const { gallery, baseline: staticPage } = await measureGalleryScroll();
  const row = (name: string, figures: ScrollFigures) =>
    console.log(
      `  ${name.padEnd(28)}${String(figures.frames).padStart(8)} frames   p50 ${formatMs(figures.p50).padStart(6)} ms` +
        `   p95 ${formatMs(figures.p95).padStart(6)} ms   cells ≤ ${String(figures.maxCells).padStart(5)}   CLS ${figures.cls.toFixed(3)}`,
    );
  row('gallery (editor)', gallery);
  row('static page', staticPage);
  console.log(
    `  images placed: ${gallery.placed}; p95 ratio to the static page: ${(gallery.p95 / staticPage.p95).toFixed(2)}×`,
  );
  const p95Frames = inDisplayFrames(gallery.p95);
  const targetFrames = Math.round(SCROLL_TARGETS.p95FrameMs / DISPLAY_FRAME_MS);
  console.log(
    `  p95 frame ≤ ${SCROLL_TARGETS.p95FrameMs} ms: ${formatMs(gallery.p95)} ms = ${p95Frames} display frame(s) ` +
      `of ${formatMs(DISPLAY_FRAME_MS)} ms  ${verdict(p95Frames <= targetFrames)}`,
  );
  console.log(
    `  cells in the grid ≤ ${SCROLL_TARGETS.maxCells}: ${gallery.maxCells}  ${verdict(gallery.maxCells <= SCROLL_TARGETS.maxCells)}`,
  );
  console.log(
    `  CLS ${SCROLL_TARGETS.cls}: ${gallery.cls.toFixed(3)}  ${verdict(gallery.cls === SCROLL_TARGETS.cls)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
