// What happens when a publish form is submitted, for every publish form (the accounts remote's dialog, the project
// table's): the first problem stops it, the site limit is noticed, the server's message shows, and once it went
// well the designs' lists are read again and the dialog closes by itself.
import { useCallback, useEffect, useState } from 'react';
import { firstPublishProblem, PUBLISH_DIALOG_CLOSE_MS, type PublishForm } from '@bento/core';
import { getAuthAdapter } from '../auth';
import { useAppDispatch } from '../store';
import { designsChanged } from './designActions';
import { isEmailNotVerifiedError, isSiteLimitError, publishErrorMessage } from './publishErrors';

async function hasToken(): Promise<boolean> {
  try {
    return Boolean(await getAuthAdapter().getToken());
  } catch {
    return false;
  }
}

export interface PublishSubmission {
  /** The publish request is under way. */
  busy: boolean;
  /** What to fix first, or why publishing failed. */
  error: string | null;
  /** What publishing came to; the dialog closes PUBLISH_DIALOG_CLOSE_MS later. */
  success: string | null;
  /** The server refused a new site: the user has as many as they may. */
  limitHit: boolean;
  /** The server asks for a verified e-mail address first: the form offers to send the link again. */
  needsVerification: boolean;
  /**
   * Checks `form` and, when nothing is wrong, runs `publish` (which answers the success message). Answers whether
   * it published; ignored while a request is under way or once it has succeeded.
   */
  submit: (form: PublishForm, designSaved: boolean, publish: () => Promise<string>) => Promise<boolean>;
  /** The user turned to the success message (its links): the dialog no longer closes by itself. */
  keepOpen: () => void;
}

export function usePublishSubmission(onClose: () => void): PublishSubmission {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [keptOpen, setKeptOpen] = useState(false);

  useEffect(() => {
    if (!success || keptOpen) return;
    const timer = setTimeout(onClose, PUBLISH_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success, keptOpen, onClose]);
  const keepOpen = useCallback(() => setKeptOpen(true), []);

  const submit = useCallback<PublishSubmission['submit']>(
    async (form, designSaved, publish) => {
      if (busy || success) return false;
      setError(null);
      const problem = firstPublishProblem(form, { designSaved, hasToken: await hasToken() });
      if (problem) {
        setError(problem);
        return false;
      }
      setBusy(true);
      try {
        setSuccess(await publish());
        dispatch(designsChanged());
        return true;
      } catch (failure) {
        if (isSiteLimitError(failure)) setLimitHit(true);
        setNeedsVerification(isEmailNotVerifiedError(failure));
        setError(publishErrorMessage(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [busy, success, dispatch],
  );

  return { busy, error, success, limitHit, needsVerification, submit, keepOpen };
}
