import { useState } from 'react';
import { errorMessage } from '@bento/store';
import { downloadBlob } from '@bento/ui';
import { buildDesignsZip, EXPORT_ZIP_NAME } from './exportAll';
import { EXPORT_FAILED } from './texts';
import buttons from '../common/buttons.module.css';

/** 'Export all': every design's JSON file in one zip (disabled while there is none, or while it runs). */
export function ExportAllButton({
  designs,
  onError,
}: {
  designs: { id: string; title: string }[];
  onError: (message: string) => void;
}) {
  const [exporting, setExporting] = useState(false);
  const exportAll = async () => {
    setExporting(true);
    try {
      downloadBlob(EXPORT_ZIP_NAME, await buildDesignsZip(designs));
    } catch (error) {
      onError(errorMessage(error, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };
  return (
    <button
      type="button"
      className={buttons.primary}
      disabled={exporting || designs.length === 0}
      aria-busy={exporting}
      onClick={() => void exportAll()}
    >
      {exporting ? 'Exporting...' : 'Export all'}
    </button>
  );
}
