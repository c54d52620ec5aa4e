// npm run bench:editor — editor latency at 50 and 500 boxes in Chromium, against a static baseline page
// (bench/editorBaseline.ts) measured the same way, in the same browser, in the same run.
//   add:    Space key press → the next paint after the new box is in the DOM
//   select: pointer down on a box → the next paint where that box has data-selected="true"
//   style:  Enter in the Background tab's colour field → the next paint where the selected box has the colour
//           (at 500 boxes; issue 10)
// Target (issues 4 and 10): p95 under 50 ms at 500 boxes. Exits 0 whatever the numbers; non-zero only when it cannot
// measure (no production build, server or browser failing, selectors not found).
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';
import { BASELINE_HTML } from './editorBaseline';
import { installProbe, type ProbeKind } from './editorProbe';
import { assertProductionBuild, startProductServer } from './editorServer';

const SIZES = [50, 500] as const;
const ADD_SAMPLES = 30;
const SELECT_SAMPLES = 40;
const STYLE_SAMPLES = 30;
const TARGET_P95_MS = 50;
const PROBE_TIMEOUT_MS = 5000;
const VIEWPORT = { width: 1280, height: 800 }; // desktop breakpoint: 5 columns

interface Samples {
  add: number[];
  select: number[];
}
interface Results {
  bySize: Map<number, Samples>;
  /** Style changes at the largest size. */
  style: number[];
}

/** How a page shows the colour field of the selected box (the editor opens its Background tab). */
type OpenColourField = (page: Page) => Promise<Locator>;

/** A different colour per sample (the computed colour must change every time). */
const sampleColour = (i: number) =>
  `#${((i * 2654435761 + 0x3a5f1c) % 0xffffff).toString(16).padStart(6, '0')}`;

/** A small seeded generator, so every run (and both pages) click the same boxes. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function timed(page: Page, kind: ProbeKind, id: string | undefined, act: () => Promise<void>) {
  await page.evaluate(([k, boxId]) => window.__benchProbe?.arm(k, boxId), [kind, id] as const);
  await act();
  return page.evaluate(
    (timeoutMs) => window.__benchProbe?.result(timeoutMs) ?? Promise.reject(new Error('probe missing')),
    PROBE_TIMEOUT_MS,
  );
}

/** Resolves after two frames: whatever the last action (a scroll) caused has been painted. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
  );

async function selectRandomBox(page: Page, boxes: Locator, size: number, random: () => number) {
  let box = boxes.nth(Math.floor(random() * size));
  while ((await box.getAttribute('data-selected')) === 'true') box = boxes.nth(Math.floor(random() * size));
  const id = (await box.getAttribute('data-box-id')) ?? '';
  // Scrolling happens before the pointer goes down, outside the measured span.
  await box.scrollIntoViewIfNeeded();
  await settle(page);
  return timed(page, 'select', id, () => box.click());
}

/**
 * Grows the grid with Space and measures at each size. The add samples are the last ADD_SAMPLES presses
 * before each size is reached (so 21→50 and 471→500 boxes): the growth itself is the add workload, and no
 * deletes (with their animations and history entries) disturb the grid between samples.
 */
async function measure(page: Page, openColourField: OpenColourField): Promise<Results> {
  const boxes = page.locator('[data-box-id]');
  const random = seededRandom(4);
  const results: Results = { bySize: new Map(), style: [] };
  let count = await boxes.count();
  if (count === 0) throw new Error('no [data-box-id] element on the page');
  for (const size of SIZES) {
    const add: number[] = [];
    while (count < size) {
      const ms = await timed(page, 'add', undefined, () => page.keyboard.press('Space'));
      count += 1;
      if (count > size - ADD_SAMPLES) add.push(ms);
    }
    const shown = await boxes.count();
    if (shown !== size) throw new Error(`expected ${size} boxes after pressing Space, found ${shown}`);
    const select: number[] = [];
    for (let i = 0; i < SELECT_SAMPLES; i += 1) select.push(await selectRandomBox(page, boxes, size, random));
    results.bySize.set(size, { add, select });
  }
  // Style changes on one box of the largest grid: selected, its colour field shown, then Enter per sample.
  const target = boxes.nth(Math.floor(random() * (await boxes.count())));
  const targetId = (await target.getAttribute('data-box-id')) ?? '';
  await target.scrollIntoViewIfNeeded();
  await target.click();
  const field = await openColourField(page);
  for (let i = 0; i < STYLE_SAMPLES; i += 1) {
    await field.fill(sampleColour(i));
    await settle(page);
    results.style.push(await timed(page, 'style', targetId, () => field.press('Enter')));
  }
  return results;
}

async function measureBaseline(browser: Browser): Promise<Results> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.setContent(BASELINE_HTML);
    await page.evaluate(installProbe);
    return await measure(page, async (p) => p.locator('#colour'));
  } finally {
    await page.close();
  }
}

async function measureEditor(browser: Browser, url: string): Promise<Results> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.goto(`${url}/`);
    await page
      .getByRole('region', { name: 'Content Grid' })
      .waitFor({ timeout: 30_000 })
      .catch(() => {
        throw new Error(`the editor at ${url}/ never showed the region 'Content Grid'`);
      });
    // Space on a focused button presses it: give the keys back to the editor.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(installProbe);
    return await measure(page, async (p) => {
      await p
        .getByRole('toolbar', { name: 'Box settings' })
        .getByRole('button', { name: 'Background' })
        .click();
      return p.getByRole('textbox', { name: 'Background colour', exact: true });
    });
  } finally {
    await page.close();
  }
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function printTable(editor: Results, baseline: Results) {
  const ms = (v: number) => v.toFixed(1).padStart(8);
  const x = (v: number) => `${v.toFixed(2)}×`.padStart(10);
  console.log(
    '\nboxes  page       add p50  add p95  sel p50  sel p95   add ratio  sel ratio   (ms; ratio = p95 / baseline p95)',
  );
  for (const size of SIZES) {
    const e = editor.bySize.get(size);
    const b = baseline.bySize.get(size);
    if (!e || !b) continue;
    const stats = (s: Samples) => [s.add, s.select].flatMap((v) => [percentile(v, 50), percentile(v, 95)]);
    const [eAdd50 = 0, eAdd95 = 0, eSel50 = 0, eSel95 = 0] = stats(e);
    const [bAdd50 = 0, bAdd95 = 0, bSel50 = 0, bSel95 = 0] = stats(b);
    const row = (name: string, values: number[]) =>
      `${String(size).padStart(5)}  ${name.padEnd(9)}${values.map(ms).join(' ')}`;
    console.log(
      `${row('editor', [eAdd50, eAdd95, eSel50, eSel95])}  ${x(eAdd95 / bAdd95)} ${x(eSel95 / bSel95)}`,
    );
    console.log(row('baseline', [bAdd50, bAdd95, bSel50, bSel95]));
  }
  const largest = SIZES[SIZES.length - 1];
  const [s50, s95, b50, b95] = [
    percentile(editor.style, 50),
    percentile(editor.style, 95),
    percentile(baseline.style, 50),
    percentile(baseline.style, 95),
  ];
  console.log(`\nstyle change at ${largest} boxes (Enter in the colour field → paint)`);
  console.log(`  editor   p50 ${ms(s50)}  p95 ${ms(s95)}   ratio ${x(s95 / b95)}`);
  console.log(`  baseline p50 ${ms(b50)}  p95 ${ms(b95)}`);
  const at500 = editor.bySize.get(500);
  if (!at500) return;
  const verdict = (v: number) =>
    `${v.toFixed(1)} ms (${v < TARGET_P95_MS ? 'under' : 'NOT under'} ${TARGET_P95_MS} ms)`;
  console.log(
    `\nTarget p95 < ${TARGET_P95_MS} ms at 500 boxes: add ${verdict(percentile(at500.add, 95))}, select ${verdict(percentile(at500.select, 95))}, style ${verdict(s95)}`,
  );
  console.log(
    `Samples per size: ${ADD_SAMPLES} adds, ${SELECT_SAMPLES} selections; ${STYLE_SAMPLES} style changes.`,
  );
}

async function main() {
  assertProductionBuild();
  const server = await startProductServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
    });
    console.log(`Chromium ${browser.version()}, editor at ${server.url}`);
    console.log('Measuring the baseline page…');
    const baseline = await measureBaseline(browser);
    console.log('Measuring the editor…');
    const editor = await measureEditor(browser, server.url);
    printTable(editor, baseline);
  } finally {
    await browser?.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:editor failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
