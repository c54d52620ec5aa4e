import { useEffect, useRef, useState } from 'react';
import { REDIRECT_COUNTDOWN_SECONDS } from './siteTypes';

export { REDIRECT_COUNTDOWN_SECONDS };

/** Seconds left; calls onDone once the count reaches 0. Inactive: stays at the start value. */
export function useRedirectCountdown(active: boolean, onDone: () => void, from = REDIRECT_COUNTDOWN_SECONDS) {
  const [seconds, setSeconds] = useState(from);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [active]);

  useEffect(() => {
    if (active && seconds === 0) done.current();
  }, [active, seconds]);

  return seconds;
}
