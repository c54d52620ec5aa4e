// The admin's actions on a list: one at a time; the API's message on failure; the list read again afterwards
// (also after a failure: another admin may have changed the object, which is often why it failed).
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@bento/store';

/** Not from the API: what a failure without a message of its own says. */
export const ACTION_FAILED = 'That did not work. Please try again.';

export interface Outcome {
  ok: boolean;
  /** The failure's message (none when the press was ignored). */
  error?: string;
}

export interface AdminAction {
  /** An action is under way. */
  busy: boolean;
  /** The last failure shown on the page (not those a dialog shows itself). */
  error: string | null;
  /** What the last action came to, when it went well. */
  done: string | null;
  /**
   * Runs `action` unless another one runs (then it answers `{ ok: false }` and does nothing). With
   * `{ inDialog: true }` the caller shows the failure's message (the dialog stays open) instead of the page.
   */
  run: (
    action: () => Promise<unknown>,
    success: string,
    options?: { inDialog?: boolean },
  ) => Promise<Outcome>;
  dismiss: () => void;
}

export function useAdminAction(reload: () => Promise<void>): AdminAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback<AdminAction['run']>(
    async (action, success, options = {}) => {
      if (running.current) return { ok: false };
      running.current = true;
      setBusy(true);
      setError(null);
      setDone(null);
      let outcome: Outcome = { ok: true };
      try {
        await action();
        setDone(success);
      } catch (caught) {
        const message = errorMessage(caught, ACTION_FAILED);
        outcome = { ok: false, error: message };
        if (!options.inDialog) setError(message);
      }
      try {
        await reload();
      } finally {
        running.current = false;
        setBusy(false);
      }
      return outcome;
    },
    [reload],
  );

  const dismiss = useCallback(() => {
    setError(null);
    setDone(null);
  }, []);

  return { busy, error, done, run, dismiss };
}
