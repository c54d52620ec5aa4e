import { useCallback, useEffect, useState } from 'react';

export interface TimedError {
  error: string | null;
  show: (message: string) => void;
  dismiss: () => void;
}

/** An error message that clears itself after `ms` (each new message starts the time again). */
export function useTimedError(ms: number): TimedError {
  const [shown, setShown] = useState<{ message: string; id: number } | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);

  const show = useCallback(
    (message: string) => setShown((previous) => ({ message, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  const dismiss = useCallback(() => setShown(null), []);
  return { error: shown?.message ?? null, show, dismiss };
}
