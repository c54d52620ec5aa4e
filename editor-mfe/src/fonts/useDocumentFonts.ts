// The editor loads the web fonts of the document being edited, and only those (editor-core.md §9 'Fonts').
import { boxWebFonts, mergeWebFonts, type Box, type WebFontName } from '@bento/core';
import { useAppSelector } from '@bento/store';
import { useEffect, useMemo } from 'react';
import { selectDocument } from '../state/editorSlice';
import { linkWebFonts, useAfterPaintWhenIdle } from '@bento/ui';

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

/**
 * Links the stylesheets of the web fonts the current document uses (its boxes, nested boxes and rich text). The
 * first ones wait until the editor's first screen has been painted: the text shows at once in its fallback of the
 * same kind (font-display: swap), and on a phone the font files would otherwise share the network with the
 * editor's own files (issue 17).
 */
export function useDocumentFonts(): void {
  const boxes = useAppSelector((state) => selectDocument(state).boxes);
  const families = useMemo(() => mergeWebFonts(boxes.map(fontsOf)), [boxes]);
  const key = families.join('\n');
  const painted = useAfterPaintWhenIdle(true);
  useEffect(() => {
    if (painted && key) linkWebFonts(key.split('\n') as WebFontName[]);
  }, [painted, key]);
}
