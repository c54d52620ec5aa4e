import { useAppSelector } from '@bento/store';
import { useId } from 'react';
import { CloseIcon } from '../settings/icons';
import { selectIsPreviewMode } from '../state/editorSlice';
import {
  ImportJsonButton,
  ResetGridButton,
  useExportCode,
  useExportImage,
  useExportJson,
  type ExportAction,
} from './fileActions';
import styles from './FilePanel.module.css';
import panelStyles from './Panel.module.css';
// The settings panels' close button, the same here.
import frameStyles from '../settings/SettingsPanel.module.css';

export const DONATION_URL = 'https://www.buymeacoffee.com/bentocreator';
export const EXPORT_IMAGE_NOTE = 'A PNG of the grid as it looks now, at twice its size on screen.';
export const PREVIEW_FILE_NOTE = 'Import and Reset change the design: exit preview to use them.';
export const EXPORT_CODE_NOTE =
  'One HTML file of the page, fonts and uploaded images included: open it or host it anywhere.';

export interface FilePanelProps {
  /** The JSON import (alerts, loading, toast) shared with the page drop. */
  onImportFile: (file: File) => void;
  onClose: () => void;
}

/** An export's button ('Exporting…' while it runs) and its note as its description. */
function ExportButton({ label, note, action }: { label: string; note: string; action: ExportAction }) {
  const noteId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.action}
        onClick={action.run}
        disabled={action.exporting}
        aria-describedby={noteId}
      >
        {action.exporting ? 'Exporting…' : label}
      </button>
      <p id={noteId} className={styles.note}>
        {note}
      </p>
    </>
  );
}

/**
 * The File panel (editor-core.md §2): export, import, the drop tip, Export Code and Export Image (issue 12: the
 * spec's 'Coming Soon' exports, made real), Reset Grid, the donation link. In preview the exports stay (an image
 * of the width previewed is useful) and Import and Reset are refused.
 */
export function FilePanel({ onImportFile, onClose }: FilePanelProps) {
  const ids = { title: useId() };
  const exportJson = useExportJson();
  const code = useExportCode();
  const image = useExportImage();
  const preview = useAppSelector(selectIsPreviewMode);
  const previewNoteId = useId();

  return (
    <section className={panelStyles.panel} aria-labelledby={ids.title}>
      <header className={panelStyles.header}>
        <h2 id={ids.title} className={panelStyles.title}>
          File
        </h2>
        {/* Like the grid panels' frame: a way to close it besides the toolbar button and Escape (issue 33). */}
        <button type="button" className={frameStyles.close} aria-label="Close File" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <div className={styles.group}>
        <button type="button" className={styles.action} onClick={exportJson}>
          Export JSON
        </button>
        <ImportJsonButton className={styles.action} onImportFile={onImportFile} disabled={preview}>
          Import JSON
        </ImportJsonButton>
        {preview ? (
          <p id={previewNoteId} className={styles.tip}>
            {PREVIEW_FILE_NOTE}
          </p>
        ) : (
          <p className={styles.tip}>
            Tip: you can also drag and drop a JSON file anywhere on the page to import it.
          </p>
        )}
      </div>

      <div className={styles.group}>
        <ExportButton label="Export Code" note={EXPORT_CODE_NOTE} action={code} />
        <ExportButton label="Export Image" note={EXPORT_IMAGE_NOTE} action={image} />
      </div>

      <div className={styles.group}>
        <ResetGridButton className={styles.danger} disabled={preview}>
          Reset Grid
        </ResetGridButton>
        <a className={styles.coffee} href={DONATION_URL} target="_blank" rel="noopener noreferrer">
          Buy Me A Coffee
        </a>
      </div>
    </section>
  );
}
