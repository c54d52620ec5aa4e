// The project-file actions shared by the File panel and the top toolbar (editor-core.md §2): one implementation
// each, drawn by whoever shows them.
import { selectGridData, useAppStore } from '@bento/store';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { exportCode } from './exportCode';
import { exportProject } from './exportFile';
import { ResetDialog } from './ResetDialog';
import styles from './FilePanel.module.css';

/** Export JSON: the prompt for a name (default 'bento-design'), then the download. */
export function useExportJson(): () => void {
  const store = useAppStore();
  return useCallback(() => exportProject(selectGridData(store.getState())), [store]);
}

/** Export code: the prompt, then the server's rendering of the page; `exporting` while it is under way. */
export function useExportCode(): { exportCode: () => void; exporting: boolean } {
  const store = useAppStore();
  const [exporting, setExporting] = useState(false);
  const run = useCallback(() => {
    setExporting(true);
    void exportCode(selectGridData(store.getState())).finally(() => setExporting(false));
  }, [store]);
  return { exportCode: run, exporting };
}

interface ActionButtonProps {
  className?: string;
  /** The button's content (its text, or an icon with `label` as its name). */
  children: ReactNode;
  label?: string;
  title?: string;
}

function ActionButton({
  className,
  children,
  label,
  title,
  onClick,
}: ActionButtonProps & { onClick: () => void }) {
  return (
    <button type="button" className={className} aria-label={label} title={title} onClick={onClick}>
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
}: ActionButtonProps & { onImportFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <ActionButton className={className} label={label} title={title} onClick={() => input.current?.click()}>
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
export function ResetGridButton({ className, children, label, title }: ActionButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const exportJson = useExportJson();
  return (
    <>
      <ActionButton className={className} label={label} title={title} onClick={() => setConfirming(true)}>
        {children}
      </ActionButton>
      {confirming && <ResetDialog onClose={() => setConfirming(false)} onDownload={exportJson} />}
    </>
  );
}
