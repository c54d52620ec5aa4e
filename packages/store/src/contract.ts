// Cross-remote traffic. Remotes never import each other: they meet here.
import { createAction } from '@reduxjs/toolkit';
import type { GridData } from '@bento/core';
import { rootReducer } from './rootReducer';

/** Replace the editor's document (a design opened, a site loaded for editing, a template applied). */
export const loadGridData = createAction<GridData>('contract/loadGridData');

/** Reset the editor's document to the default template. */
export const gridReset = createAction('contract/gridReset');

/** The editor's share button: the accounts remote answers (save first, then publish or sign in). */
export const publishRequested = createAction('contract/publishRequested');

/**
 * The user signed out on purpose (dispatched after the adapter's sign-out): what the account kept on this device
 * is deleted (localScope/accountStorageMiddleware). An expired session keeps it for the same account's return.
 */
export const accountForgotten = createAction('contract/accountForgotten');

/** Save the current work now (the status pill's Retry): the accounts remote saves a signed-in user's design. */
export const saveRequested = createAction('contract/saveRequested');

/**
 * Inline images (data URLs) of the editor's document were uploaded (auto-save): replace each key by its URL in the
 * document and its history, without a history entry of its own.
 */
export const mediaUrlsReplaced = createAction<Record<string, string>>('contract/mediaUrlsReplaced');

/**
 * Images kept on this device (the editor's image store, issue 28) were read back for a restored document: each key
 * (a 'bento-image:sha256-…' reference) becomes its data URL in the document and its history, or goes when null
 * (it could not be read). Not an edit: no history entry, and auto-save takes the result as its new baseline.
 */
export const localImagesRestored = createAction<Record<string, string | null>>(
  'contract/localImagesRestored',
);

/** The key and shape under which the editor remote injects its document. */
export interface EditorContractState {
  current: GridData;
}

/**
 * The editor's current document, or null while the editor remote has not injected its slice.
 * Wrapped by rootReducer.selector: a slice injected after the store was created has no state until the next
 * action, and the wrapper answers with the slice's initial state meanwhile.
 */
export const selectGridData = rootReducer.selector(
  (state): GridData | null => (state as { editor?: EditorContractState }).editor?.current ?? null,
);
