// Test-only: the spec's timings on a fake clock while the real API answers in real time.
import { act } from '@testing-library/react';

/**
 * Fakes the timers (the API's I/O keeps running on the real event loop) and returns a wait that polls `check`
 * in real time without moving the fake clock, so a timer started by what arrives still has its whole duration.
 */
export function useFakeClock(): (check: () => boolean) => Promise<void> {
  const realSetTimeout = globalThis.setTimeout;
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
  return async (check) => {
    const deadline = Date.now() + 5000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('condition not met within 5 s');
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
  };
}
