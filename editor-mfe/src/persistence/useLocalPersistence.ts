import { selectEditContext, useAppStore, type AppStore } from '@bento/store';
import { useEffect } from 'react';
import { injectedEditorSlice, localWorkRestored } from '../state/editorSlice';
import { restoredEditorState } from './loadState';
import { saveEditorState, type PersistSnapshot } from './saveState';

/** Quiet time after the last change before saving, so a burst of edits costs one write. */
export const SAVE_DEBOUNCE_MS = 400;
/** Saved at least this often while changes keep coming. */
export const SAVE_MAX_WAIT_MS = 2000;

function snapshotOf(store: AppStore): PersistSnapshot {
  const { current, past, future } = injectedEditorSlice.selectSlice(store.getState());
  return { current, past, future };
}

const inEditMode = (store: AppStore) => selectEditContext(store.getState()).isEditMode;

/**
 * Saves the editor's document and history to `storage` after store changes (debounced), and at once when the
 * page is hidden or unloaded so a reload right after an edit finds it. Returns the stop function (which saves
 * what is pending). Restoring happens in the slice's lazy initial state (persistence/loadState.ts).
 *
 * A published site open in edit mode (/{slug}/edit) is never written here: it is the site's own document (kept
 * by the accounts or the site draft), and the user's local work must survive the visit. Leaving edit mode brings
 * that local work back.
 */
export function startLocalPersistence(store: AppStore, storage: Storage): () => void {
  let saved = snapshotOf(store);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstPendingAt: number | null = null;
  let editing = inEditMode(store);

  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    firstPendingAt = null;
    const next = snapshotOf(store);
    if (inEditMode(store)) {
      saved = next;
      return;
    }
    const document = next.current !== saved.current;
    const history = next.past !== saved.past || next.future !== saved.future;
    saved = next;
    if (document || history) saveEditorState(storage, next, { document, history });
  };

  const onChange = () => {
    const wasEditing = editing;
    editing = inEditMode(store);
    if (wasEditing && !editing) {
      const { current, past, future } = restoredEditorState(storage);
      store.dispatch(localWorkRestored({ current, past, future }));
      saved = snapshotOf(store);
      return;
    }
    const next = snapshotOf(store);
    if (next.current === saved.current && next.past === saved.past && next.future === saved.future) return;
    const now = Date.now();
    firstPendingAt ??= now;
    if (timer !== null) clearTimeout(timer);
    const wait = Math.max(0, Math.min(SAVE_DEBOUNCE_MS, firstPendingAt + SAVE_MAX_WAIT_MS - now));
    timer = setTimeout(flush, wait);
  };

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const unsubscribe = store.subscribe(onChange);
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    window.removeEventListener('beforeunload', flush);
    document.removeEventListener('visibilitychange', onHidden);
    flush();
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the document in local storage; the slice starts from what is stored there. */
export function useLocalPersistence(): void {
  const store = useAppStore();
  useEffect(() => {
    const storage = localStorageOrNull();
    return storage ? startLocalPersistence(store, storage) : undefined;
  }, [store]);
}
