// Font stacks of the text toolbar's fonts (editor-core.md §9 'Fonts'): the named family, then a generic family of
// the same kind, so text keeps its character while a web font loads (font-display: swap) or if it never does.

import { DEFAULT_FONT_FAMILY, SYSTEM_FONTS, WEB_FONTS } from './fonts';

export type WebFontName = (typeof WEB_FONTS)[number];
export type GenericFamily = 'serif' | 'sans-serif';

/** The serif fonts among the 18; every other one (Oswald, Raleway...) is a sans-serif. */
const SERIF_FAMILIES: ReadonlySet<string> = new Set([
  'times new roman',
  'georgia',
  'playfair display',
  'merriweather',
]);
const GENERIC_KEYWORDS: ReadonlySet<string> = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
]);
const FONT_NAME = /^[\w\s-]+$/;
const MAX_FAMILIES = 8;

const WEB_FONT_BY_KEY: ReadonlyMap<string, WebFontName> = new Map(
  WEB_FONTS.map((name) => [name.toLowerCase(), name]),
);
const KNOWN_FONT_BY_KEY: ReadonlyMap<string, string> = new Map(
  [...SYSTEM_FONTS, ...WEB_FONTS].map((name) => [name.toLowerCase(), name]),
);

/** 'serif' for the serif fonts (Playfair Display, Merriweather, Georgia, Times New Roman), else 'sans-serif'. */
export function genericFamilyOf(name: string): GenericFamily {
  return SERIF_FAMILIES.has(name.trim().toLowerCase()) ? 'serif' : 'sans-serif';
}

/** The toolbar's spelling of a web font ('playfair display' → 'Playfair Display'); null for anything else. */
export function webFontName(name: string): WebFontName | null {
  return WEB_FONT_BY_KEY.get(name.trim().toLowerCase()) ?? null;
}

/**
 * The family names of a CSS font-family value, unquoted, in order ("'Open Sans', Arial, sans-serif" →
 * ['Open Sans', 'Arial', 'sans-serif']). Null when a name holds anything but letters, digits, spaces, '_' and
 * '-' (the value goes into style attributes: nothing may break out of it).
 */
export function parseFontFamilyList(value: unknown): string[] | null {
  if (typeof value !== 'string') return null;
  const names = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^(['"])(.*)\1$/.exec(part)?.[2] ?? part).trim());
  if (names.length === 0 || names.length > MAX_FAMILIES) return null;
  return names.every((name) => name !== '' && FONT_NAME.test(name)) ? names : null;
}

/**
 * The CSS stack of a font-family value: its names (quoted), then the generic family of the first name. A sans
 * font gets system-ui before sans-serif; a serif font gets serif only (system-ui is a sans font: putting it
 * first made Playfair Display fall back to a sans). A value that already names a generic family is kept as it
 * is. 'Default' (the grid's font) and unusable values give undefined: the text inherits the grid's font.
 */
export function fontFamilyStack(fontFamily: unknown): string | undefined {
  const names = parseFontFamilyList(fontFamily);
  const first = names?.[0];
  if (!names || !first || first.toLowerCase() === 'default') return undefined;
  const quoted = names.map((name) =>
    GENERIC_KEYWORDS.has(name.toLowerCase())
      ? name.toLowerCase()
      : `'${KNOWN_FONT_BY_KEY.get(name.toLowerCase()) ?? name}'`,
  );
  if (names.some((name) => GENERIC_KEYWORDS.has(name.toLowerCase()))) return quoted.join(', ');
  const generic = genericFamilyOf(first);
  return [...quoted, ...(generic === 'serif' ? ['serif'] : ['system-ui', 'sans-serif'])].join(', ');
}

/** The web fonts a font-family value names; 'Default' (or no value) is the grid's font, Montserrat. */
export function webFontsInFamily(fontFamily: unknown): WebFontName[] {
  if (fontFamily === undefined || fontFamily === null || fontFamily === '') return [DEFAULT_WEB_FONT];
  const names = parseFontFamilyList(fontFamily);
  if (!names) return [];
  if (names[0]?.toLowerCase() === 'default') return [DEFAULT_WEB_FONT];
  return names.map(webFontName).filter((name): name is WebFontName => name !== null);
}

/** The grid's own font (BentoGrid.module.css) and the default of textStyle.fontFamily. */
export const DEFAULT_WEB_FONT: WebFontName = DEFAULT_FONT_FAMILY;

/**
 * A filtered style attribute ('prop:value;prop:value', as the rich-text sanitiser writes it) with each
 * font-family value replaced by its stack, so a span the toolbar set to 'Oswald' falls back to a sans-serif.
 */
export function styleWithFontStacks(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const match = /^font-family:(.*?)( !important)?$/.exec(declaration);
      const stack = match ? fontFamilyStack(match[1]) : undefined;
      return match && stack ? `font-family:${stack}${match[2] ?? ''}` : declaration;
    })
    .join(';');
}
