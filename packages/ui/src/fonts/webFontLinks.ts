// Loads the text toolbar's web fonts from our own origin: one <link> per family to its @font-face stylesheet
// (font-display: swap, files served by the API under WEB_FONT_PATH), added the first time a family is needed.
// Declaring a family fetches nothing: the browser downloads a face's file when text uses it.
import { webFontId, webFontStylesheetPath, type WebFontName } from '@bento/core';

const FAMILY_ATTRIBUTE = 'data-bento-font';

/** Links the stylesheets of these families, each once; a linked family stays linked. */
export function linkWebFonts(families: Iterable<WebFontName>, doc: Document = document): void {
  for (const family of families) {
    const id = webFontId(family);
    if (doc.head.querySelector(`link[${FAMILY_ATTRIBUTE}="${id}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = webFontStylesheetPath(family);
    link.setAttribute(FAMILY_ATTRIBUTE, id);
    doc.head.append(link);
  }
}
