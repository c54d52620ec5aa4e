// Clamps of the Grid Settings panel and the box style sliders (editor-core.md §5). The gallery's (batch size, engine
// columns) and the preview animation's come with their issues.
// Panel fields clamp on blur; a value that is not a number falls back (to the previous value or a default).

import { BOUNDS, clampToBound, toNumber, type NumericBound } from './bounds';
import { FALLBACK_SQUIRCLE_STRENGTH } from './defaults';

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
