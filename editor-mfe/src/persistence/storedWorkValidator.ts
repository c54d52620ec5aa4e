// Stored records are checked with the document schema (@bento/core, built on zod) before they are shown. That
// code is about 13 KB of brotli that a new visitor, with nothing stored, does not need before the first paint
// (issue 17): it is a chunk of its own. The editor loads it before its first screen when work is stored
// (EditorScreenRemote.ready), else when signing in or out first finds stored work (useLocalPersistence.ts). Not
// after the first paint 'just in case': building the schema is a long task on a phone (~110 ms at 4x).
import { ACCOUNT_DOCUMENT_KEYS, ANONYMOUS_DOCUMENT_KEYS, type GridData } from '@bento/core';
import { loadOnce } from '../loadOnce';

export type StoredWorkValidator = (input: unknown) => GridData | null;

let validator: StoredWorkValidator | null = null;

/** The validator, or null while it has not been loaded. */
export function storedWorkValidator(): StoredWorkValidator | null {
  return validator;
}

/** Loads the validator once; a failed download is tried again by the next call. */
export const loadStoredWorkValidator = loadOnce(() =>
  import('./validateStoredWork').then((module) => {
    validator = module.toValidGridData;
  }),
);

/** Whether a document is stored on this device, the anonymous visitor's or a signed-in account's. */
export function hasStoredWork(storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    return [ANONYMOUS_DOCUMENT_KEYS, ACCOUNT_DOCUMENT_KEYS].some(
      (keys) => storage.getItem(keys.content) !== null,
    );
  } catch {
    return false;
  }
}
