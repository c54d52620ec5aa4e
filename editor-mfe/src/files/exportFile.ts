// Export of the project file (editor-core.md §2 'Top toolbar', §3 'Export file').
import { DEFAULT_EXPORT_FILE_NAME, exportDocumentJson, type GridData } from '@bento/core';
import { downloadBlob } from '@bento/ui';

export const EXPORT_PROMPT = 'Enter a file name:';

/** The name typed at the prompt with `extension` appended when missing; an empty answer keeps the default name. */
export function exportFileName(answer: string, extension = '.json'): string {
  const name = answer.trim() || DEFAULT_EXPORT_FILE_NAME;
  return name.toLowerCase().endsWith(extension) ? name : `${name}${extension}`;
}

export type Ask = (message: string, initial: string) => string | null;
export const askUser: Ask = (message, initial) => window.prompt(message, initial);
export const tellUser = (message: string): void => window.alert(message);

/** The export prompt (default 'bento-design'): the name with `extension`, or null when cancelled. */
export function askExportFileName(ask: Ask, extension: string): string | null {
  const answer = ask(EXPORT_PROMPT, DEFAULT_EXPORT_FILE_NAME);
  return answer === null ? null : exportFileName(answer, extension);
}

/** Saves `text` as a download named `fileName`. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/**
 * Asks for a file name (default 'bento-design') and downloads the document as JSON. Cancelling the prompt
 * aborts. Returns the file name used, or null when nothing was exported.
 */
export function exportProject(
  doc: GridData | null,
  ask: Ask = askUser,
  download: (fileName: string, text: string) => void = downloadText,
): string | null {
  if (!doc) return null;
  const fileName = askExportFileName(ask, '.json');
  if (fileName === null) return null;
  download(fileName, exportDocumentJson(doc));
  return fileName;
}
