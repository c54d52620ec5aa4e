import { useState } from 'react';
import { getAuthAdapter } from '@bento/store';
import { errorMessage, type SubmitState } from '../settings/useSettingsSubmit';
import { resendVerification } from './emailLinksApi';

export const ALREADY_VERIFIED = 'Your e-mail address is verified. You can publish now.';

/** 'Send a new link' for an address waiting for its verification link, with what came of it. */
export function ResendVerification({
  buttonClassName,
  messageClassName,
}: {
  buttonClassName?: string;
  messageClassName?: string;
}) {
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const send = async () => {
    setState({ kind: 'busy' });
    try {
      const answer = await resendVerification();
      // Verified meanwhile, in another tab or browser: this one learns it now.
      if (answer.verified) await getAuthAdapter().refresh();
      setState({ kind: 'done', message: answer.message ?? ALREADY_VERIFIED });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  };
  return (
    <>
      <button type="button" className={buttonClassName} onClick={send} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? 'Sending…' : 'Send a new link'}
      </button>
      {(state.kind === 'done' || state.kind === 'error') && (
        <p className={messageClassName} role={state.kind === 'error' ? 'alert' : 'status'}>
          {state.message}
        </p>
      )}
    </>
  );
}
