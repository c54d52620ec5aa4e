// Which web fonts a document uses: reading rich text for font families takes @bento/core's HTML tokenizer, which
// the first screen does without (useDocumentFonts loads this module once that screen has painted).
import { boxWebFonts, mergeWebFonts, type Box, type WebFontName } from '@bento/core';

// Boxes are immutable: a box's fonts are read once per version of it, so a change to one of 500 boxes reads one.
const fontsByBox = new WeakMap<Box, WebFontName[]>();

function fontsOf(box: Box): WebFontName[] {
  let fonts = fontsByBox.get(box);
  if (!fonts) {
    fonts = boxWebFonts(box);
    fontsByBox.set(box, fonts);
  }
  return fonts;
}

/** The web fonts of `boxes` (their text, nested boxes and rich text), each once. */
export function documentWebFonts(boxes: readonly Box[]): WebFontName[] {
  return mergeWebFonts(boxes.map(fontsOf));
}
