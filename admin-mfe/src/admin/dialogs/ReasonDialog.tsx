import { useState, type FormEvent } from 'react';
import { Dialog } from '@bento/ui';
import { TextField } from '@bento/ui/controls';
import { dialogFormStyles as dialogs, FormActions } from '@bento/ui/dialogForm';
import buttons from '../../common/buttons.module.css';
import { REASON_MAX } from '../adminApi';
import type { AdminAction } from '../lists/useAdminAction';

export const REASON_REQUIRED = 'Please give a reason.';
export const REASON_TOO_LONG = `The reason must be at most ${REASON_MAX} characters.`;

export interface ReasonDialogProps {
  title: string;
  /** What the action does, in one or two sentences. */
  message: string;
  /** The field's label, e.g. 'Reason (shown to the site’s owner)'. */
  label: string;
  /** A reason to start from (the report's, when acting on it). */
  initialReason?: string;
  /** A take-down needs a reason; a rejection may go without one. */
  required: boolean;
  confirmLabel: string;
  /** The list's actions: the dialog's runs as one of them, its failure shown here (the dialog stays open). */
  action: Pick<AdminAction, 'run'>;
  /** The action itself, given the trimmed reason ('' for none). */
  perform: (reason: string) => Promise<unknown>;
  /** What it came to, shown on the page once it went well. */
  done: string;
  onClose: () => void;
}

/**
 * Asks for the reason of an action, and is its confirmation: Cancel or the action. The reason is checked here
 * (1–500 characters when required) and again by the API, whose message shows here if it refuses.
 */
export function ReasonDialog({
  title,
  message,
  label,
  initialReason = '',
  required,
  confirmLabel,
  action,
  perform,
  done,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState(initialReason);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = reason.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (required && length === 0) return setError(REASON_REQUIRED);
    if (length > REASON_MAX) return setError(REASON_TOO_LONG);
    setBusy(true);
    setError(null);
    const outcome = await action.run(() => perform(reason.trim()), done, { inDialog: true });
    setBusy(false);
    if (outcome.ok) onClose();
    else if (outcome.error) setError(outcome.error);
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form className={dialogs.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <p className={dialogs.text}>{message}</p>
        <TextField
          label={label}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
          multiline
          error={error}
          hint={`${length} of ${REASON_MAX} characters${required ? '' : ' (optional)'}`}
        />
        <FormActions
          onCancel={onClose}
          submitLabel={confirmLabel}
          submitDisabled={busy}
          buttonClasses={{ cancel: buttons.button, submit: buttons.danger }}
        />
      </form>
    </Dialog>
  );
}
