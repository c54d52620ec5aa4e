// Work that must not hold back the first screen (issue 17): it starts once the screen so far has been painted
// (and that paint reported) and the main thread is idle, or after IDLE_TIMEOUT_MS at the latest.
import { useEffect, useState } from 'react';

export const IDLE_TIMEOUT_MS = 2000;
/** How long the work waits for the paint's largest-contentful-paint report when the paint brought none. */
export const PAINT_REPORT_TIMEOUT_MS = 300;

function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  );
}

/**
 * Calls `next` once the paint just made has been reported as a largest contentful paint, or after
 * PAINT_REPORT_TIMEOUT_MS when it brought no larger content; at once where browsers report none. The report comes
 * a little after the paint, and work started before it counts, in Lighthouse's simulation of a phone, as holding
 * the first screen back. Answers a function that cancels it.
 */
function afterPaintReported(next: () => void): () => void {
  if (!reportsLargestPaint()) {
    const timer = setTimeout(next, 0);
    return () => clearTimeout(timer);
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const go = () => {
    stop();
    next();
  };
  const observer = new PerformanceObserver(go);
  observer.observe({ type: 'largest-contentful-paint' });
  const timer = setTimeout(go, PAINT_REPORT_TIMEOUT_MS);
  return stop;
}

/** Calls `callback` after the next paint, when the browser is idle; answers a function that cancels it. */
export function afterPaintWhenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  // requestAnimationFrame runs just before the next paint: what is started from it waits for that paint.
  const frame = requestAnimationFrame(() => {
    cancelIdle = afterPaintReported(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(callback, { timeout: timeoutMs });
        cancelIdle = () => cancelIdleCallback(idle);
      } else {
        callback();
      }
    });
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}

/** Turns true after `ready` has turned true and the screen it brought has been painted, when idle. */
export function useAfterPaintWhenIdle(ready: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!ready || done) return;
    return afterPaintWhenIdle(() => setDone(true));
  }, [ready, done]);
  return done;
}
