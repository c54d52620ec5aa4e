// The files behind the 12 web fonts and their @font-face rules. The fonts are self-hosted from the npm font
// packages (@fontsource/<id>, the latin subset) and served by our own origin under WEB_FONT_PATH, never by a
// third-party font host. One generator for the editor, the server-rendered page and a static export: each
// passes how a face's file is addressed (an absolute path on our origin, or a relative one in an export).

import { WEB_FONTS } from './fonts';
import type { WebFontName } from './fontsStack';

/** Where the API serves the font files and the per-family stylesheets (a reserved path segment, never a slug). */
export const WEB_FONT_PATH = '/assets/fonts';

export type FontWeight = 400 | 700;
export type FontStyle = 'normal' | 'italic';

/** One face of a web font: what the text toolbar can produce (regular, bold, italic, bold italic). */
export interface WebFontFace {
  family: WebFontName;
  weight: FontWeight;
  style: FontStyle;
  /** The file's name in its package's files/ folder, e.g. 'playfair-display-latin-700-italic.woff2'. */
  file: string;
  /** The npm package holding it, e.g. '@fontsource/playfair-display'. */
  packageName: string;
}

/**
 * The fontsource id of each family. Source Sans Pro is published as Source Sans 3 now: the document keeps the
 * toolbar's name and the files come from 'source-sans-3'. Oswald has no italic (the browser slants it).
 */
const SOURCES: Readonly<Record<WebFontName, { id: string; italic: boolean }>> = {
  Inter: { id: 'inter', italic: true },
  'Open Sans': { id: 'open-sans', italic: true },
  Roboto: { id: 'roboto', italic: true },
  Lato: { id: 'lato', italic: true },
  Montserrat: { id: 'montserrat', italic: true },
  Poppins: { id: 'poppins', italic: true },
  Nunito: { id: 'nunito', italic: true },
  'Source Sans Pro': { id: 'source-sans-3', italic: true },
  'Playfair Display': { id: 'playfair-display', italic: true },
  Merriweather: { id: 'merriweather', italic: true },
  Oswald: { id: 'oswald', italic: false },
  Raleway: { id: 'raleway', italic: true },
};

/** fontsource's latin subset: text outside it uses the fallback (and the file is not fetched for it). */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,' +
  'U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const WEIGHTS: readonly FontWeight[] = [400, 700];

/** The family's id in URLs and package names ('Source Sans Pro' → 'source-sans-3'). */
export function webFontId(family: WebFontName): string {
  return SOURCES[family].id;
}

/** The family of an id ('source-sans-3' → 'Source Sans Pro'); null for an unknown id. */
export function webFontById(id: string): WebFontName | null {
  return WEB_FONTS.find((family) => SOURCES[family].id === id) ?? null;
}

/** The faces of a family: 400 and 700, normal and (where the family has one) italic. */
export function webFontFaces(family: WebFontName): WebFontFace[] {
  const { id, italic } = SOURCES[family];
  const styles: FontStyle[] = italic ? ['normal', 'italic'] : ['normal'];
  return WEIGHTS.flatMap((weight) =>
    styles.map((style) => ({
      family,
      weight,
      style,
      file: `${id}-latin-${weight}-${style}.woff2`,
      packageName: `@fontsource/${id}`,
    })),
  );
}

/** Every face of the 12 web fonts: the whole set the server may serve. */
export function allWebFontFaces(): WebFontFace[] {
  return WEB_FONTS.flatMap(webFontFaces);
}

/** The per-family stylesheet on our origin that declares the family's faces (the editor links it). */
export function webFontStylesheetPath(family: WebFontName): string {
  return `${WEB_FONT_PATH}/${webFontId(family)}.css`;
}

/** A URL for url(): quotes, backslashes and line breaks cannot end the string. */
function cssUrl(url: string): string {
  return `url("${url.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, '')}")`;
}

/**
 * @font-face rules for the given families, with font-display: swap (text shows at once in the fallback and
 * swaps when the file arrives). `urlOf` addresses a face's file; a face it answers null for is left out.
 * Declaring a face fetches nothing: the browser downloads a file only when text uses that face.
 */
export function fontFaceCss(
  families: readonly WebFontName[],
  urlOf: (face: WebFontFace) => string | null,
): string {
  const rules: string[] = [];
  for (const family of families) {
    for (const face of webFontFaces(family)) {
      const url = urlOf(face);
      if (url === null) continue;
      rules.push(
        `@font-face{font-family:'${family}';font-style:${face.style};font-weight:${face.weight};` +
          `font-display:swap;src:${cssUrl(url)} format('woff2');unicode-range:${LATIN_UNICODE_RANGE}}`,
      );
    }
  }
  return rules.join('\n');
}
