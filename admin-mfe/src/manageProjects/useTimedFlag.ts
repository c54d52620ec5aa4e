import { useCallback, useEffect, useState } from 'react';

/** A flag that turns itself off `ms` after it was last turned on (the design-limit notice's 5 s). */
export function useTimedFlag(ms: number): [boolean, () => void] {
  // Counts the times it was turned on: turning it on again restarts the countdown.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown === 0) return;
    const timer = setTimeout(() => setShown(0), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback(() => setShown((count) => count + 1), []);
  return [shown > 0, show];
}
