import { breakpointForWidth, type Breakpoint } from '@bento/core';
import { useCallback, useState } from 'react';

/**
 * Measures an element's width with a ResizeObserver and returns the breakpoint for it (undefined until measured
 * or where ResizeObserver is missing, e.g. jsdom). Returns a callback ref to put on the element.
 */
export function useContainerBreakpoint(): [(node: HTMLElement | null) => () => void, Breakpoint | undefined] {
  const [breakpoint, setBreakpoint] = useState<Breakpoint | undefined>(undefined);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return () => {};
    const update = (width: number) => {
      if (width > 0) setBreakpoint(breakpointForWidth(width));
    };
    update(node.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, breakpoint];
}
