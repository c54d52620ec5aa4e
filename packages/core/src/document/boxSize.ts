// Box and nested-box sizes (editor-core.md §5 'Box size', 'Dropped photo sizing').

import { BOUNDS, clampToBound } from './bounds';
import { FALLBACK_ASPECT_RATIO, NESTED_SIZE_STEP } from './constants';
import type { NestedSize } from './types';

/** Column span: at least 1, at most the current breakpoint's column count (default 12). */
export function clampColSpan(colSpan: number, columns = 12): number {
  const max = clampToBound(columns, BOUNDS.columns, 12);
  return clampToBound(colSpan, { min: 1, max, integer: true }, 1);
}

/** Row span: 1–12. */
export function clampRowSpan(rowSpan: number): number {
  return clampToBound(rowSpan, BOUNDS.span, 1);
}

/** Mobile fallback when no mobile span is set: a span above 1 is capped at half the columns (at least 1). */
export function mobileColSpan(colSpan: number, columns: number): number {
  if (!(colSpan > 1)) return 1;
  const cap = Math.max(1, Math.floor(columns / 2));
  return Math.min(Math.round(colSpan), cap);
}

/** Mobile fallback when no mobile span is set: a row span above 1 becomes 0.7 × the span, rounded up. */
export function mobileRowSpan(rowSpan: number): number {
  if (!(rowSpan > 1)) return 1;
  // The epsilon keeps 0.7 × 10 = 7.000000000000001 from rounding up to 8.
  return Math.ceil(0.7 * rowSpan - 1e-9);
}

export const NESTED_PERCENT_RANGE = { min: 5, max: 100 } as const;
export const NESTED_PX_MIN = 10;
export const NESTED_AUTO_GROW_MIN_PX = 20;

export type ParsedNestedSize = { unit: 'auto' } | { unit: '%' | 'px'; value: number };

export function parseNestedSize(size: string): ParsedNestedSize {
  const match = /^(\d+(?:\.\d+)?)(%|px)$/.exec(size.trim());
  if (!match) return { unit: 'auto' };
  return { unit: match[2] === '%' ? '%' : 'px', value: Number(match[1]) };
}

export function isNestedSize(value: unknown): value is NestedSize {
  return typeof value === 'string' && (value === 'auto' || /^\d+(?:\.\d+)?(%|px)$/.test(value));
}

/**
 * One resize step of a nested box's width or height (15 per click; 5 with Shift from the keyboard).
 * - percent: clamped to 5–100; shrinking to 5 or below gives 'auto'.
 * - px: at least 10; shrinking to 10 or below gives 'auto'.
 * - 'auto': shrinking keeps 'auto'; growing gives px, at least 20 (from the measured size when known).
 * - maxPx (what the parent can draw along that axis, when known): a px size never grows past it, and a stored
 *   size already beyond it steps from it. Without it a width kept growing while the drawn width stayed put.
 */
export function stepNestedSize(
  size: NestedSize,
  direction: 'grow' | 'shrink',
  options: { step?: number; measuredPx?: number; maxPx?: number } = {},
): NestedSize {
  const step = options.step ?? NESTED_SIZE_STEP;
  const maxPx =
    options.maxPx !== undefined && Number.isFinite(options.maxPx) && options.maxPx > 0
      ? Math.max(NESTED_PX_MIN, Math.floor(options.maxPx))
      : Number.POSITIVE_INFINITY;
  const parsed = parseNestedSize(size);
  if (parsed.unit === 'auto') {
    if (direction === 'shrink') return 'auto';
    const measured =
      options.measuredPx !== undefined && Number.isFinite(options.measuredPx) ? options.measuredPx : 0;
    return `${Math.min(maxPx, Math.max(NESTED_AUTO_GROW_MIN_PX, Math.round(measured + step)))}px`;
  }
  if (parsed.unit === '%') {
    const next = direction === 'grow' ? parsed.value + step : parsed.value - step;
    if (direction === 'shrink' && next <= NESTED_PERCENT_RANGE.min) return 'auto';
    return `${Math.min(NESTED_PERCENT_RANGE.max, Math.max(NESTED_PERCENT_RANGE.min, next))}%`;
  }
  const from = Math.min(parsed.value, maxPx);
  const next = direction === 'grow' ? from + step : from - step;
  if (direction === 'shrink' && next <= NESTED_PX_MIN) return 'auto';
  return `${Math.min(maxPx, Math.max(NESTED_PX_MIN, next))}px`;
}

/**
 * Spans of a photo dropped on the grid, from its aspect ratio (width / height): wider than 1.5 → 2 columns (or
 * fewer when the grid has fewer) × 1 row; narrower than 0.7 → 1 × 2; otherwise 1 × 1. Unreadable → 1.33.
 */
export function photoSpansForAspectRatio(
  aspectRatio: number | null | undefined,
  columns: number,
): { colSpan: number; rowSpan: number } {
  const ratio =
    typeof aspectRatio === 'number' && Number.isFinite(aspectRatio) && aspectRatio > 0
      ? aspectRatio
      : FALLBACK_ASPECT_RATIO;
  if (ratio > 1.5) return { colSpan: Math.min(2, Math.max(1, Math.floor(columns) || 1)), rowSpan: 1 };
  if (ratio < 0.7) return { colSpan: 1, rowSpan: 2 };
  return { colSpan: 1, rowSpan: 1 };
}
