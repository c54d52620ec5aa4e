import { gridReset, publishRequested, useAppDispatch } from '@bento/store';
import { Dialog } from '@bento/ui';
import styles from './FilePanel.module.css';

export interface ResetDialogProps {
  onClose: () => void;
  /** The Download JSON action: the same export as the panel's (prompt for a name, then download). */
  onDownload: () => void;
}

/** 'Confirm Reset': keep a copy (publish or download) or reset to the default template. */
export function ResetDialog({ onClose, onDownload }: ResetDialogProps) {
  const dispatch = useAppDispatch();
  return (
    <Dialog title="Confirm Reset" onClose={onClose}>
      <p className={styles.dialogText}>
        Resetting replaces your design with the default grid. Publish it or download it as JSON first if you
        want to keep it.
      </p>
      <div className={styles.dialogActions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            dispatch(publishRequested());
            onClose();
          }}
        >
          Publish Grid
        </button>
        <button type="button" className={styles.secondary} onClick={onDownload}>
          Download JSON
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={styles.danger}
          onClick={() => {
            dispatch(gridReset());
            onClose();
          }}
        >
          Reset Anyway
        </button>
      </div>
    </Dialog>
  );
}
