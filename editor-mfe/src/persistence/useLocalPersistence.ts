import { ACCOUNT_DOCUMENT_KEYS } from '@bento/core';
import {
  accountDocumentShown,
  browserStorage,
  localImagesRestored,
  selectGridData,
  selectProject,
  useAppStore,
  type AppStore,
} from '@bento/store';
import { useLayoutEffect } from 'react';
import { copiedNestedBoxRestored, injectedEditorSlice, localWorkRestored } from '../state/editorSlice';
import type { RestoredWork } from '../state/restore';
import { startImageKeeping, type RestoredImages } from './imageStore/imageKeeping';
import { onKeptImagesChange, retryFailedImages } from './imageStore/keptImages';
import { imagesComplete, localSaveStatusOf, recordImages } from './imageStore/recordImages';
import { readCopiedNestedBox, writeCopiedNestedBox } from './copiedNestedBox';
import { parseRecords, readRecords, restoredEditorState } from './loadState';
import { sameScope, saveTargetOf, scopeOf, type EditorScope } from './localScope';
import { onLocalSaveRetry, setLocalSaveStatus } from './localSaveStatus';
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

const sameSnapshot = (a: PersistSnapshot, b: PersistSnapshot) =>
  a.current === b.current && a.past === b.past && a.future === b.future;

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
 *
 * Inline images too long for local storage go to the image store (imageStore/): the records name them by
 * reference, and restored references are read back into the document (imageKeeping.ts).
 */
export function startLocalPersistence(store: AppStore, storage: Storage): () => void {
  let saved = snapshotOf(store);
  // The slice starts from the anonymous work (loadState.ts): as if who is signed in had just become known, so a
  // start in a signed-in account (the remote loaded after the session answered) brings that account's work.
  let scope: EditorScope = { kind: 'waiting' };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstPendingAt: number | null = null;
  // The last write named images still being kept, or left some out: the next writes are whole (so the status
  // covers every image), and one is made again when an image is kept (or could not be).
  let imagesIncomplete = false;
  // Images read back from the image store are going in: not a change to save.
  let absorbing = false;
  // The copied nested element as last written (or read) for the scope.
  let savedCopied = injectedEditorSlice.selectSlice(store.getState()).copiedNestedBox;

  /** Writes the copied nested element when it changed (at once: it is small, and copying is rare). */
  const keepCopied = () => {
    const copied = injectedEditorSlice.selectSlice(store.getState()).copiedNestedBox;
    if (copied === savedCopied || (scope.kind !== 'anonymous' && scope.kind !== 'account')) return;
    savedCopied = copied;
    if (saveTargetOf(scope, storage) !== null) writeCopiedNestedBox(storage, scope.kind, copied);
  };

  /**
   * Entering a scope brings its own copied element back. Another account's never stays; the anonymous visitor's,
   * when the account keeps none, goes along with the work it was copied from (written there by keepCopied).
   */
  const showCopied = (kind: 'anonymous' | 'account', fromAnonymous = false) => {
    const own = readCopiedNestedBox(storage, kind);
    savedCopied = own;
    if (own || !fromAnonymous) store.dispatch(copiedNestedBoxRestored(own));
  };

  /** Writes what changed since the last write (everything when `all`) to `target`'s records. */
  const write = (target: EditorScope, all = false) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    firstPendingAt = null;
    // Who is signed in is not known yet: the changes stay pending and go with the first write after it is.
    if (target.kind === 'waiting') return;
    const next = snapshotOf(store);
    const whole = all || imagesIncomplete;
    const document = whole || next.current !== saved.current;
    const history = whole || next.past !== saved.past || next.future !== saved.future;
    saved = next;
    const destination = saveTargetOf(target, storage);
    if (destination === null || (!document && !history)) return;
    const named = recordImages();
    const result = saveEditorState(storage, next, { document, history }, destination, named);
    imagesIncomplete = result === 'saved' && !imagesComplete(named);
    setLocalSaveStatus(localSaveStatusOf(result, named));
  };
  const flush = () => write(scope);

  /** Tells auto-save (which may arrive later) what the account's document was before any edit. */
  const markShown = (userId: string) => {
    const document = selectGridData(store.getState());
    const designId = selectProject(store.getState()).currentDesignId;
    if (document) store.dispatch(accountDocumentShown({ userId, document, designId }));
  };

  const restoreImages = (images: RestoredImages) => {
    const clean = sameSnapshot(snapshotOf(store), saved);
    const lost = Object.values(images).includes(null);
    // The images complete the shown document when nothing was edited since it was shown.
    const shown = selectProject(store.getState()).accountDocumentShown;
    const unedited = shown !== null && shown.document === selectGridData(store.getState());
    absorbing = clean && !lost;
    try {
      store.dispatch(localImagesRestored(images));
    } finally {
      absorbing = false;
    }
    if (unedited && scope.kind === 'account') markShown(scope.userId);
    // An image that could not be read back is gone from the document: the records say so at once.
    if (clean && lost) flush();
  };
  const imageKeeping = startImageKeeping(
    () => injectedEditorSlice.selectSlice(store.getState()),
    restoreImages,
    storage,
  );

  const show = (work: RestoredWork) => {
    store.dispatch(localWorkRestored(work));
    saved = snapshotOf(store);
    setLocalSaveStatus({ state: 'saved' });
  };

  const enter = (previous: EditorScope, next: EditorScope) => {
    write(previous);
    if (next.kind === 'anonymous' && previous.kind !== 'waiting') {
      show(storedAnonymousWork(storage));
      showCopied('anonymous');
    }
    if (next.kind === 'account') {
      showCopied('account', previous.kind === 'anonymous');
      const own = previous.kind === 'edit' ? null : storedAccountWork(storage);
      if (own) {
        show(own);
      } else {
        // Another account's work never stays on screen for this one.
        if (previous.kind === 'account') show(storedAnonymousWork(storage));
        write(next, true);
      }
      markShown(next.userId);
    }
    schedule();
  };

  function schedule() {
    const current = snapshotOf(store);
    if (sameSnapshot(current, saved)) return;
    if (absorbing) {
      saved = current;
      return;
    }
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

  const follow = () => {
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
  function onChange() {
    follow();
    keepCopied();
    imageKeeping.check();
  }

  let rewriteQueued = false;
  const onImagesKept = () => {
    if (!imagesIncomplete || rewriteQueued) return;
    rewriteQueued = true;
    queueMicrotask(() => {
      rewriteQueued = false;
      if (imagesIncomplete) write(scope, true);
    });
  };

  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  onChange();
  const unsubscribe = store.subscribe(onChange);
  const stopImages = onKeptImagesChange(onImagesKept);
  const stopRetry = onLocalSaveRetry(() => {
    retryFailedImages();
    write(scope, true);
  });
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    stopImages();
    imageKeeping.stop();
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
