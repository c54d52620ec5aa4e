// Small layout formulas of editor-core.md §4 and §9.

export const SQUIRCLE_FALLBACK_HEIGHT = 100;

/** Minimum height of a squircle box: max(60, 30 × rowSpan); 100 when the row span is unusable. */
export function squircleMinHeight(rowSpan: number | undefined): number {
  if (typeof rowSpan !== 'number' || !Number.isFinite(rowSpan) || rowSpan <= 0)
    return SQUIRCLE_FALLBACK_HEIGHT;
  return Math.max(60, 30 * rowSpan);
}

/** Corner radius of nested boxes: max(4, 0.7 × the global radius). */
export function nestedBoxRadius(globalBoxRadius: number): number {
  if (!Number.isFinite(globalBoxRadius)) return 4;
  return Math.max(4, 0.7 * globalBoxRadius);
}

/** Staggered entrance delay of the index-th box: 50 ms + 50 ms × (1 − 0.5^index). */
export function staggerDelayMs(index: number): number {
  const i = Number.isFinite(index) && index > 0 ? index : 0;
  return 50 + 50 * (1 - 0.5 ** i);
}
