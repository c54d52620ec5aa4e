// Per-breakpoint layout of a box: spans, order and hiding (editor-core.md §3 'Responsive', §4 'Hiding by
// breakpoint', §5 'Mobile fallbacks').

import { BREAKPOINT_KEYS } from './breakpoints';
import { clampColSpan, clampRowSpan, mobileColSpan, mobileRowSpan } from './boxSize';
import type { Box, Breakpoint } from './types';

export type HideFlags = Pick<Box, 'hideOnMobile' | 'hideOnTablet' | 'hideOnDesktop'>;

const HIDE_FLAG = {
  mobile: 'hideOnMobile',
  tablet: 'hideOnTablet',
  desktop: 'hideOnDesktop',
} as const satisfies Record<Breakpoint, keyof HideFlags>;

export function isHiddenAt(box: HideFlags, breakpoint: Breakpoint): boolean {
  return box[HIDE_FLAG[breakpoint]] === true;
}

/**
 * Toggles the hide flag of one breakpoint. A box is never hidden at all three: when hiding `target` would do
 * that, `target` is still hidden and another breakpoint is shown instead — the one of the other two that is not
 * currently previewed; when neither of them is previewed, tablet (or desktop when tablet is the target).
 */
export function toggleHideOnBreakpoint(
  box: HideFlags,
  target: Breakpoint,
  previewBreakpoint?: Breakpoint | null,
): Required<HideFlags> {
  const flags: Required<HideFlags> = {
    hideOnMobile: box.hideOnMobile === true,
    hideOnTablet: box.hideOnTablet === true,
    hideOnDesktop: box.hideOnDesktop === true,
  };
  const key = HIDE_FLAG[target];
  flags[key] = !flags[key];
  if (!(flags.hideOnMobile && flags.hideOnTablet && flags.hideOnDesktop)) return flags;

  const others = (['mobile', 'tablet', 'desktop'] as const).filter((bp) => bp !== target);
  let reveal: Breakpoint;
  if (previewBreakpoint && others.includes(previewBreakpoint)) {
    reveal = others.find((bp) => bp !== previewBreakpoint) ?? 'desktop';
  } else {
    reveal = target === 'tablet' ? 'desktop' : 'tablet';
  }
  flags[HIDE_FLAG[reveal]] = false;
  return flags;
}

export interface BoxLayout {
  colSpan: number;
  rowSpan: number;
  order: number;
  isHidden: boolean;
}

/**
 * Where a box sits at a breakpoint with `columns` columns. Explicit responsive values win; on mobile without
 * one, the mobile fallbacks apply, and forceFullWidthMobile spans every column.
 */
export function boxLayoutAt(box: Box, breakpoint: Breakpoint, columns: number): BoxLayout {
  const key = BREAKPOINT_KEYS[breakpoint];
  const mobile = breakpoint === 'mobile';
  const explicitCol = box.responsiveColSpan?.[key];
  const explicitRow = box.responsiveRowSpan?.[key];

  let colSpan: number;
  if (mobile && box.forceFullWidthMobile) colSpan = columns;
  else if (explicitCol !== undefined) colSpan = explicitCol;
  else colSpan = mobile ? mobileColSpan(box.colSpan, columns) : box.colSpan;

  let rowSpan: number;
  if (explicitRow !== undefined) rowSpan = explicitRow;
  else rowSpan = mobile ? mobileRowSpan(box.rowSpan) : box.rowSpan;

  const order = box.responsiveOrder?.[key] ?? box.responsiveOrder?.base ?? box.order;
  return {
    colSpan: clampColSpan(colSpan, columns),
    rowSpan: clampRowSpan(rowSpan),
    order,
    isHidden: isHiddenAt(box, breakpoint),
  };
}
