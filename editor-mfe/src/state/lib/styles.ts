// Style rules applied whenever a box or nested box style changes (editor-core.md §3 'Box style', §5).
import type { BoxStyle, NestedBoxStyle } from '@bento/core';

/** Optional style fields where '' means "not set". */
const CLEARED_WHEN_EMPTY = [
  'bgImageUrl',
  'bgVideoUrl',
  'borderColor',
  'linkUrl',
  'iframeUrl',
  'iframeTitle',
] as const;

/**
 * `style` with `changes` applied: setting a background image clears the video and vice versa; an empty colour
 * field makes the background transparent; clearing the border colour also sets the border width to 0; empty
 * optional fields are removed.
 */
export function applyStyleChanges<S extends BoxStyle>(style: S, changes: Partial<S>): S {
  const next: S = { ...style, ...changes };
  if (changes.bgImageUrl) delete next.bgVideoUrl;
  if (changes.bgVideoUrl) delete next.bgImageUrl;
  if (changes.bgColor === '') next.bgColor = 'transparent';
  if ('borderColor' in changes && !changes.borderColor) next.borderWidth = 0;
  for (const key of CLEARED_WHEN_EMPTY) {
    if (key in next && !next[key]) delete next[key];
  }
  return next;
}

/** The visual part of a (nested) box style: what copy style holds and paste style applies. */
export function visualStyle(style: BoxStyle | NestedBoxStyle): BoxStyle {
  // A nested box's placement in its parent is never part of a copied or pasted style.
  const source: BoxStyle & Partial<NestedBoxStyle> = style;
  const { justifySelf: _j, alignSelf: _a, width: _w, height: _h, horizontalPosition: _p, ...visual } = source;
  return visual;
}

/** Shallow equality of two flat records (style and text style objects). */
export function shallowEqual(a: object, b: object): boolean {
  if (a === b) return true;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}
