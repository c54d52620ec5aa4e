import { useEffect, useState } from 'react';
import { breakpointForWidth, VIEWER_RESIZE_DEBOUNCE_MS, type Breakpoint } from '@bento/core';

/**
 * The window's breakpoint, re-read 250 ms after resizing stops (§4). Undefined until mounted, so the first client
 * render matches the server's. The grid itself needs no JavaScript to respond (container queries).
 */
export function useViewportBreakpoint(delayMs = VIEWER_RESIZE_DEBOUNCE_MS): Breakpoint | undefined {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setBreakpoint(breakpointForWidth(window.innerWidth));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, delayMs);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [delayMs]);
  return breakpoint;
}
