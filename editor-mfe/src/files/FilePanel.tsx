import { useId } from 'react';
import { ImportJsonButton, ResetGridButton, useExportCode, useExportJson } from './fileActions';
import styles from './FilePanel.module.css';
import panelStyles from './Panel.module.css';

export const DONATION_URL = 'https://www.buymeacoffee.com/bentocreator';
export const EXPORT_IMAGE_SOON = 'Export image feature will be available soon!';
export const EXPORT_CODE_NOTE =
  'One HTML file of the page, fonts and uploaded images included: open it or host it anywhere.';

export interface FilePanelProps {
  /** The JSON import (alerts, loading, toast) shared with the page drop. */
  onImportFile: (file: File) => void;
}

/** A disabled export of the Coming Soon group, with the spec's note as its description. */
function SoonButton({ label, note }: { label: string; note: string }) {
  const noteId = useId();
  return (
    <>
      <button type="button" className={styles.action} disabled title={note} aria-describedby={noteId}>
        {label}
      </button>
      <p id={noteId} className={styles.note}>
        {note}
      </p>
    </>
  );
}

/**
 * The File panel (editor-core.md §2): export, import, the drop tip, Export Code (issue 12), Coming Soon (Export
 * Image), Reset Grid, the donation link.
 */
export function FilePanel({ onImportFile }: FilePanelProps) {
  const ids = { title: useId() };
  const exportJson = useExportJson();
  const code = useExportCode();
  const codeNoteId = useId();

  return (
    <section className={panelStyles.panel} aria-labelledby={ids.title}>
      <h2 id={ids.title} className={panelStyles.title}>
        File
      </h2>
      <div className={styles.group}>
        <button type="button" className={styles.action} onClick={exportJson}>
          Export JSON
        </button>
        <ImportJsonButton className={styles.action} onImportFile={onImportFile}>
          Import JSON
        </ImportJsonButton>
        <p className={styles.tip}>
          Tip: you can also drag and drop a JSON file anywhere on the page to import it.
        </p>
      </div>

      <div className={styles.group}>
        <button
          type="button"
          className={styles.action}
          onClick={code.exportCode}
          disabled={code.exporting}
          aria-describedby={codeNoteId}
        >
          {code.exporting ? 'Exporting…' : 'Export Code'}
        </button>
        <p id={codeNoteId} className={styles.note}>
          {EXPORT_CODE_NOTE}
        </p>
      </div>

      <div className={styles.group} role="group" aria-labelledby={`${ids.title}-soon`}>
        <h3 id={`${ids.title}-soon`} className={styles.groupTitle}>
          Coming Soon
        </h3>
        <SoonButton label="Export Image" note={EXPORT_IMAGE_SOON} />
      </div>

      <div className={styles.group}>
        <ResetGridButton className={styles.danger}>Reset Grid</ResetGridButton>
        <a className={styles.coffee} href={DONATION_URL} target="_blank" rel="noopener noreferrer">
          Buy Me A Coffee
        </a>
      </div>
    </section>
  );
}
