import buttons from '../common/buttons.module.css';
import styles from './ManageProjects.module.css';

export interface BulkBarProps {
  selectedCount: number;
  /** Sites of the selected designs: what Unpublish selected would take offline. */
  siteCount: number;
  busy: boolean;
  onUnpublish: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done with the selected designs, each with one confirmation for the whole selection. */
export function BulkBar({ selectedCount, siteCount, busy, onUnpublish, onDelete, onClear }: BulkBarProps) {
  const none = selectedCount === 0;
  return (
    <div className={styles.bulkBar} role="group" aria-label="Selected designs">
      <span aria-live="polite" className={styles.selectedCount}>
        {selectedCount} selected
      </span>
      <button
        type="button"
        className={buttons.button}
        disabled={busy || siteCount === 0}
        onClick={onUnpublish}
      >
        Unpublish selected
      </button>
      <button type="button" className={buttons.dangerOutline} disabled={busy || none} onClick={onDelete}>
        Delete selected
      </button>
      <button type="button" className={buttons.link} disabled={none} onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}
