// How many grid cells an image spans in the bento packing: the smallest box whose drawn aspect is close to the
// image's own.

import { BOUNDS } from '../document/bounds';

/** The pixel geometry of the grid the placements are drawn on. */
export interface CellGeometry {
  columnWidth: number;
  rowHeight: number;
  /** Space between tracks; a box spanning n tracks also covers the n − 1 gaps between them. */
  gap: number;
}

/**
 * The drawn box is accepted when its aspect is within this factor of the image's (either way). Looser gives
 * smaller boxes and more cropping; tighter gives bigger boxes, and bigger boxes leave more holes: on square cells
 * a 4:3 image gets 1 × 1 cell at 1.4, 3 × 2 at 1.25 and 4 × 3 at 1.05.
 */
export const SPAN_ASPECT_TOLERANCE = 1.25;

/** Width over height of a box spanning colSpan × rowSpan cells. */
export function drawnAspect(colSpan: number, rowSpan: number, cell: CellGeometry): number {
  return (
    (colSpan * cell.columnWidth + (colSpan - 1) * cell.gap) /
    (rowSpan * cell.rowHeight + (rowSpan - 1) * cell.gap)
  );
}

/** max(x, 1/x): how far a ratio of aspects is from 1, either way (orders like |ln x| without the logarithm). */
const distanceFromOne = (x: number) => (x >= 1 ? x : 1 / x);

/**
 * Every span the grid allows (1…columns × 1…12), smallest area first. choose(aspect) returns the index of the
 * smallest-area span whose drawn aspect is within SPAN_ASPECT_TOLERANCE of the aspect (the closest one within that
 * area), or, when none is (an aspect beyond what the columns and rows can draw), the closest span of all.
 */
export class SpanTable {
  readonly colSpan: Uint8Array;
  readonly rowSpan: Uint8Array;
  private readonly aspect: Float64Array;
  /** Index of the first span of each area group; the last entry is the count. */
  private readonly groupStart: number[] = [];

  constructor(columns: number, cell: CellGeometry) {
    const spans: { c: number; r: number }[] = [];
    for (let c = 1; c <= columns; c++) for (let r = 1; r <= BOUNDS.span.max; r++) spans.push({ c, r });
    spans.sort((a, b) => a.c * a.r - b.c * b.r || a.r - b.r);
    this.colSpan = Uint8Array.from(spans, (s) => s.c);
    this.rowSpan = Uint8Array.from(spans, (s) => s.r);
    this.aspect = Float64Array.from(spans, (s) => drawnAspect(s.c, s.r, cell));
    spans.forEach((s, i) => {
      if (i === 0 || s.c * s.r !== (spans[i - 1]?.c ?? 0) * (spans[i - 1]?.r ?? 0)) this.groupStart.push(i);
    });
    this.groupStart.push(spans.length);
  }

  choose(aspectRatio: number): number {
    let best = 0;
    let bestDistance = Infinity;
    for (let g = 0; g < this.groupStart.length - 1; g++) {
      const end = this.groupStart[g + 1] ?? 0;
      for (let i = this.groupStart[g] ?? 0; i < end; i++) {
        const distance = distanceFromOne((this.aspect[i] ?? 1) / aspectRatio);
        // Strictly closer only: among equals the earlier (smaller) span stays.
        if (distance < bestDistance) {
          bestDistance = distance;
          best = i;
        }
      }
      if (bestDistance <= SPAN_ASPECT_TOLERANCE) return best;
    }
    return best;
  }
}
