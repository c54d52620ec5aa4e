// Which web fonts a document uses, so that only those are declared and fetched (editor, published page, export).
// A box's font comes from its textStyle.fontFamily ('Default' or none: the grid's Montserrat) and from the
// font-family of spans in its rich text (the text toolbar's font menu writes those).

import { tokenize, type TokenSink } from '../content/html/tokenizer';
import { WEB_FONTS } from './fonts';
import { webFontsInFamily, type WebFontName } from './fontsStack';

/** The parts of a box this reads: loose, so a stored, imported or partial document works too. */
export interface FontSource {
  contentId?: unknown;
  textStyle?: { fontFamily?: unknown } | null;
  nestedBoxes?: readonly FontSource[] | null;
}

const FONT_FAMILY_DECLARATION = /(?:^|;)\s*font-family\s*:\s*([^;]*)/gi;

/** The font-family values of the style attributes in rich-text HTML, in document order. */
export function richTextFontFamilies(html: unknown): string[] {
  if (typeof html !== 'string' || !/font-family/i.test(html)) return [];
  const families: string[] = [];
  const sink: TokenSink = {
    startTag(_name, attributes) {
      const style = attributes.get('style');
      if (!style) return;
      for (const match of style.matchAll(FONT_FAMILY_DECLARATION)) {
        families.push((match[1] ?? '').replace(/\s*!\s*important\s*$/i, '').trim());
      }
    },
    endTag() {},
    text() {},
    inForeignContext: () => false,
  };
  tokenize(html, sink);
  return families;
}

function addFonts(into: Set<WebFontName>, source: FontSource): void {
  for (const name of webFontsInFamily(source.textStyle?.fontFamily)) into.add(name);
  for (const family of richTextFontFamilies(source.contentId)) {
    for (const name of webFontsInFamily(family)) into.add(name);
  }
}

/** The web fonts one box (with its nested boxes) uses, in the toolbar's order. */
export function boxWebFonts(box: FontSource): WebFontName[] {
  const used = new Set<WebFontName>();
  addFonts(used, box);
  for (const nested of listOf(box.nestedBoxes)) addFonts(used, nested);
  return inToolbarOrder(used);
}

/** The web fonts of several font lists (e.g. boxWebFonts of each box), each once, in the toolbar's order. */
export function mergeWebFonts(lists: Iterable<readonly WebFontName[]>): WebFontName[] {
  const used = new Set<WebFontName>();
  for (const list of lists) for (const name of list) used.add(name);
  return inToolbarOrder(used);
}

/** The web fonts a document uses (its boxes and nested boxes); none for a document without boxes. */
export function documentWebFonts(gridData: { boxes?: readonly FontSource[] | null } | null | undefined) {
  return mergeWebFonts(listOf(gridData?.boxes).map(boxWebFonts));
}

/** The sources of a list field; nothing when it is not a list (a partial or odd document). */
function listOf(value: readonly FontSource[] | null | undefined): readonly FontSource[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'object' && item !== null) : [];
}

function inToolbarOrder(used: ReadonlySet<WebFontName>): WebFontName[] {
  return WEB_FONTS.filter((name) => used.has(name));
}
