import { useCallback, useState } from 'react';

/**
 * The zoom that draws a page `width` px wide inside an element: its own width ÷ `width` (at most 1), followed with
 * a ResizeObserver. The page keeps its layout width, so its breakpoint and columns stay those of `width`.
 */
export function useFitZoom(width: number): [(node: HTMLElement | null) => () => void, number] {
  const [zoom, setZoom] = useState(1);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node || typeof ResizeObserver === 'undefined') return () => {};
      const update = () => {
        const room = node.clientWidth;
        setZoom(room > 0 ? Math.min(1, Math.floor((room / width) * 1000) / 1000) : 1);
      };
      update();
      const observer = new ResizeObserver(update);
      observer.observe(node);
      return () => observer.disconnect();
    },
    [width],
  );
  return [ref, zoom];
}
