// The bento grid packing ('Bento', the default algorithm): images on a grid of 100 px rows, each spanning the cells
// that best keep its aspect ratio, packed first-fit into the highest free place (rows count from the top), online:
// an image is placed once and never moves, so a gallery grows chunk after chunk.

import { BOUNDS } from '../document/bounds';
import { INFINITE_GRID_ROW_HEIGHT, MAX_PACKING_ROWS, MAX_URLS_PER_PACKING_PASS } from '../document/constants';
import type { Placement } from '../document/types';
import { findFillers, lowestBit } from './fillers';
import { packingAspectRatio, packingColumns, type GalleryItem } from './galleryClamps';
import { SpanTable } from './spans';

export interface BentoOptions {
  /** Clamped to 1–12. */
  columns: number;
  /** Px width of one column; default 100 (square cells with the 100 px rows). */
  columnWidth?: number;
  /** Px between tracks; default 0. */
  gap?: number;
}

/**
 * How far above the bottom of the packing a free place is still looked for; holes further up are left to the
 * fillers. Without this bound a hole only short images fit is scanned past by every later tall image: quadratic
 * (10,000 images, 500 random then only 1 × 12 ones: 41 ms unbounded, 1.1 ms with it). At eight times the tallest
 * box, random galleries pack as densely as unbounded (within 0.1 % of the cells).
 */
const LOOKBACK_ROWS = 8 * BOUNDS.span.max;

/** Free runs: bit x is set when columns x … x + width − 1 are all free in a row whose free columns are `free`. */
function freeRuns(free: number, width: number): number {
  let runs = free;
  for (let i = 1; i < width && runs !== 0; i++) runs &= free >> i;
  return runs;
}

export class BentoPacker {
  readonly columns: number;
  private readonly spans: SpanTable;
  private readonly allColumns: number;
  /** Bit x of rows[y] is set when cell (y, x) holds an image. Columns ≤ 12, so 16 bits hold a row. */
  private readonly rows = new Uint16Array(MAX_PACKING_ROWS);
  private readonly columnHeights: Int32Array;
  /** Per box width, the first row that may still have that many free columns side by side (only grows). */
  private readonly firstFreeRow: Int32Array;
  private bottom = 0;
  private full = false;
  private readonly placed: Placement[] = [];
  private fillerCache: Placement[] | null = null;

  constructor(options: BentoOptions) {
    this.columns = packingColumns(options.columns);
    this.allColumns = (1 << this.columns) - 1;
    this.columnHeights = new Int32Array(this.columns);
    this.firstFreeRow = new Int32Array(this.columns + 1);
    this.spans = new SpanTable(this.columns, {
      columnWidth: options.columnWidth ?? INFINITE_GRID_ROW_HEIGHT,
      rowHeight: INFINITE_GRID_ROW_HEIGHT,
      gap: options.gap ?? 0,
    });
  }

  /** Images placed so far, in their original order (originalImageIndex 0, 1, 2 …). */
  get placements(): readonly Placement[] {
    return this.placed;
  }

  /** Rows in use: 1 + the bottom row holding an image. */
  get rowCount(): number {
    return this.bottom;
  }

  /** True once an image did not fit in the 5000 rows: nothing more is placed. */
  get isFull(): boolean {
    return this.full;
  }

  /**
   * Places the next images, in order, after those already placed (which stay where they are). At most 2000 per
   * call (a packing pass); fewer when the rows run out. Returns how many of `items` were placed: the caller passes
   * the rest to the next call.
   */
  append(items: readonly GalleryItem[]): number {
    const count = Math.min(items.length, MAX_URLS_PER_PACKING_PASS);
    let done = 0;
    while (done < count && !this.full) {
      const span = this.spans.choose(packingAspectRatio(items[done]?.aspectRatio ?? Number.NaN));
      if (!this.place(this.spans.colSpan[span] ?? 1, this.spans.rowSpan[span] ?? 1)) this.full = true;
      else done++;
    }
    if (done > 0) this.fillerCache = null;
    return done;
  }

  /** Filler cells (originalImageIndex −1) covering the holes inside the packed area; recomputed after an append. */
  fillers(): readonly Placement[] {
    this.fillerCache ??= findFillers(this.rows, this.columnHeights, this.bottom);
    return this.fillerCache;
  }

  private freeAt(y: number): number {
    return this.allColumns & ~(this.rows[y] ?? 0);
  }

  private place(colSpan: number, rowSpan: number): boolean {
    let y = Math.max(this.firstFreeRow[colSpan] ?? 0, this.bottom - LOOKBACK_ROWS);
    while (y < this.bottom && freeRuns(this.freeAt(y), colSpan) === 0) y++;
    this.firstFreeRow[colSpan] = y;
    // Rows from `bottom` on are empty, so this ends there at the latest (or at the row limit).
    for (; y + rowSpan <= MAX_PACKING_ROWS; y++) {
      let runs = freeRuns(this.freeAt(y), colSpan);
      for (let j = 1; j < rowSpan && runs !== 0; j++) runs &= freeRuns(this.freeAt(y + j), colSpan);
      if (runs !== 0) {
        this.occupy(y, lowestBit(runs), colSpan, rowSpan);
        return true;
      }
    }
    return false;
  }

  private occupy(row: number, col: number, colSpan: number, rowSpan: number): void {
    const bits = ((1 << colSpan) - 1) << col;
    for (let y = row; y < row + rowSpan; y++) this.rows[y] = (this.rows[y] ?? 0) | bits;
    for (let x = col; x < col + colSpan; x++)
      this.columnHeights[x] = Math.max(this.columnHeights[x] ?? 0, row + rowSpan);
    this.bottom = Math.max(this.bottom, row + rowSpan);
    this.placed.push({ row, col, rowSpan, colSpan, originalImageIndex: this.placed.length });
  }
}
