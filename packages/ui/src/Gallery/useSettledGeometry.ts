import { BREAKPOINT_REDRAW_DELAY_MS, PACKING_RELOAD_DELAY_MS } from '@bento/core';
import { useEffect, useState } from 'react';
import type { GalleryGeometry } from './galleryLayout';

function same(a: GalleryGeometry | null, b: GalleryGeometry): boolean {
  return (
    !!a && a.algorithm === b.algorithm && a.columns === b.columns && a.width === b.width && a.gap === b.gap
  );
}

/**
 * The geometry the gallery is laid out for, once it has settled (editor-core.md §4): a new algorithm after 100 ms,
 * a new width, column count or spacing after 300 ms (a window being resized re-packs once, not on every pixel).
 * Null until the gallery's width is known.
 */
export function useSettledGeometry(geometry: GalleryGeometry): GalleryGeometry | null {
  const [settled, setSettled] = useState<GalleryGeometry | null>(null);
  const { algorithm, columns, width, gap } = geometry;
  useEffect(() => {
    const next = { algorithm, columns, width, gap };
    if (width <= 0 || same(settled, next)) return;
    const delay =
      settled === null
        ? 0
        : settled.algorithm !== algorithm
          ? PACKING_RELOAD_DELAY_MS
          : BREAKPOINT_REDRAW_DELAY_MS;
    const timer = setTimeout(() => setSettled(next), delay);
    return () => clearTimeout(timer);
  }, [algorithm, columns, width, gap, settled]);
  return settled;
}
