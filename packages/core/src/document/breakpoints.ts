// Breakpoints, columns and spacing per breakpoint (editor-core.md §2, §5, §9).

import { BOUNDS, clampToBound } from './bounds';
import {
  MOBILE_MIN_SPACING,
  MOBILE_SPACING_MULTIPLIER,
  TABLET_MIN_SPACING,
  TABLET_SPACING_MULTIPLIER,
} from './constants';
import { DEFAULT_COLUMNS_COUNT, deriveResponsiveColumns } from './defaults';
import type { Breakpoint, GridSettings } from './types';

export const BREAKPOINTS: readonly Breakpoint[] = ['mobile', 'tablet', 'desktop'];
/** Widths from this up are tablet. */
export const TABLET_MIN_WIDTH = 768;
/** Widths from this up are desktop. */
export const DESKTOP_MIN_WIDTH = 1024;

/** Below 768 mobile, 768 up to below 1024 tablet, 1024 and above desktop. */
export function breakpointForWidth(width: number): Breakpoint {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

/** The responsive span/order key of a breakpoint: sm = mobile, md = tablet, lg = desktop. */
export const BREAKPOINT_KEYS = { mobile: 'sm', tablet: 'md', desktop: 'lg' } as const;

type ColumnsSource = Pick<GridSettings, 'columnsCount'> & {
  responsiveColumnsCount?: Partial<GridSettings['responsiveColumnsCount']>;
};

/**
 * Columns at a breakpoint: the responsive value when set, else derived from columnsCount
 * (see deriveResponsiveColumns); always within the engine's 1–12.
 */
export function columnsForBreakpoint(settings: ColumnsSource, breakpoint: Breakpoint): number {
  const columnsCount = Number.isFinite(settings.columnsCount) ? settings.columnsCount : DEFAULT_COLUMNS_COUNT;
  const explicit = settings.responsiveColumnsCount?.[breakpoint];
  const value =
    typeof explicit === 'number' && Number.isFinite(explicit)
      ? explicit
      : deriveResponsiveColumns(columnsCount)[breakpoint];
  return clampToBound(value, BOUNDS.columns, 1);
}

/** Gap between boxes: mobile 0.6 × spacing (at least 6), tablet 0.8 × (at least 8), desktop as set. */
export function spacingForBreakpoint(boxSpacing: number, breakpoint: Breakpoint): number {
  if (breakpoint === 'mobile') return Math.max(MOBILE_MIN_SPACING, boxSpacing * MOBILE_SPACING_MULTIPLIER);
  if (breakpoint === 'tablet') return Math.max(TABLET_MIN_SPACING, boxSpacing * TABLET_SPACING_MULTIPLIER);
  return boxSpacing;
}
