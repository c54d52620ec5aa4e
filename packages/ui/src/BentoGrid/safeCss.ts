// Values from the document end up in style attributes, on the server too. React serialises a value as it is,
// so `red; background-image: url(https://tracker)` would add a declaration: every free-form value goes through
// these guards first. (Core validates lengths and enums, not CSS syntax, so the guards live here.)

import { fontFamilyStack } from '@bento/core';

/** Characters and constructs that could end a declaration, open a block or fetch something. */
const UNSAFE_CSS =
  /[;{}<>\\"`!@]|\/\*|url\s*\(|image\s*\(|image-set\s*\(|expression\s*\(|var\s*\(|attr\s*\(/i;
const MAX_CSS_VALUE_LENGTH = 120;

/** A single CSS value that cannot break out of its declaration; otherwise undefined. */
export function safeCssValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_CSS_VALUE_LENGTH || UNSAFE_CSS.test(trimmed)) return undefined;
  return trimmed;
}

const COLOR_PATTERNS = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color)\([\w\s.,%/+-]*\)$/i,
  /^[a-z]+$/i,
];

/** A colour value (hex, functional notation or a keyword such as transparent); otherwise undefined. */
export function cssColor(value: unknown): string | undefined {
  const safe = safeCssValue(value);
  return safe !== undefined && COLOR_PATTERNS.some((pattern) => pattern.test(safe)) ? safe : undefined;
}

/** A box colour: empty means transparent (editor-core.md §3 'an empty colour field sets transparent'). */
export function boxColor(value: unknown, fallback: string): string {
  if (typeof value === 'string' && value.trim() === '') return 'transparent';
  return cssColor(value) ?? fallback;
}

const LENGTH = /^\d+(?:\.\d+)?(?:px|em|rem|%|pt|vw|vh)$/i;

/** A number (pixels) or a length such as '16px' / '1.5rem'; otherwise undefined. */
export function cssLength(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? `${value}px` : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return `${trimmed}px`;
  return LENGTH.test(trimmed) ? trimmed : undefined;
}

/**
 * A url() for CSS. The URL must already be vetted (core's safeMediaUrl); this only escapes it so that quotes,
 * backslashes and line breaks cannot end the string.
 */
export function cssUrl(url: string): string {
  const escaped = url.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, '');
  return `url("${escaped}")`;
}

/**
 * The font stack of a textStyle.fontFamily (editor-core.md §9 'Fonts'): core's fontFamilyStack (serif families
 * fall back to serif, sans ones to system-ui, sans-serif). 'Default' (or anything unusable) inherits the grid's font.
 */
export const fontStack = fontFamilyStack;
