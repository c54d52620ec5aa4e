// Work that must not hold back the first screen (issue 17): it starts once the screen so far has been painted
// and the main thread is idle, or after IDLE_TIMEOUT_MS at the latest.
import { useEffect, useState } from 'react';

export const IDLE_TIMEOUT_MS = 2000;

/** Calls `callback` after the next paint, when the browser is idle; answers a function that cancels it. */
export function afterPaintWhenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  // requestAnimationFrame runs just before the next paint: a task queued from it runs after that paint.
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      if (cancelled) return;
      if (typeof requestIdleCallback === 'function') {
        const idle = requestIdleCallback(callback, { timeout: timeoutMs });
        cancelIdle = () => cancelIdleCallback(idle);
      } else {
        callback();
      }
    }, 0);
    cancelIdle = () => clearTimeout(timer);
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
