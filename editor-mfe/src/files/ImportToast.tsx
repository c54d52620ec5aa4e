import { IMPORT_TOAST_MS } from '@bento/core';
import { Toast } from '@bento/ui';
import type { ProjectImport } from './useProjectImport';

/** 'JSON file imported successfully!' for 3 s after an import. */
export function ImportToast({ toast, dismissToast }: Pick<ProjectImport, 'toast' | 'dismissToast'>) {
  if (!toast) return null;
  return <Toast key={toast.id} message={toast.message} duration={IMPORT_TOAST_MS} onDismiss={dismissToast} />;
}
