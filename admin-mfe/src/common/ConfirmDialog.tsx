import { Dialog } from '@bento/ui';
import { dialogFormStyles as styles } from '@bento/ui/dialogForm';
import buttons from './buttons.module.css';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** One question before a destructive action (for a whole selection too): Cancel is first, so it has the focus. */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: () => void }) {
  return (
    <Dialog title={request.title} onClose={onClose}>
      <p className={styles.text}>{request.message}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.button} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={buttons.danger}
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
