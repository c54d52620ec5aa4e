// Filler cells of the bento packing: rectangles covering the holes left inside the packed area.

import { BOUNDS } from '../document/bounds';
import { MAX_FILLER_CELLS } from '../document/constants';
import type { Placement } from '../document/types';

/** Index of the lowest set bit (the leftmost column of a row mask). */
export const lowestBit = (mask: number): number => 31 - Math.clz32(mask & -mask);

/**
 * Rows count from the top (row 0). A hole is a free cell above the bottom image cell of its column: the packed
 * area closes over it. Cells below a column's bottom image are open space for the next images, not holes.
 * Holes are covered row by row, left to right, each filler as wide as the free run and then as tall as that run
 * stays free (at most 12 rows, the box row-span limit), and at most 500 fillers (the first ones, from the top).
 *
 * @param rows occupancy of each row, bit x set when column x holds an image
 * @param columnHeights per column, 1 + the row of its bottom image cell (0 when it has none)
 */
export function findFillers(rows: Uint16Array, columnHeights: Int32Array, rowCount: number): Placement[] {
  const covered = new Uint16Array(rowCount);
  columnHeights.forEach((height, x) => {
    for (let y = 0; y < height; y++) covered[y] = (covered[y] ?? 0) | (1 << x);
  });
  const used = rows.slice(0, rowCount);
  const holesAt = (y: number) => (covered[y] ?? 0) & ~(used[y] ?? 0);
  const fillers: Placement[] = [];
  for (let y = 0; y < rowCount; y++) {
    let holes = holesAt(y);
    while (holes !== 0) {
      const col = lowestBit(holes);
      let colSpan = 1;
      while ((holes >> (col + colSpan)) & 1) colSpan++;
      const run = ((1 << colSpan) - 1) << col;
      let rowSpan = 1;
      while (y + rowSpan < rowCount && rowSpan < BOUNDS.span.max && (holesAt(y + rowSpan) & run) === run)
        rowSpan++;
      for (let j = 0; j < rowSpan; j++) used[y + j] = (used[y + j] ?? 0) | run;
      fillers.push({ row: y, col, rowSpan, colSpan, originalImageIndex: -1 });
      if (fillers.length === MAX_FILLER_CELLS) return fillers;
      holes &= ~run;
    }
  }
  return fillers;
}
