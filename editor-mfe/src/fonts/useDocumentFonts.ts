// The editor loads the web fonts of the document being edited, and only those (editor-core.md §9 'Fonts').
import type { WebFontName } from '@bento/core';
import { useAppSelector } from '@bento/store';
import { useEffect, useMemo, useState } from 'react';
import { selectDocument } from '../state/editorSlice';
import { linkWebFonts, useAfterPaintWhenIdle } from '@bento/ui';
import type { documentWebFonts } from './documentFonts';

type FontsReader = typeof documentWebFonts;

/**
 * Links the stylesheets of the web fonts the current document uses (its boxes, nested boxes and rich text). The
 * first ones wait until the editor's first screen has been painted: the text shows at once in its fallback of the
 * same kind (font-display: swap), and on a phone the font files, and the code that finds them, would otherwise
 * share the network with the editor's own files (issue 17).
 */
export function useDocumentFonts(): void {
  const boxes = useAppSelector((state) => selectDocument(state).boxes);
  const painted = useAfterPaintWhenIdle(true);
  const [readFonts, setReadFonts] = useState<FontsReader | null>(null);
  useEffect(() => {
    if (!painted) return;
    let current = true;
    import('./documentFonts').then(
      (module) => current && setReadFonts(() => module.documentWebFonts),
      // Offline: the text keeps its fallback font.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [painted]);
  const key = useMemo(() => (readFonts ? readFonts(boxes).join('\n') : ''), [readFonts, boxes]);
  useEffect(() => {
    if (key) linkWebFonts(key.split('\n') as WebFontName[]);
  }, [key]);
}
