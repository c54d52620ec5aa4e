import { useState, type FormEvent } from 'react';

export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/**
 * One settings form's submit: `send` runs (once at a time) and answers the success message, or throws; its
 * message (the API's, word for word) is shown. `check` may refuse before anything is sent.
 */
export function useSettingsSubmit(
  send: () => Promise<string | null>,
  check: () => string | null = () => null,
) {
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.kind === 'busy') return;
    const problem = check();
    if (problem) {
      setState({ kind: 'error', message: problem });
      return;
    }
    setState({ kind: 'busy' });
    try {
      const message = await send();
      // null: the form is gone (the account was deleted), nothing more to show.
      if (message !== null) setState({ kind: 'done', message });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  }

  return { state, busy: state.kind === 'busy', submit, reset: () => setState({ kind: 'idle' }) };
}
