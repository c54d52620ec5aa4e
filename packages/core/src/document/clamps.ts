// Clamps of the Grid Settings panel, the box style sliders and the preview animation (editor-core.md §5).
// Panel fields clamp on blur; a value that is not a number falls back (to the previous value or a default).

import { BOUNDS, clampToBound, toNumber, type NumericBound } from './bounds';
import { FALLBACK_SQUIRCLE_STRENGTH } from './defaults';
import type { PackingAlgorithm } from './types';

/** Corner radius: whole px 0–50. A non-number restores the previous value. */
export function clampCornerRadius(input: unknown, previous: number): number {
  return clampToBound(toNumber(input), BOUNDS.cornerRadius, previous);
}

/** The highest squircle strength the corner slider reaches. */
export const SLIDER_MAX_SQUIRCLE_STRENGTH = 9;

/**
 * The corner slider runs 0–100: up to 50 it sets the radius (strength 1); above 50 the radius stays 50 and the
 * strength rises linearly to 9 at 100.
 */
export function cornerFromSlider(slider: number): { globalBoxRadius: number; squircleStrength: number } {
  const value = clampToBound(slider, BOUNDS.cornerSlider, 0);
  const radiusMax = BOUNDS.cornerRadius.max;
  if (value <= radiusMax) return { globalBoxRadius: Math.round(value), squircleStrength: 1 };
  const extra = (value - radiusMax) / (BOUNDS.cornerSlider.max - radiusMax);
  return {
    globalBoxRadius: radiusMax,
    squircleStrength: 1 + Math.round(extra * (SLIDER_MAX_SQUIRCLE_STRENGTH - 1)),
  };
}

/** The slider position showing a radius and strength (inverse of cornerFromSlider). */
export function sliderFromCorner(globalBoxRadius: number, squircleStrength: number): number {
  const radiusMax = BOUNDS.cornerRadius.max;
  const strength = Number.isFinite(squircleStrength) ? squircleStrength : 1;
  if (strength <= 1 || globalBoxRadius < radiusMax)
    return clampToBound(globalBoxRadius, BOUNDS.cornerRadius, 0);
  const extra = Math.min(1, (strength - 1) / (SLIDER_MAX_SQUIRCLE_STRENGTH - 1));
  return radiusMax + extra * (BOUNDS.cornerSlider.max - radiusMax);
}

function panelClamp(bound: NumericBound) {
  return (input: unknown, fallback: number): number =>
    clampToBound(toNumber(input), { ...bound, integer: true }, fallback);
}

/** Columns field of the panel: 1–9. */
export const clampPanelColumns = panelClamp(BOUNDS.panelColumns);
/** Max screen width (containerPadding): 320–1440 px. */
export const clampMaxScreenWidth = panelClamp(BOUNDS.maxScreenWidth);
/** Box spacing: 0–100. */
export const clampBoxSpacing = panelClamp(BOUNDS.boxSpacing);
/** Box padding (innerContainerPadding): 1–100. */
export const clampBoxPadding = panelClamp(BOUNDS.boxPadding);
/** Infinite-scroll batch size: 1–100. */
export const clampBatchSize = panelClamp(BOUNDS.batchSize);

/** The engine's column clamp: 1–12, or 1–10 for masonry. Non-numbers fall back to 1. */
export function clampEngineColumns(
  columns: number,
  packing: PackingAlgorithm = 'infiniteScrollGridPacking',
): number {
  const bound = packing === 'masonry' ? BOUNDS.masonryColumns : BOUNDS.columns;
  return clampToBound(columns, bound, 1);
}

/** Squircle strength: 1–10; missing or not a number → 5. */
export function clampSquircleStrength(input: unknown): number {
  return clampToBound(toNumber(input), BOUNDS.squircleStrength, FALLBACK_SQUIRCLE_STRENGTH);
}

// Box style sliders (§3 ranges). Non-numbers fall back to the given value.
export const clampBorderWidth = (value: number, fallback = 0) =>
  clampToBound(value, BOUNDS.borderWidth, fallback);
export const clampOpacity = (value: number, fallback = 1) => clampToBound(value, BOUNDS.opacity, fallback);
export const clampImageScale = (value: number, fallback = 1) =>
  clampToBound(value, BOUNDS.imageScale, fallback);
export const clampBgImagePadding = (value: number, fallback = 0) =>
  clampToBound(value, BOUNDS.bgImagePadding, fallback);
export const clampBlurStrength = (value: number, fallback = 0) =>
  clampToBound(value, BOUNDS.blurStrength, fallback);

export interface AnimationRange {
  start: number;
  end: number;
}

export const PREVIEW_WIDTH_MIN_GAP = 50;
export const PREVIEW_RADIUS_MIN_GAP = 2;

/**
 * Keeps both ends within [min, max] and at least minGap apart. The end being dragged (`moved`) gives way: it
 * is pushed away from the other end, to the other side when there is no room. The ends may be in either order
 * (they swap after every run).
 */
export function clampAnimationRange(
  range: AnimationRange,
  bound: NumericBound,
  minGap: number,
  moved: keyof AnimationRange = 'end',
): AnimationRange {
  const start = clampToBound(range.start, bound, bound.min);
  const end = clampToBound(range.end, bound, bound.max);
  if (Math.abs(end - start) >= minGap) return { start, end };
  const fixed = moved === 'end' ? start : end;
  const moving = moved === 'end' ? end : start;
  const direction = moving >= fixed ? 1 : -1;
  let next = fixed + direction * minGap;
  if (next > bound.max || next < bound.min) next = fixed - direction * minGap;
  return moved === 'end' ? { start: fixed, end: next } : { start: next, end: fixed };
}

/** Preview width animation: 320–1440 px, ends at least 50 apart. */
export function clampPreviewWidthRange(range: AnimationRange, moved?: keyof AnimationRange): AnimationRange {
  return clampAnimationRange(range, BOUNDS.previewWidth, PREVIEW_WIDTH_MIN_GAP, moved);
}

/** Preview radius animation: 0–64, ends at least 2 apart. */
export function clampPreviewRadiusRange(range: AnimationRange, moved?: keyof AnimationRange): AnimationRange {
  return clampAnimationRange(range, BOUNDS.previewRadius, PREVIEW_RADIUS_MIN_GAP, moved);
}
