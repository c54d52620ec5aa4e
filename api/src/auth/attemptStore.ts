/**
 * Counters of attempts in fixed windows, by key: what the per-account sign-in limit keeps. In memory per process
 * today; a shared implementation (Redis: INCR, PEXPIRE … NX, PTTL in one MULTI) only has to answer the same two
 * calls, so every instance behind a load balancer sees the same budget.
 */
export interface AttemptWindow {
  /** Attempts counted in the key's current window, this one included. */
  count: number;
  /** When the current window ends (epoch ms); the count starts again from zero after it. */
  resetAtMs: number;
}

export interface AttemptStore {
  /** Counts one attempt; opens a window of `windowMs` from `nowMs` when the key has none open. */
  hit(key: string, windowMs: number, nowMs: number): Promise<AttemptWindow>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
}

// Expired windows are dropped in one pass at most this often, so keys that are never seen again (an attacker
// trying many addresses) do not pile up.
const SWEEP_EVERY_MS = 60_000;

export function createMemoryAttemptStore(): AttemptStore {
  const windows = new Map<string, AttemptWindow>();
  let nextSweepMs = 0;

  function sweep(nowMs: number) {
    if (nowMs < nextSweepMs) return;
    nextSweepMs = nowMs + SWEEP_EVERY_MS;
    for (const [key, window] of windows) if (window.resetAtMs <= nowMs) windows.delete(key);
  }

  return {
    async hit(key, windowMs, nowMs) {
      sweep(nowMs);
      const open = windows.get(key);
      const window =
        open && open.resetAtMs > nowMs
          ? { count: open.count + 1, resetAtMs: open.resetAtMs }
          : { count: 1, resetAtMs: nowMs + windowMs };
      windows.set(key, window);
      return { ...window };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
