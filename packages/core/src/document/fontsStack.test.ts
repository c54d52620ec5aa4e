import { sanitizeRichText } from '../content/richText';
import { FONTS, WEB_FONTS } from './fonts';
import {
  fontFamilyStack,
  styleWithFontStacks,
  genericFamilyOf,
  parseFontFamilyList,
  webFontName,
  webFontsInFamily,
} from './fontsStack';

describe('genericFamilyOf', () => {
  it.each(['Playfair Display', 'Merriweather', 'Georgia', 'Times New Roman'])('%s is a serif', (name) => {
    expect(genericFamilyOf(name)).toBe('serif');
  });

  it.each(['Oswald', 'Raleway', 'Inter', 'Montserrat', 'Source Sans Pro', 'Arial', 'Verdana'])(
    '%s is a sans-serif',
    (name) => {
      expect(genericFamilyOf(name)).toBe('sans-serif');
    },
  );
});

describe('fontFamilyStack', () => {
  it('serif families fall back to serif only (never to the sans system-ui)', () => {
    expect(fontFamilyStack('Playfair Display')).toBe("'Playfair Display', serif");
    expect(fontFamilyStack('Merriweather')).toBe("'Merriweather', serif");
    expect(fontFamilyStack('Georgia')).toBe("'Georgia', serif");
    expect(fontFamilyStack('Times New Roman')).toBe("'Times New Roman', serif");
  });

  it('sans families fall back to system-ui, then sans-serif', () => {
    expect(fontFamilyStack('Montserrat')).toBe("'Montserrat', system-ui, sans-serif");
    expect(fontFamilyStack('Oswald')).toBe("'Oswald', system-ui, sans-serif");
  });

  it('gives every one of the 18 fonts but Default a stack ending in a generic family', () => {
    for (const { name } of FONTS) {
      const stack = fontFamilyStack(name);
      if (name === 'Default') expect(stack).toBeUndefined();
      else expect(stack).toMatch(new RegExp(`^'${name}', .*(serif|sans-serif)$`));
    }
  });

  it('reads quoted names and any case, and keeps a stack that already names a generic family', () => {
    expect(fontFamilyStack('"playfair display"')).toBe("'Playfair Display', serif");
    expect(fontFamilyStack("'Open Sans', Arial")).toBe("'Open Sans', 'Arial', system-ui, sans-serif");
    expect(fontFamilyStack('Inter, sans-serif')).toBe("'Inter', sans-serif");
  });

  it('Default and unusable values inherit the grid font', () => {
    expect(fontFamilyStack('Default')).toBeUndefined();
    expect(fontFamilyStack('')).toBeUndefined();
    expect(fontFamilyStack(12)).toBeUndefined();
    expect(fontFamilyStack('x"; color: red')).toBeUndefined();
    expect(fontFamilyStack("Inter'), url(x")).toBeUndefined();
  });
});

describe('parseFontFamilyList', () => {
  it('unquotes and trims the names', () => {
    expect(parseFontFamilyList(` "Open Sans" , 'Arial',sans-serif `)).toEqual([
      'Open Sans',
      'Arial',
      'sans-serif',
    ]);
  });

  it('refuses names that could break out of a declaration', () => {
    expect(parseFontFamilyList('Inter; color: red')).toBeNull();
    expect(parseFontFamilyList("'Inter")).toBeNull();
    expect(parseFontFamilyList(',,')).toBeNull();
  });
});

describe('webFontName / webFontsInFamily', () => {
  it('canonicalises the 12 web fonts and nothing else', () => {
    for (const name of WEB_FONTS) expect(webFontName(name.toUpperCase())).toBe(name);
    expect(webFontName('Georgia')).toBeNull();
    expect(webFontName('Source Sans 3')).toBeNull();
  });

  it("'Default' or no family is the grid's Montserrat; system fonts need no web font", () => {
    expect(webFontsInFamily(undefined)).toEqual(['Montserrat']);
    expect(webFontsInFamily('Default')).toEqual(['Montserrat']);
    expect(webFontsInFamily('Georgia')).toEqual([]);
    expect(webFontsInFamily("'Playfair Display', serif")).toEqual(['Playfair Display']);
  });
});

describe('font stacks in rich text (display only)', () => {
  const html =
    '<p><span style="font-family: Playfair Display; color: red">a</span><span style="font-family: Oswald">b</span></p>';

  it('styleWithFontStacks expands each font-family declaration, !important kept', () => {
    expect(styleWithFontStacks('color:red;font-family:Playfair Display !important')).toBe(
      "color:red;font-family:'Playfair Display', serif !important",
    );
    expect(styleWithFontStacks('font-family:Default;color:red')).toBe('font-family:Default;color:red');
  });

  it('sanitizeRichText with fontStacks gives spans their generic fallback; without, names stay as written', () => {
    expect(sanitizeRichText(html, { fontStacks: true })).toBe(
      `<p><span style="font-family:'Playfair Display', serif;color:red">a</span>` +
        `<span style="font-family:'Oswald', system-ui, sans-serif">b</span></p>`,
    );
    expect(sanitizeRichText(html)).toBe(
      '<p><span style="font-family:Playfair Display;color:red">a</span><span style="font-family:Oswald">b</span></p>',
    );
  });
});
