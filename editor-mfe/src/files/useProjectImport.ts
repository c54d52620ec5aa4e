import { JSON_IMPORT_SUCCESS_MESSAGE } from '@bento/core';
import { loadGridData, useAppDispatch, useAppStore } from '@bento/store';
import { useCallback, useState } from 'react';
import { selectIsPreviewMode } from '../state/editorSlice';
import { IMPORT_FAILED, tellCodeMissing } from './fileCodeFailures';

/** A JSON file dropped on the page in preview: preview never changes the design. */
export const IMPORT_IN_PREVIEW_MESSAGE = 'Exit preview to import a design.';

export interface ProjectImport {
  /** Imports `file`: an alert for a bad file, the document and a 3 s toast for a good one. */
  importFile: (file: Blob) => Promise<void>;
  /** The toast to show ('JSON file imported successfully!'), or null; `id` changes with each import. */
  toast: { message: string; id: number } | null;
  dismissToast: () => void;
}

/** The JSON import shared by the file panel and the page drop. */
export function useProjectImport(): ProjectImport {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [toast, setToast] = useState<ProjectImport['toast']>(null);
  const importFile = useCallback(
    async (file: Blob) => {
      if (selectIsPreviewMode(store.getState())) {
        window.alert(IMPORT_IN_PREVIEW_MESSAGE);
        return;
      }
      // The reading and checking code loads with the first import (issue 17).
      const code = await import('./importFile').catch(() => tellCodeMissing(IMPORT_FAILED));
      if (!code) return;
      const result = await code.readProjectFile(file);
      if (!result.ok) {
        window.alert(result.message);
        return;
      }
      dispatch(loadGridData(result.document));
      if (result.notice) {
        window.alert(result.notice);
        return;
      }
      setToast((shown) => ({ message: JSON_IMPORT_SUCCESS_MESSAGE, id: (shown?.id ?? 0) + 1 }));
    },
    [dispatch, store],
  );
  const dismissToast = useCallback(() => setToast(null), []);
  return { importFile, toast, dismissToast };
}
