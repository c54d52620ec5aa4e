import { breakpointForWidth, type Breakpoint } from '@bento/core';
import { useCallback, useState } from 'react';

/**
 * Measures an element's width with a ResizeObserver and returns the breakpoint for it (undefined until measured
 * or where ResizeObserver is missing, e.g. jsdom). Returns a callback ref to put on the element.
 *
 * The width is the element's own layout width (offsetWidth, the observer's content box), not its size on screen:
 * a canvas scaled down with CSS zoom to fit a breakpoint's width (the Responsive tab) still lays out, and so
 * measures, at that width — as the grid's container queries do. Zoom leaves the observed width a hair short
 * (767.98 for 768), so it is rounded to whole pixels.
 *
 * Not debounced (unlike the published site's 250 ms, or the 100 ms editor debounce of editor-core.md §9): the
 * observer already reports at most once a frame and an unchanged breakpoint re-renders nothing, while this
 * breakpoint forces the grid's layout (data-breakpoint), so a delay would draw the old layout at the new width
 * after every device switch or window resize.
 */
export function useContainerBreakpoint(): [(node: HTMLElement | null) => () => void, Breakpoint | undefined] {
  const [breakpoint, setBreakpoint] = useState<Breakpoint | undefined>(undefined);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return () => {};
    const update = (width: number) => {
      if (width > 0) setBreakpoint(breakpointForWidth(Math.round(width)));
    };
    update(node.offsetWidth);
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, breakpoint];
}
