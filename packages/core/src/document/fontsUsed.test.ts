import { createDefaultGridData } from './defaults';
import { boxWebFonts, documentWebFonts, mergeWebFonts, richTextFontFamilies } from './fontsUsed';

const box = (fontFamily: string | undefined, contentId = '<p>Text</p>', nestedBoxes: object[] = []) => ({
  contentId,
  textStyle: fontFamily === undefined ? {} : { fontFamily },
  nestedBoxes,
});

describe('richTextFontFamilies', () => {
  it('reads the font-family of every style attribute, entities decoded', () => {
    const html =
      '<p><span style="font-family:&quot;Playfair Display&quot;, serif;color:red">a</span>' +
      "<strong style='color: blue; font-family: Oswald !important'>b</strong></p>";
    expect(richTextFontFamilies(html)).toEqual(['"Playfair Display", serif', 'Oswald']);
  });

  it('ignores the words font-family in the text itself', () => {
    expect(richTextFontFamilies('<p>font-family: Lato</p>')).toEqual([]);
    expect(richTextFontFamilies(undefined)).toEqual([]);
  });
});

describe('boxWebFonts', () => {
  it('takes the textStyle font, the rich-text fonts and those of nested boxes', () => {
    const nested = box('Raleway', '<p><span style="font-family: Inter">n</span></p>');
    const html = '<p><span style="font-family: Playfair Display">x</span></p>';
    expect(boxWebFonts(box('Georgia', html, [nested]))).toEqual(['Inter', 'Playfair Display', 'Raleway']);
  });

  it("counts 'Default' and a missing font as the grid's Montserrat", () => {
    expect(boxWebFonts(box('Default'))).toEqual(['Montserrat']);
    expect(boxWebFonts(box(undefined))).toEqual(['Montserrat']);
  });

  it('maps any spelling to the toolbar name and drops system and unknown fonts', () => {
    expect(boxWebFonts(box('source sans pro'))).toEqual(['Source Sans Pro']);
    expect(boxWebFonts(box('Arial, Comic Sans'))).toEqual([]);
  });
});

describe('documentWebFonts', () => {
  it('lists only the web fonts the document uses, each once, in the toolbar order', () => {
    const gridData = { boxes: [box('Playfair Display'), box('Lato'), box('Playfair Display')] };
    expect(documentWebFonts(gridData)).toEqual(['Lato', 'Playfair Display']);
  });

  it('the default document uses Montserrat only; no boxes use none', () => {
    expect(documentWebFonts(createDefaultGridData())).toEqual(['Montserrat']);
    expect(documentWebFonts({ boxes: [] })).toEqual([]);
    expect(documentWebFonts(null)).toEqual([]);
  });

  it('tolerates partial or odd documents', () => {
    const odd = { boxes: [{ contentId: 42, textStyle: null, nestedBoxes: 'x' }, null] } as never;
    expect(documentWebFonts(odd)).toEqual(['Montserrat']);
    expect(documentWebFonts({ boxes: 'x' } as never)).toEqual([]);
  });
});

describe('mergeWebFonts', () => {
  it('unites lists in the toolbar order', () => {
    expect(mergeWebFonts([['Raleway', 'Inter'], ['Inter']])).toEqual(['Inter', 'Raleway']);
  });
});
