// The preview animation (editor-core.md §4 'Preview animation'): each enabled value runs from its start to its
// end in 2 s with ease-in-out, then the ends swap and it runs back, until stopped.
import { PREVIEW_ANIMATION_DURATION_MS } from '@bento/core';
import { rangeOf, type PreviewAnimationSettings } from './previewSettings';

export interface AnimatedValues {
  width?: number;
  radius?: number;
}

/** Cubic ease-in-out over 0..1. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/**
 * The values shown `elapsedMs` after the animation started: whole px. With reduced motion there is no tween: each
 * leg shows its end for its whole 2 s (the value steps between the ends instead of sliding).
 */
export function animatedValues(
  settings: PreviewAnimationSettings,
  elapsedMs: number,
  reducedMotion: boolean,
): AnimatedValues {
  const leg = Math.floor(Math.max(0, elapsedMs) / PREVIEW_ANIMATION_DURATION_MS);
  const progress = (Math.max(0, elapsedMs) % PREVIEW_ANIMATION_DURATION_MS) / PREVIEW_ANIMATION_DURATION_MS;
  const forward = leg % 2 === 0;
  const values: AnimatedValues = {};
  for (const type of settings.enabledAnimationTypes) {
    const [start, end] = rangeOf(settings, type);
    const [from, to] = forward ? [start, end] : [end, start];
    const eased = reducedMotion ? 1 : easeInOut(progress);
    values[type] = Math.round(from + (to - from) * eased);
  }
  return values;
}
