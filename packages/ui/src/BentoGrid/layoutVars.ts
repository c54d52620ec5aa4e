// Per-box layout at every breakpoint, as CSS custom properties. The CSS module picks the set of the breakpoint
// in force (container queries, or data-breakpoint when the editor forces one), so the server HTML already holds
// every layout and the client never has to measure anything.

import { BREAKPOINTS, boxLayoutAt, squircleMinHeight, type Box } from '@bento/core';
import type { ColumnsByBreakpoint, StyleWithVars } from './gridStyle';

/**
 * mobileOrder 'top' / 'bottom' move a box before / after every 'default' one on mobile. Orders are whole
 * numbers within ±1,000,000 (core's bounds), so an offset of 4,000,000 keeps the three groups apart and stays
 * far inside the 32-bit range browsers use for `order`.
 */
export const MOBILE_ORDER_OFFSET = 4_000_000;

const MOBILE_ORDER_SHIFT = { top: -MOBILE_ORDER_OFFSET, default: 0, bottom: MOBILE_ORDER_OFFSET } as const;

function cssOrder(value: number): number {
  return Number.isFinite(value) ? Math.round(value) : 0;
}

/** A whole-number grid line from gridRow / gridColumn ('3' or 3); anything else (spans, names) → null. */
function gridLine(value: number | string | undefined): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * `--bento-span-<bp>`, `--bento-rows-<bp>`, `--bento-order-<bp>` and `--bento-min-height-<bp>` for mobile,
 * tablet and desktop (spans and order from core's boxLayoutAt, so the responsive values, the mobile fallbacks
 * and forceFullWidthMobile apply; the min height is the squircle rule, used only when squircles are on);
 * `--bento-display-<bp>: none` where the box is hidden; and a fixed desktop position
 * (`--bento-col-start-desktop`, `--bento-row-start-desktop`) when gridColumn / gridRow hold one that fits.
 */
export function boxLayoutVars(box: Box, columns: ColumnsByBreakpoint): StyleWithVars {
  const vars: StyleWithVars = {};
  for (const breakpoint of BREAKPOINTS) {
    const layout = boxLayoutAt(box, breakpoint, columns[breakpoint]);
    const shift = breakpoint === 'mobile' ? (MOBILE_ORDER_SHIFT[box.mobileOrder] ?? 0) : 0;
    vars[`--bento-span-${breakpoint}`] = layout.colSpan;
    vars[`--bento-rows-${breakpoint}`] = layout.rowSpan;
    vars[`--bento-order-${breakpoint}`] = cssOrder(layout.order) + shift;
    vars[`--bento-min-height-${breakpoint}`] = `${squircleMinHeight(layout.rowSpan)}px`;
    if (layout.isHidden) vars[`--bento-display-${breakpoint}`] = 'none';
  }
  const column = gridLine(box.gridColumn);
  const span = Number(vars['--bento-span-desktop']);
  if (column !== null && column + span - 1 <= columns.desktop) vars['--bento-col-start-desktop'] = column;
  const row = gridLine(box.gridRow);
  if (row !== null) vars['--bento-row-start-desktop'] = row;
  return vars;
}
