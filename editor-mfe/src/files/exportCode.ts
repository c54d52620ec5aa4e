// Export code (issue 12): the page as one self-contained .html file, rendered by the server exactly as its
// published page (POST /api/exports/html), downloaded under the name typed at the prompt.
import { exportDocument, type GridData } from '@bento/core';
import { exportStaticPage, isApiError } from '@bento/store';
import { askExportFileName, askUser, downloadText, tellUser, type Ask } from './exportFile';

import { EXPORT_CODE_FAILED } from './fileCodeFailures';

export { EXPORT_CODE_FAILED };

export interface ExportCodeDeps {
  ask?: Ask;
  render?: (title: string, doc: GridData) => Promise<string>;
  download?: (fileName: string, text: string, type: string) => void;
  alert?: (message: string) => void;
}

/**
 * Asks for a file name (default 'bento-design', '.html' appended), then renders and downloads the page; the page's
 * title is the name without its extension. A refusal or a network failure is told, never swallowed. Answers the
 * file name, or null when nothing was downloaded.
 */
export async function exportCode(
  doc: GridData | null,
  {
    ask = askUser,
    render = exportStaticPage,
    download = downloadText,
    alert = tellUser,
  }: ExportCodeDeps = {},
): Promise<string | null> {
  if (!doc) return null;
  const fileName = askExportFileName(ask, '.html');
  if (fileName === null) return null;
  try {
    const html = await render(fileName.slice(0, -'.html'.length), exportDocument(doc));
    download(fileName, html, 'text/html');
    return fileName;
  } catch (error) {
    alert(`${EXPORT_CODE_FAILED} ${isApiError(error) ? error.message : ''}`.trim());
    return null;
  }
}
