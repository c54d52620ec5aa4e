// Whose work the editor is showing, for local storage (issue 15: work never crosses accounts). The anonymous
// visitor's document lives in the 'bento-box-*' keys, a signed-in account's in the 'bento-account-box-*' keys
// (claimed and forgotten with the account by @bento/store's localScope), a published site in edit mode in neither.
import { ACCOUNT_DOCUMENT_KEYS, ACCOUNT_OWNER_KEY, ANONYMOUS_DOCUMENT_KEYS } from '@bento/core';
import {
  accountStorageOwner,
  ownsAccountStorage,
  selectAuth,
  selectEditContext,
  type RootState,
} from '@bento/store';
import type { SaveTarget } from './saveState';

export type EditorScope =
  | { kind: 'waiting' } // who is signed in is not known yet: nothing is written
  | { kind: 'edit' } // /{slug}/edit: the site's document is kept by the sites remote, not here
  | { kind: 'anonymous' }
  | { kind: 'account'; userId: string };

export function scopeOf(state: RootState): EditorScope {
  if (selectEditContext(state).isEditMode) return { kind: 'edit' };
  const auth = selectAuth(state);
  if (!auth.isLoaded) return { kind: 'waiting' };
  return auth.isSignedIn && auth.user ? { kind: 'account', userId: auth.user.id } : { kind: 'anonymous' };
}

export function sameScope(a: EditorScope, b: EditorScope): boolean {
  if (a.kind === 'account' && b.kind === 'account') return a.userId === b.userId;
  return a.kind === b.kind;
}

/**
 * Where `scope`'s records are written, or null when nothing may be written: waiting, edit mode, or account keys
 * that are not (or no longer) this user's — a sign-out that forgot them must not bring them back.
 */
export function saveTargetOf(scope: EditorScope, storage: Storage): SaveTarget | null {
  if (scope.kind === 'anonymous') return { keys: ANONYMOUS_DOCUMENT_KEYS };
  if (scope.kind !== 'account' || !ownsAccountStorage(scope.userId, storage)) return null;
  return { keys: ACCOUNT_DOCUMENT_KEYS, restoreAfterClear: { [ACCOUNT_OWNER_KEY]: scope.userId } };
}

/**
 * While who is signed in is unknown and an account keeps work on this device, the document on screen may be
 * about to change to that account's (or away from it): the canvas waits rather than flash the wrong work.
 */
export function awaitingAccountWork(state: RootState, storage: Storage | null): boolean {
  return !selectAuth(state).isLoaded && accountStorageOwner(storage) !== null;
}
