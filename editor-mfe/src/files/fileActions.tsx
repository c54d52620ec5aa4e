// The project-file actions shared by the File panel and the top toolbar (editor-core.md §2): one implementation
// each, drawn by whoever shows them.
// Their code loads on first use (./fileCodeLoader.ts, issue 17): the document is read at the click, the rest runs
// once the code is there.
import { selectGridData, useAppStore } from '@bento/store';
import { visuallyHiddenClass } from '@bento/ui';
import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import {
  EXPORT_CODE_FAILED,
  EXPORT_IMAGE_FAILED,
  EXPORT_JSON_FAILED,
  tellCodeMissing,
} from './fileCodeFailures';
import { LazyResetDialog, loadFileCode } from './fileCodeLoader';

/** Export JSON: the prompt for a name (default 'bento-design'), then the download. */
export function useExportJson(): () => void {
  const store = useAppStore();
  return useCallback(() => {
    const doc = selectGridData(store.getState());
    void loadFileCode().then(
      (code) => code.exportProject(doc),
      () => tellCodeMissing(EXPORT_JSON_FAILED),
    );
  }, [store]);
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
  return useExportAction(
    useCallback(() => {
      const doc = selectGridData(store.getState());
      return loadFileCode().then(
        (code) => code.exportCode(doc),
        () => tellCodeMissing(EXPORT_CODE_FAILED),
      );
    }, [store]),
  );
}

/** Export image: the prompt, then the grid drawn as a PNG. */
export function useExportImage(): ExportAction {
  return useExportAction(
    useCallback(
      () =>
        loadFileCode().then(
          (code) => code.exportImage(document.querySelector<HTMLElement>(code.GRID_SELECTOR)),
          () => tellCodeMissing(EXPORT_IMAGE_FAILED),
        ),
      [],
    ),
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
        className={visuallyHiddenClass}
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
      {confirming && (
        <Suspense fallback={null}>
          <LazyResetDialog onClose={() => setConfirming(false)} onDownload={exportJson} />
        </Suspense>
      )}
    </>
  );
}
