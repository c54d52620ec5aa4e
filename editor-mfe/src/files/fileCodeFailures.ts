// What the file actions say when they fail. Kept out of the actions' own chunk (./fileCode.ts): when that chunk
// cannot be downloaded (offline), the click is still answered, never swallowed.
import { NETWORK_ERROR_MESSAGE } from '@bento/store';

export const EXPORT_JSON_FAILED = 'The project could not be exported.';
export const EXPORT_CODE_FAILED = 'The page could not be exported.';
export const EXPORT_IMAGE_FAILED = 'The image could not be exported.';
export const IMPORT_FAILED = 'The file could not be imported.';

/** Tells the user that `failed` because the code could not be downloaded. */
export function tellCodeMissing(failed: string): null {
  window.alert(`${failed} ${NETWORK_ERROR_MESSAGE}`);
  return null;
}
