import { WEB_FONTS } from './fonts';
import {
  allWebFontFaces,
  fontFaceCss,
  webFontById,
  webFontFaces,
  webFontId,
  webFontStylesheetPath,
} from './fontsFaces';

describe('webFontFaces', () => {
  it('regular, bold, italic and bold italic of the latin subset', () => {
    expect(webFontFaces('Playfair Display').map((face) => face.file)).toEqual([
      'playfair-display-latin-400-normal.woff2',
      'playfair-display-latin-400-italic.woff2',
      'playfair-display-latin-700-normal.woff2',
      'playfair-display-latin-700-italic.woff2',
    ]);
    expect(webFontFaces('Playfair Display')[0]?.packageName).toBe('@fontsource/playfair-display');
  });

  it("Source Sans Pro comes from fontsource's source-sans-3 under its document name", () => {
    expect(webFontId('Source Sans Pro')).toBe('source-sans-3');
    expect(webFontFaces('Source Sans Pro')[0]).toMatchObject({
      family: 'Source Sans Pro',
      packageName: '@fontsource/source-sans-3',
    });
    expect(webFontById('source-sans-3')).toBe('Source Sans Pro');
    expect(webFontById('source-sans-pro')).toBeNull();
  });

  it('Oswald has no italic', () => {
    expect(webFontFaces('Oswald').map((face) => face.style)).toEqual(['normal', 'normal']);
  });

  it('the whole set covers the 12 web fonts', () => {
    expect(new Set(allWebFontFaces().map((face) => face.family))).toEqual(new Set(WEB_FONTS));
    expect(allWebFontFaces()).toHaveLength(12 * 4 - 2);
  });
});

describe('fontFaceCss', () => {
  const urlOf = (face: { file: string }) => `/assets/fonts/${face.file}`;

  it('declares each face of the given families with font-display: swap', () => {
    const css = fontFaceCss(['Playfair Display'], urlOf);
    const rules = css.split('\n');
    expect(rules).toHaveLength(4);
    expect(rules[0]).toBe(
      "@font-face{font-family:'Playfair Display';font-style:normal;font-weight:400;font-display:swap;" +
        `src:url("/assets/fonts/playfair-display-latin-400-normal.woff2") format('woff2');` +
        `unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,` +
        'U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}',
    );
    expect(css).not.toContain('Montserrat');
  });

  it('leaves out faces without a URL and escapes the URL', () => {
    const css = fontFaceCss(['Lato', 'Inter'], (face) =>
      face.family === 'Lato' ? null : `/a"b\\${face.file}`,
    );
    expect(css).not.toContain('Lato');
    expect(css).toContain('url("/a\\"b\\\\inter-latin-400-normal.woff2")');
  });

  it('nothing for no families', () => {
    expect(fontFaceCss([], urlOf)).toBe('');
  });
});

describe('webFontStylesheetPath', () => {
  it('is on our origin, by id', () => {
    expect(webFontStylesheetPath('Open Sans')).toBe('/assets/fonts/open-sans.css');
  });
});
