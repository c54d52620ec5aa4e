// The tables and targets of bench/editor.ts (issue 34). Ratios are the editor's p95 over the baseline's p95 from
// the same run; a missed target is printed as MISSED and makes the bench exit non-zero.
import { DISPLAY_FRAME_MS, inDisplayFrames } from './displayFrames';
import { LARGEST, SIZES, type Interaction, type SizeSamples } from './editorMeasure';

export interface RunFigures {
  bySize: Map<number, SizeSamples>;
  /** Frame times while a box is dragged across the grid at the largest size. */
  drag: number[];
  /** JS heap (bytes, after a garbage collection) at the largest size. */
  heapBytes: number;
  /** The same at the smallest size: with it, what each further box costs. */
  heapAtSmallestBytes: number;
}

export const TARGETS = {
  /** At 500 boxes each interaction's p95 within this many times the baseline's. */
  ratioAt500: 2,
  /** At the largest size each interaction's p95 under this. */
  p95MsAtLargest: 50,
  /** Dragging at the largest size: the p95 frame within this many display frames. */
  dragP95Frames: 1,
  /** The editor's heap at the largest size within this many times the baseline's. */
  heapRatio: 3,
} as const;

const INTERACTIONS: readonly Interaction[] = ['add', 'select', 'style', 'type'];
const LABELS: Record<Interaction, string> = {
  add: 'add (Space → paint)',
  select: 'select (click → paint)',
  style: 'style (Enter → paint)',
  type: 'type (letter → paint)',
};

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (v: number) => v.toFixed(1).padStart(7);
const times = (v: number) => `${v.toFixed(2)}×`.padStart(7);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function printLatencies(editor: RunFigures, baseline: RunFigures) {
  console.log(
    '\nboxes  interaction              editor p50  p95   baseline p50  p95    ratio (p95 / baseline p95)',
  );
  for (const size of SIZES) {
    const e = editor.bySize.get(size);
    const b = baseline.bySize.get(size);
    for (const kind of INTERACTIONS) {
      const ev = e?.[kind];
      const bv = b?.[kind];
      if (!ev || !bv) continue;
      const [e50, e95, b50, b95] = [
        percentile(ev, 50),
        percentile(ev, 95),
        percentile(bv, 50),
        percentile(bv, 95),
      ];
      console.log(
        `${String(size).padStart(5)}  ${LABELS[kind].padEnd(24)}${ms(e50)} ${ms(e95)}    ${ms(b50)} ${ms(b95)}  ${times(e95 / b95)}`,
      );
    }
  }
}

/** Not a target, figures beside it: the heap with few boxes, and what each further box adds. */
function printHeap(editor: RunFigures, baseline: RunFigures) {
  const smallest = SIZES[0];
  const perBox = (run: RunFigures) => (run.heapBytes - run.heapAtSmallestBytes) / (LARGEST - smallest);
  console.log(
    `\nJS heap at ${smallest} boxes: editor ${mb(editor.heapAtSmallestBytes)}, baseline ${mb(baseline.heapAtSmallestBytes)}; ` +
      `each box from ${smallest} to ${LARGEST}: editor ${(perBox(editor) / 1024).toFixed(1)} KB, baseline ` +
      `${(perBox(baseline) / 1024).toFixed(1)} KB (${times(perBox(editor) / perBox(baseline)).trim()})`,
  );
}

/** Prints the tables and each target's verdict; answers the targets missed. */
export function report(editor: RunFigures, baseline: RunFigures): string[] {
  printLatencies(editor, baseline);
  printHeap(editor, baseline);
  const missed: string[] = [];
  const check = (met: boolean, line: string) => {
    console.log(`  ${met ? 'met   ' : 'MISSED'} ${line}`);
    if (!met) missed.push(line);
  };
  console.log('\nTargets (issue 34)');
  const e500 = editor.bySize.get(500);
  const b500 = baseline.bySize.get(500);
  const eLargest = editor.bySize.get(LARGEST);
  for (const kind of INTERACTIONS) {
    const e = e500?.[kind];
    const b = b500?.[kind];
    if (!e || !b) continue;
    const ratio = percentile(e, 95) / percentile(b, 95);
    check(
      ratio <= TARGETS.ratioAt500,
      `500 boxes, ${LABELS[kind]}: p95 ${times(ratio).trim()} baseline (≤ ${TARGETS.ratioAt500}×)`,
    );
  }
  for (const kind of INTERACTIONS) {
    const e = eLargest?.[kind];
    if (!e) continue;
    const p95 = percentile(e, 95);
    check(
      p95 < TARGETS.p95MsAtLargest,
      `${LARGEST} boxes, ${LABELS[kind]}: p95 ${p95.toFixed(1)} ms (< ${TARGETS.p95MsAtLargest} ms)`,
    );
  }
  const dragP95 = percentile(editor.drag, 95);
  const floorP95 = percentile(baseline.drag, 95);
  check(
    inDisplayFrames(dragP95) <= TARGETS.dragP95Frames,
    `${LARGEST} boxes, drag across the grid: p95 frame ${dragP95.toFixed(1)} ms = ${inDisplayFrames(dragP95)} display frame(s) ` +
      `of ${DISPLAY_FRAME_MS.toFixed(2)} ms over ${editor.drag.length} frames (baseline page ${floorP95.toFixed(1)} ms; ` +
      `≤ ${TARGETS.dragP95Frames})`,
  );
  const heapRatio = editor.heapBytes / baseline.heapBytes;
  check(
    heapRatio <= TARGETS.heapRatio,
    `${LARGEST} boxes, JS heap: editor ${mb(editor.heapBytes)}, baseline ${mb(baseline.heapBytes)}, ${times(heapRatio).trim()} (≤ ${TARGETS.heapRatio}×)`,
  );
  return missed;
}
