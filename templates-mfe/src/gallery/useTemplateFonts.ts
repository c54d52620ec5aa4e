import { boxWebFonts, mergeWebFonts, type GridData } from '@bento/core';
import { linkWebFonts } from '@bento/ui';
import { useEffect } from 'react';

/** Links the web fonts the shown templates use (each family once), so thumbnails look like the real pages. */
export function useTemplateFonts(documents: readonly GridData[]): void {
  useEffect(() => {
    const families = mergeWebFonts(documents.flatMap((document) => document.boxes.map(boxWebFonts)));
    if (families.length > 0) linkWebFonts(families);
  }, [documents]);
}
