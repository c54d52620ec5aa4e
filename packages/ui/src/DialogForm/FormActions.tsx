import styles from './DialogForm.module.css';

export interface FormActionsProps {
  onCancel: () => void;
  /** The submit button's text, e.g. 'Publish', or 'Publishing...' while it runs. */
  submitLabel: string;
  submitDisabled: boolean;
  cancelLabel?: string;
  /** The buttons' classes where the page has its own buttons (the admin remote's); else the dialog form's. */
  buttonClasses?: { cancel: string | undefined; submit: string | undefined };
}

/** A dialog form's last row: Cancel, then the submit button. */
export function FormActions({
  onCancel,
  submitLabel,
  submitDisabled,
  cancelLabel = 'Cancel',
  buttonClasses = { cancel: styles.button, submit: styles.primary },
}: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="button" className={buttonClasses.cancel} onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="submit" className={buttonClasses.submit} disabled={submitDisabled}>
        {submitLabel}
      </button>
    </div>
  );
}
