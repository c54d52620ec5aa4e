import { ACCOUNT_DOCUMENT_KEYS } from '@bento/core';
import { browserStorage, useAppStore, type AppStore } from '@bento/store';
import { useLayoutEffect } from 'react';
import { injectedEditorSlice, localWorkRestored } from '../state/editorSlice';
import type { RestoredWork } from '../state/restore';
import { parseRecords, readRecords, restoredEditorState } from './loadState';
import { sameScope, saveTargetOf, scopeOf, type EditorScope } from './localScope';
import { LOCAL_SAVE_FAILED_REASON, onLocalSaveRetry, setLocalSaveStatus } from './localSaveStatus';
import { saveEditorState, type PersistSnapshot } from './saveState';
import { hasStoredWork, loadStoredWorkValidator, storedWorkValidator } from './storedWorkValidator';

/** Quiet time after the last change before saving, so a burst of edits costs one write. */
export const SAVE_DEBOUNCE_MS = 400;
/** Saved at least this often while changes keep coming. */
export const SAVE_MAX_WAIT_MS = 2000;

function snapshotOf(store: AppStore): PersistSnapshot {
  const { current, past, future } = injectedEditorSlice.selectSlice(store.getState());
  return { current, past, future };
}

/** The account's stored work, or null when it has none on this device. */
function storedAccountWork(storage: Storage): RestoredWork | null {
  const records = readRecords(storage, ACCOUNT_DOCUMENT_KEYS);
  return records && parseRecords(records);
}

/** The anonymous visitor's stored work, or the default grid (what the slice starts from). */
function storedAnonymousWork(storage: Storage): RestoredWork {
  const { current, past, future } = restoredEditorState(storage);
  return { current, past, future };
}

/**
 * Saves the editor's document and history to `storage` after store changes (debounced), and at once when the
 * page is hidden or unloaded so a reload right after an edit finds it. Returns the stop function (which saves
 * what is pending). The anonymous visitor's work is restored by the slice's lazy initial state
 * (persistence/loadState.ts); everything else happens here, when the scope changes (persistence/localScope.ts):
 *
 * - signing in: the account's own work on this device comes back when there is some; otherwise the document
 *   shown stays (the anonymous work, which the accounts remote adopts as a design or replaces by one);
 * - signing out: back to the anonymous work (or the default grid): another person may be next at this browser;
 * - a published site in edit mode (/{slug}/edit) is never written here (the sites remote keeps its draft);
 *   leaving it brings the anonymous work back, or, signed in, keeps the design that is current.
 */
export function startLocalPersistence(store: AppStore, storage: Storage): () => void {
  let saved = snapshotOf(store);
  // The slice starts from the anonymous work (loadState.ts): as if who is signed in had just become known, so a
  // start in a signed-in account (the remote loaded after the session answered) brings that account's work.
  let scope: EditorScope = { kind: 'waiting' };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstPendingAt: number | null = null;

  /** Writes what changed since the last write (everything when `all`) to `target`'s records. */
  const write = (target: EditorScope, all = false) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    firstPendingAt = null;
    // Who is signed in is not known yet: the changes stay pending and go with the first write after it is.
    if (target.kind === 'waiting') return;
    const next = snapshotOf(store);
    const document = all || next.current !== saved.current;
    const history = all || next.past !== saved.past || next.future !== saved.future;
    saved = next;
    const destination = saveTargetOf(target, storage);
    if (destination === null || (!document && !history)) return;
    const result = saveEditorState(storage, next, { document, history }, destination);
    setLocalSaveStatus(
      result === 'failed' ? { state: 'failed', reason: LOCAL_SAVE_FAILED_REASON } : { state: 'saved' },
    );
  };
  const flush = () => write(scope);

  const show = (work: RestoredWork) => {
    store.dispatch(localWorkRestored(work));
    saved = snapshotOf(store);
    setLocalSaveStatus({ state: 'saved' });
  };

  const enter = (previous: EditorScope, next: EditorScope) => {
    write(previous);
    if (next.kind === 'anonymous' && previous.kind !== 'waiting') show(storedAnonymousWork(storage));
    if (next.kind === 'account') {
      const own = previous.kind === 'edit' ? null : storedAccountWork(storage);
      if (own) {
        show(own);
      } else {
        // Another account's work never stays on screen for this one.
        if (previous.kind === 'account') show(storedAnonymousWork(storage));
        write(next, true);
      }
    }
    schedule();
  };

  function schedule() {
    const current = snapshotOf(store);
    if (current.current === saved.current && current.past === saved.past && current.future === saved.future)
      return;
    if (scope.kind !== 'waiting' && saveTargetOf(scope, storage) === null) {
      saved = current;
      return;
    }
    setLocalSaveStatus({ state: 'pending' });
    const now = Date.now();
    firstPendingAt ??= now;
    if (timer !== null) clearTimeout(timer);
    const wait = Math.max(0, Math.min(SAVE_DEBOUNCE_MS, firstPendingAt + SAVE_MAX_WAIT_MS - now));
    timer = setTimeout(flush, wait);
  }

  const onChange = () => {
    const next = scopeOf(store.getState());
    if (sameScope(scope, next)) return schedule();
    // The next scope's stored work is validated before it is shown or written over: until the validator is there
    // (a chunk of its own), the scope stays as it was and changes are written where they were.
    if (!storedWorkValidator() && hasStoredWork(storage)) {
      loadStoredWorkValidator().then(onChange, () => {});
      return schedule();
    }
    const previous = scope;
    scope = next;
    enter(previous, next);
  };

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  onChange();
  const unsubscribe = store.subscribe(onChange);
  const stopRetry = onLocalSaveRetry(() => write(scope, true));
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    stopRetry();
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('beforeunload', flush);
    document.removeEventListener('visibilitychange', onHidden);
    flush();
  };
}

/**
 * Keeps the document in local storage; the slice starts from what is stored there. A layout effect: a signed-in
 * account's own work replaces the anonymous one before the first paint.
 */
export function useLocalPersistence(): void {
  const store = useAppStore();
  useLayoutEffect(() => {
    const storage = browserStorage();
    return storage ? startLocalPersistence(store, storage) : undefined;
  }, [store]);
}
