import { useAppDispatch, useAppSelector } from '@bento/store';
import { lazy, Suspense } from 'react';
import { ImportJsonButton, ResetGridButton, useExportImage, useExportJson } from '../files/fileActions';
import { preloadFileCode } from '../files/fileCodeLoader';
import { ImportToast } from '../files/ImportToast';
import { useProjectImport } from '../files/useProjectImport';
import { previewToggled, selectIsPreviewMode } from '../state/editorSlice';
import { DownloadIcon, EyeIcon, ImageIcon, ResetIcon, UploadIcon } from './icons';
import styles from './TopToolbar.module.css';

// Preview's width field loads with preview (or after the first paint when idle), not with the first screen.
export const loadPreviewWidthField = () => import('./PreviewWidthField');
const PreviewWidthField = lazy(() =>
  loadPreviewWidthField().then((module) => ({ default: module.PreviewWidthField })),
);

/**
 * The editor page's top toolbar (editor-core.md §2 'Top toolbar'): export JSON, import JSON, export image,
 * preview toggle, preview width (in preview) and reset — the same actions as the File panel and the left
 * toolbar's Preview Mode, one implementation each (files/fileActions.tsx). Wide screens only: on a phone the File panel carries the
 * same actions.
 */
export function TopToolbar() {
  const dispatch = useAppDispatch();
  const projectImport = useProjectImport();
  const preview = useAppSelector(selectIsPreviewMode);
  const exportJson = useExportJson();
  const image = useExportImage();
  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label="Project"
      // The actions' code loads when the pointer or focus reaches them, if the idle preload has not brought it yet.
      onPointerEnter={preloadFileCode}
      onFocus={preloadFileCode}
    >
      <button
        type="button"
        className={styles.button}
        aria-label="Export JSON"
        title="Export JSON"
        onClick={exportJson}
      >
        <DownloadIcon />
      </button>
      {!preview && (
        <ImportJsonButton
          className={styles.button}
          label="Import JSON"
          title="Import JSON"
          onImportFile={(file) => void projectImport.importFile(file)}
        >
          <UploadIcon />
        </ImportJsonButton>
      )}
      <button
        type="button"
        className={styles.button}
        aria-label="Export image"
        title={image.exporting ? 'Exporting…' : 'Export image'}
        disabled={image.exporting}
        onClick={image.run}
      >
        <ImageIcon />
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label="Preview"
        title={preview ? 'Exit preview' : 'Preview'}
        aria-pressed={preview}
        data-active={preview ? '' : undefined}
        onClick={() => dispatch(previewToggled())}
      >
        <EyeIcon />
      </button>
      {preview && (
        <Suspense fallback={null}>
          <PreviewWidthField />
        </Suspense>
      )}
      {!preview && (
        <ResetGridButton className={styles.button} label="Reset grid" title="Reset grid">
          <ResetIcon />
        </ResetGridButton>
      )}
      <ImportToast toast={projectImport.toast} dismissToast={projectImport.dismissToast} />
    </div>
  );
}
