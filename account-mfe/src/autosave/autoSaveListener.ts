// Auto-save (accounts-and-sites.md §4) as listener middleware added to the shared store at runtime. One listener
// middleware for the page: RTK's dynamic middleware cannot remove middleware, so <AutoSave/> adds it once
// (adding the same one again is a no-op) and starts / stops its listener and timers on mount / unmount; stopped,
// the middleware only passes actions on.
import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import {
  clearAnonymousWork,
  connectivityChanged,
  currentDesignSet,
  designDeleted,
  designsApi,
  designRevisionSet,
  designSizeSet,
  dynamicMiddleware,
  gridReset,
  loadGridData,
  localImagesRestored,
  saveFailed,
  saveRequested,
  saveSucceeded,
  selectAuth,
  selectBaseRevision,
  selectEditContext,
  selectGridData,
  selectProject,
  unsavedChangesMarked,
  type AppDispatch,
  type RootState,
} from '@bento/store';
import { loadDesigns } from '../designs/accountQueries';
import type { AutoSaveStart } from './autoSaveStart';
import {
  conflictResolved,
  deleteNoted,
  documentRebased,
  heldWorkFound,
  heldWorkSettled,
  saveFailureCounted,
  selectAutoSave,
} from './autoSaveSlice';
import { byteLength, sizeStatus } from './designSize';
import { fingerprintOf, sameFingerprint, type Fingerprint } from './fingerprint';
import { isPristine } from './initialDesign';
import { readPersistedDesign, writePersistedDesign } from './persistedDesign';
import { HELD_WORK_MESSAGE } from '../choices/choiceTexts';
import { showDesign } from '../designs/showDesign';
import { saveDesign } from './saveDesign';
import {
  CHANGE_CHECK_MS,
  INITIAL_CREATE_DELAY_MS,
  INITIAL_LOAD_DELAY_MS,
  MAX_DESIGNS,
  PERIODIC_SAVE_MS,
  SAVE_DELAY_MS,
} from './timings';

export interface AutoSaveStore {
  dispatch: AppDispatch;
  getState: () => RootState;
}

const listener = createListenerMiddleware();

type Timer = ReturnType<typeof setTimeout>;

/** The design asked for by the address ('/?design=<id>'), or null. */
function requestedDesignId(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('design') || null;
}

/**
 * Starts auto-save on a store; returns the stop function. `start`: the document and design of the moment the
 * user was first seen signed in, when that was before this code was downloaded.
 */
export function startAutoSave(store: AutoSaveStore, start?: AutoSaveStart): () => void {
  dynamicMiddleware.addMiddleware(listener.middleware);
  const { dispatch, getState } = store;

  let signedInUser: string | null = null;
  let baseline: Fingerprint | null = null;
  let lastMeasured: unknown = null;
  let designId: string | null = selectProject(getState()).currentDesignId;
  let unsaved = selectProject(getState()).hasUnsavedChanges;
  // True for the rest of the tick after the current design changed: a document loaded then is that design.
  let opening = false;
  let saveTimer: Timer | null = null;
  let sessionTimers: Timer[] = [];
  let intervals: ReturnType<typeof setInterval>[] = [];

  const rebaseline = (grid = selectGridData(getState())) => {
    baseline = grid ? fingerprintOf(grid) : null;
  };
  // For the sign-in found at start only (the one the sidebar saw before this code arrived), never a later one.
  let startedSignedIn = start ?? null;

  const autoSave = () => {
    void dispatch(saveDesign('auto'));
  };

  /** A change to an existing design is saved 30 s later; later changes ride along with that save. */
  const scheduleSave = () => {
    const state = getState();
    const { currentDesignId, hasUnsavedChanges, designSize } = selectProject(state);
    const { pausedUntil } = selectAutoSave(state);
    if (saveTimer || !currentDesignId || !hasUnsavedChanges || designSize.status === 'error') return;
    if (pausedUntil !== null && Date.now() < pausedUntil) return;
    saveTimer = setTimeout(() => {
      saveTimer = null;
      autoSave();
    }, SAVE_DELAY_MS);
  };

  const checkForChange = () => {
    const grid = selectGridData(getState());
    if (!grid) return;
    const next = fingerprintOf(grid);
    if (!baseline) {
      baseline = next;
      return;
    }
    if (sameFingerprint(baseline, next)) return;
    baseline = next;
    if (!selectProject(getState()).hasUnsavedChanges) dispatch(unsavedChangesMarked());
    scheduleSave();
  };

  /** Keeps the size status current as the document grows (a save measures again). */
  const measure = () => {
    const grid = selectGridData(getState());
    if (!grid || grid === lastMeasured) return;
    lastMeasured = grid;
    const size = sizeStatus(byteLength(JSON.stringify(grid)));
    const { designSize } = selectProject(getState());
    if (designSize.status !== size.status || designSize.sizeBytes !== size.sizeBytes)
      dispatch(designSizeSet(size));
  };

  const persist = () => {
    if (!signedInUser) return;
    const revision = selectBaseRevision(getState()) ?? undefined;
    writePersistedDesign(designId ? { userId: signedInUser, designId, unsaved, revision } : null);
  };

  /**
   * With no current design after sign-in. The spec creates one at ~1 s and loads the most recent at ~2 s 'with no
   * current design': taken literally the creation always wins and the user's designs are never opened. So at 1 s
   * the designs are listed: none, or local work in the editor worth keeping (and room under the limit) → create
   * one from the editor's document ('Design {local date}'); otherwise the most recently updated design is opened
   * at 2 s.
   */
  const startInitialDesign = async (signedInAt: number) => {
    const state = getState();
    const { isEditMode } = selectEditContext(state);
    const project = selectProject(state);
    // The edit screen (/{slug}/edit) puts a site's document in the editor and makes its design current (the
    // owner's, or a non-owner's copy, §4): never replace that document with another design, and never create one
    // for it (the spec prevents it for non-owners; for owners it would race the site's own loading).
    if (!signedInUser || project.currentDesignId || isEditMode) return;
    if (project.isSaving || selectAutoSave(state).isCreating) return;
    let designs;
    try {
      designs = await loadDesigns(dispatch);
    } catch {
      return; // The periodic save creates the design once there is something to save.
    }
    const grid = selectGridData(getState());
    const hasLocalWork = grid !== null && !isPristine(grid);
    if (hasLocalWork && designs.length >= MAX_DESIGNS) {
      // Never thrown away (accounts-and-sites.md §4 keeps it): the user chooses what becomes of it (choices/).
      if (selectProject(getState()).currentDesignId) return;
      dispatch(saveFailed(HELD_WORK_MESSAGE));
      dispatch(heldWorkFound());
      return;
    }
    if (designs.length === 0 || hasLocalWork) {
      if (selectProject(getState()).currentDesignId) return;
      // The anonymous visitor's work became this account's design: it is not left behind for the next person.
      const outcome = await dispatch(saveDesign('auto'));
      if (outcome === 'saved' && hasLocalWork) clearAnonymousWork();
      return;
    }
    const [latest] = designs;
    if (!latest) return;
    if (selectEditContext(getState()).isEditMode) return;
    const wait = signedInAt + INITIAL_LOAD_DELAY_MS - Date.now();
    if (wait > 0) await new Promise<void>((resolve) => sessionTimers.push(setTimeout(resolve, wait)));
    if (!signedInUser || selectProject(getState()).currentDesignId) return;
    try {
      const design = await designsApi.get(latest.id);
      if (!signedInUser || selectProject(getState()).currentDesignId) return;
      showDesign(dispatch, design);
    } catch {
      // Loading a design by id that fails is silently ignored (§8).
    }
  };

  /** '/?design=<id>' chooses the design (accounts-and-sites.md §2 route table); a bad id falls back to the usual start. */
  const openRequestedDesign = async (designId: string) => {
    try {
      const design = await designsApi.get(designId);
      if (!signedInUser || selectEditContext(getState()).isEditMode) return;
      showDesign(dispatch, design);
    } catch {
      if (!selectProject(getState()).currentDesignId) void startInitialDesign(Date.now());
    }
  };

  /** Saves now, whatever the pause (Retry, the browser coming back online). */
  const saveAtOnce = () => {
    const { hasUnsavedChanges, saveError } = selectProject(getState());
    if (hasUnsavedChanges || saveError !== null) void dispatch(saveDesign('manual'));
  };
  const onOnline = () => {
    dispatch(connectivityChanged({ online: true }));
    saveAtOnce();
  };
  const onOffline = () => dispatch(connectivityChanged({ online: false }));
  const windowListeners = [
    ['online', onOnline],
    ['offline', onOffline],
  ] as const;

  const signedIn = (userId: string) => {
    signedInUser = userId;
    // Edits made while auto-save downloaded differ from the document of that moment: they count as changes. Not
    // when another design has been opened since: its own document is the saved one.
    const designBefore = selectProject(getState()).currentDesignId;
    const startDocument = startedSignedIn?.designId === designBefore ? startedSignedIn.document : null;
    const requested = selectEditContext(getState()).isEditMode ? null : requestedDesignId();
    const restored = requested ? null : readPersistedDesign();
    if (!selectProject(getState()).currentDesignId && restored?.userId === userId) {
      dispatch(currentDesignSet(restored.designId));
      if (restored.revision !== undefined)
        dispatch(designRevisionSet({ designId: restored.designId, revision: restored.revision }));
      if (restored.unsaved) dispatch(unsavedChangesMarked());
    }
    rebaseline(startDocument ?? selectGridData(getState()));
    // Compared now, not at the next action or the periodic check: until then the pill would say 'Saved'.
    checkForChange();
    measure();
    scheduleSave();
    for (const [type, handler] of windowListeners) window.addEventListener(type, handler);
    if (!navigator.onLine) onOffline();
    intervals = [
      setInterval(() => {
        checkForChange();
        measure();
      }, CHANGE_CHECK_MS),
      setInterval(() => {
        if (selectProject(getState()).hasUnsavedChanges) autoSave();
      }, PERIODIC_SAVE_MS),
    ];
    if (requested) {
      void openRequestedDesign(requested);
    } else if (!selectProject(getState()).currentDesignId) {
      const signedInAt = Date.now();
      sessionTimers.push(setTimeout(() => void startInitialDesign(signedInAt), INITIAL_CREATE_DELAY_MS));
    }
  };

  const signedOut = () => {
    signedInUser = null;
    baseline = null;
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    sessionTimers.forEach(clearTimeout);
    sessionTimers = [];
    intervals.forEach(clearInterval);
    intervals = [];
    for (const [type, handler] of windowListeners) window.removeEventListener(type, handler);
  };

  const onAction = (action: UnknownAction, state: RootState) => {
    const auth = selectAuth(state);
    const userId = auth.isSignedIn && auth.user ? auth.user.id : null;
    if (userId !== signedInUser) {
      if (signedInUser) {
        signedOut();
        // The design belongs to the account that signed out; its record stays for when it signs in again.
        if (selectProject(getState()).currentDesignId) dispatch(currentDesignSet(null));
      }
      if (userId && userId !== signedInUser) signedIn(userId);
      // A conflict or held work belonged to the previous account.
      const { conflict, heldWork } = selectAutoSave(getState());
      if (conflict) dispatch(conflictResolved());
      if (heldWork) dispatch(heldWorkSettled());
      return;
    }
    if (!signedInUser) return;

    if (designDeleted.match(action)) dispatch(deleteNoted());
    // The user chose what the editor now shows (a conflict's or the held work's choice): it is the saved state.
    if (documentRebased.match(action)) rebaseline();
    if (saveRequested.match(action)) saveAtOnce();
    const project = selectProject(getState());
    if (
      project.currentDesignId !== designId ||
      project.hasUnsavedChanges !== unsaved ||
      designRevisionSet.match(action) ||
      saveSucceeded.match(action)
    ) {
      const switched = project.currentDesignId !== designId;
      designId = project.currentDesignId;
      unsaved = project.hasUnsavedChanges;
      persist();
      // Another design became current (opened, created, cleared): its document is the saved one.
      if (switched && currentDesignSet.match(action)) {
        rebaseline();
        opening = true;
        queueMicrotask(() => {
          opening = false;
        });
      }
    }

    // Images read back from this device (the editor's image store) are not an edit: any edit before them was seen
    // on its own action, so the document they make is the baseline.
    if (localImagesRestored.match(action)) {
      rebaseline();
      return;
    }
    if (loadGridData.match(action) || gridReset.match(action)) {
      if (opening) {
        rebaseline();
        return;
      }
      // Opening a design (or New Design's reset) dispatches the document and currentDesignSet together, in either
      // order: look once both have run, so an opened design is not a change, but an import, a template or a
      // reset of the current design is.
      queueMicrotask(() => {
        if (signedInUser) checkForChange();
      });
      return;
    }
    checkForChange();
    // Unsaved again (edits during a save) or a failed save (retried until the third failure pauses auto-save).
    if (unsavedChangesMarked.match(action) || saveFailureCounted.match(action)) scheduleSave();
  };

  const unsubscribe = listener.startListening({
    predicate: () => true,
    effect: (action, api) => {
      // The middleware serves every store built on the shared dynamic middleware; only this one's actions count.
      if (api.getState() !== getState()) return;
      onAction(action, api.getState() as RootState);
    },
  });
  // Signed in before the listener started (the usual case: auth loads while the remote loads).
  onAction({ type: 'autoSave/started' }, getState());
  startedSignedIn = null;

  return () => {
    unsubscribe();
    signedOut();
  };
}
