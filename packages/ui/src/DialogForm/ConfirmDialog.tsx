import { Dialog } from '../Dialog/Dialog';
import styles from './DialogForm.module.css';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

export interface ConfirmDialogProps {
  request: ConfirmRequest;
  onClose: () => void;
  /** The buttons' classes where the page has its own buttons (the admin remote's); else the dialog form's. */
  buttonClasses?: { cancel: string | undefined; confirm: string | undefined };
}

/** One question before a destructive action: Cancel is first, so it has the focus. */
export function ConfirmDialog({
  request,
  onClose,
  buttonClasses = { cancel: styles.button, confirm: styles.danger },
}: ConfirmDialogProps) {
  return (
    <Dialog title={request.title} onClose={onClose}>
      <p className={styles.text}>{request.message}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClasses.cancel} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonClasses.confirm}
          onClick={() => {
            onClose();
            request.onConfirm();
          }}
        >
          {request.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
