import { useCallback, useEffect, useState } from 'react';
import { SCROLL_CHECK_DEBOUNCE_MS } from '@bento/core';

export interface ViewportBand {
  /** The part of the gallery on screen (px from its top), widened by one screen each way. */
  top: number;
  bottom: number;
  /** Px from the screen's bottom edge to the gallery's end (negative: the end is on screen). */
  distanceToEnd: number;
  width: number;
  /** The screen's height, px. */
  screen: number;
}

const NO_BAND: ViewportBand = {
  top: 0,
  bottom: 0,
  distanceToEnd: Number.POSITIVE_INFINITY,
  width: 0,
  screen: 0,
};

/**
 * Where the gallery is on screen, followed through every scroll (the page's or a scrolling parent's: scroll
 * events are caught on the window in the capture phase) and resize; re-read after a short quiet time while
 * scrolling, and at once for a resize of the gallery itself.
 */
export function useViewportBand(): [(node: HTMLElement | null) => () => void, ViewportBand, () => void] {
  const [band, setBand] = useState<ViewportBand>(NO_BAND);
  const [node, setNode] = useState<HTMLElement | null>(null);

  const read = useCallback(() => {
    if (!node) return;
    const rect = node.getBoundingClientRect();
    const screen = window.innerHeight;
    setBand({
      top: -rect.top - screen,
      bottom: -rect.top + 2 * screen,
      distanceToEnd: rect.bottom - screen,
      width: node.clientWidth,
      screen,
    });
  }, [node]);

  useEffect(() => {
    if (!node) return;
    // The observer reports the gallery's size once at the start, then on every change: the first read.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        read();
      }, SCROLL_CHECK_DEBOUNCE_MS);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    observer?.observe(node);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (timer !== null) clearTimeout(timer);
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [node, read]);

  const ref = useCallback((element: HTMLElement | null) => {
    setNode(element);
    return () => setNode(null);
  }, []);
  return [ref, band, read];
}
