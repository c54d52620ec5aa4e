// The project-file actions shared by the File panel and the top toolbar (editor-core.md §2): one implementation
// each, drawn by whoever shows them.
import { selectGridData, useAppStore } from '@bento/store';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { exportCode } from './exportCode';
import { exportImage, GRID_SELECTOR } from './exportImage';
import { exportProject } from './exportFile';
import { ResetDialog } from './ResetDialog';
import styles from './FilePanel.module.css';

/** Export JSON: the prompt for a name (default 'bento-design'), then the download. */
export function useExportJson(): () => void {
  const store = useAppStore();
  return useCallback(() => exportProject(selectGridData(store.getState())), [store]);
}

/** An export under way or not, and how to start one (a click while one runs starts nothing). */
export interface ExportAction {
  run: () => void;
  exporting: boolean;
}

function useExportAction(start: () => Promise<unknown>): ExportAction {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(() => {
    setExporting(true);
    void start().finally(() => setExporting(false));
  }, [start]);
  return { run, exporting };
}

/** Export code: the prompt, then the server's rendering of the page. */
export function useExportCode(): ExportAction {
  const store = useAppStore();
  return useExportAction(useCallback(() => exportCode(selectGridData(store.getState())), [store]));
}

/** Export image: the prompt, then the grid drawn as a PNG. */
export function useExportImage(): ExportAction {
  return useExportAction(
    useCallback(() => exportImage(document.querySelector<HTMLElement>(GRID_SELECTOR)), []),
  );
}

interface ActionButtonProps {
  className?: string;
  /** The button's content (its text, or an icon with `label` as its name). */
  children: ReactNode;
  label?: string;
  title?: string;
  /** Refused for now (preview: the action would change the document). */
  disabled?: boolean;
}

function ActionButton({
  className,
  children,
  label,
  title,
  disabled,
  onClick,
}: ActionButtonProps & { onClick: () => void }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Import JSON: a button that opens the file chooser; the chosen file goes to `onImportFile`. */
export function ImportJsonButton({
  onImportFile,
  className,
  children,
  label,
  title,
  disabled,
}: ActionButtonProps & { onImportFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ActionButton
        className={className}
        label={label}
        title={title}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {children}
      </ActionButton>
      <input
        ref={input}
        className={styles.fileInput}
        type="file"
        accept=".json,application/json"
        aria-label="Import JSON file"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again still imports it.
          event.currentTarget.value = '';
          if (file) onImportFile(file);
        }}
      />
    </>
  );
}

/** Reset Grid: a button that asks first ('Confirm Reset' with Publish Grid, Download JSON, Cancel, Reset Anyway). */
export function ResetGridButton({ className, children, label, title, disabled }: ActionButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const exportJson = useExportJson();
  return (
    <>
      <ActionButton
        className={className}
        label={label}
        title={title}
        disabled={disabled}
        onClick={() => setConfirming(true)}
      >
        {children}
      </ActionButton>
      {confirming && <ResetDialog onClose={() => setConfirming(false)} onDownload={exportJson} />}
    </>
  );
}
