// One save of the current document (accounts-and-sites.md §4): update the current design, or create one; the size
// check first (refused at 10 MB); the failure counter and pause; skips while saving, paused or just after a delete.
import { newDesignTitle, type GridData } from '@bento/core';
import {
  ApiError,
  conflictingRevision,
  connectivityChanged,
  designsApi,
  designsChanged,
  designSizeSet,
  getAuthAdapter,
  HTTP_ERROR_CODE,
  NETWORK_ERROR_CODE,
  REVISION_CONFLICT_MESSAGE,
  saveFailed,
  saveStarted,
  saveSucceeded,
  selectAuth,
  selectBaseRevision,
  selectEditContext,
  selectGridData,
  selectProject,
  unsavedChangesMarked,
  type AppDispatch,
  type DesignBasics,
  type RootState,
} from '@bento/store';
import {
  choiceDialogOpened,
  conflictFound,
  creationEnded,
  creationStarted,
  failuresReset,
  saveFailureCounted,
  selectAutoSave,
} from './autoSaveSlice';
import { designTitles } from '../designs/accountQueries';
import { byteLength, sizeStatus, tooLargeSaveError } from './designSize';
import { hasImagesToUpload, withUploadedImages } from './inlineImages';
import { DELETE_PAUSE_MS } from './timings';

/** 'auto' obeys every skip rule; 'manual' (saveNow) clears the pause and waits for a save under way. */
export type SaveKind = 'auto' | 'manual';
export type SaveOutcome = 'saved' | 'unchanged' | 'skipped' | 'refused' | 'failed' | 'conflict';

// The save under way. One store per page (the shell's), so one slot is enough; a manual save waits on it.
let inflight: Promise<SaveOutcome> | null = null;

/**
 * What waits for the user's choice: a conflict with a newer revision of the current design, or work from before
 * sign-in that the full account could not take. Nothing is saved over either until the user decides.
 */
export function pendingChoice(state: RootState): 'conflict' | 'heldWork' | null {
  const { conflict, heldWork } = selectAutoSave(state);
  const { currentDesignId } = selectProject(state);
  if (conflict && conflict.designId === currentDesignId) return 'conflict';
  if (heldWork && currentDesignId === null) return 'heldWork';
  return null;
}

/** Why auto-save would not save now, or null. Pure, for the guards and the tests. */
export function autoSaveBlocker(
  state: RootState,
  now = Date.now(),
): 'saving' | 'paused' | 'deleted' | 'choice' | null {
  const { pausedUntil, lastDeleteAt } = selectAutoSave(state);
  if (pendingChoice(state)) return 'choice';
  if (selectProject(state).isSaving || inflight) return 'saving';
  if (pausedUntil !== null && now < pausedUntil) return 'paused';
  if (lastDeleteAt !== null && now - lastDeleteAt < DELETE_PAUSE_MS) return 'deleted';
  return null;
}

function failureMessage(error: unknown, creating: boolean): string {
  if (!(error instanceof ApiError)) return 'Save failed';
  if (error.code === HTTP_ERROR_CODE)
    return `${creating ? 'Failed to create design' : 'Failed to save design'}: ${error.message}`;
  if (error.code === NETWORK_ERROR_CODE || error.message) return error.message;
  return 'Save failed';
}

async function send(dispatch: AppDispatch, getState: () => RootState, grid: GridData): Promise<SaveOutcome> {
  const designId = selectProject(getState()).currentDesignId;
  // Sent as If-Match: a newer revision saved from another device or tab answers 412, never overwritten unseen.
  const basedOn = selectBaseRevision(getState());
  dispatch(saveStarted());
  let creating = designId === null;
  try {
    if (!(await getAuthAdapter().getToken())) throw new Error('No authentication token');
    let saved: DesignBasics;
    if (designId !== null) {
      try {
        saved = await designsApi.update(designId, { gridData: grid }, basedOn);
      } catch (error) {
        const newer = conflictingRevision(error);
        if (newer !== null) {
          dispatch(saveFailed(REVISION_CONFLICT_MESSAGE));
          dispatch(conflictFound({ designId, revision: newer }));
          return 'conflict';
        }
        // The design is gone (deleted elsewhere, or another account's id): keep the work as a new design.
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        creating = true;
        saved = await create(dispatch, getState, grid);
      }
    } else {
      saved = await create(dispatch, getState, grid);
    }
    dispatch(
      saveSucceeded({
        designId: saved.id,
        savedAt: new Date().toISOString(),
        revision: saved.revision ?? (creating ? 1 : undefined),
      }),
    );
    dispatch(failuresReset());
    // Edits made while the request was out are not in this save: they stay unsaved.
    if (selectGridData(getState()) !== grid) dispatch(unsavedChangesMarked());
    dispatch(designsChanged());
    return 'saved';
  } catch (error) {
    const message =
      error instanceof Error && error.message === 'No authentication token'
        ? error.message
        : failureMessage(error, creating);
    dispatch(saveFailed(message));
    if (error instanceof ApiError && error.code === NETWORK_ERROR_CODE)
      dispatch(connectivityChanged({ online: false }));
    dispatch(saveFailureCounted());
    return 'failed';
  }
}

async function create(
  dispatch: AppDispatch,
  getState: () => RootState,
  grid: GridData,
): Promise<DesignBasics> {
  dispatch(creationStarted());
  try {
    return await designsApi.create(grid, newDesignTitle(designTitles(getState())));
  } finally {
    dispatch(creationEnded());
  }
}

/** Saves the current document. Resolves how it went; the store carries the details (project.saveError…). */
export function saveDesign(kind: SaveKind) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<SaveOutcome> => {
    if (kind === 'manual') {
      // A save that would need the user's choice first shows it instead (no loop, nothing overwritten).
      if (pendingChoice(getState())) {
        dispatch(choiceDialogOpened());
        return 'conflict';
      }
      dispatch(failuresReset());
      if (inflight) await inflight;
    } else {
      const blocker = autoSaveBlocker(getState());
      if (blocker) return 'skipped';
      // The pause ran out: the counter starts again.
      if (selectAutoSave(getState()).pausedUntil !== null) dispatch(failuresReset());
    }
    const state = getState();
    if (!selectAuth(state).isSignedIn) return 'skipped';
    const { currentDesignId, hasUnsavedChanges } = selectProject(state);
    if (currentDesignId !== null && !hasUnsavedChanges) return 'unchanged';
    // A visitor editing someone else's site never gets a design made for them by auto-save (§4).
    const edit = selectEditContext(state);
    if (kind === 'auto' && currentDesignId === null && edit.isEditMode && !edit.isOwner) return 'skipped';
    const current = selectGridData(state);
    if (!current) return 'skipped';
    const running = uploadAndSend(dispatch, getState, current);
    inflight = running;
    try {
      return await running;
    } finally {
      if (inflight === running) inflight = null;
    }
  };
}

/** Uploads the inline images, checks the size of the document as it will be stored, then sends it. */
async function uploadAndSend(
  dispatch: AppDispatch,
  getState: () => RootState,
  current: GridData,
): Promise<SaveOutcome> {
  // The save already shows (and blocks another save) while the images go up.
  let grid = current;
  if (hasImagesToUpload(current)) {
    dispatch(saveStarted());
    grid = await withUploadedImages(dispatch, getState, current);
  }

  const size = sizeStatus(byteLength(JSON.stringify(grid)));
  const previous = selectProject(getState()).designSize;
  if (previous.status !== size.status || previous.sizeBytes !== size.sizeBytes) dispatch(designSizeSet(size));
  if (size.status === 'error') {
    dispatch(saveFailed(tooLargeSaveError(size.sizeBytes)));
    return 'refused';
  }
  return send(dispatch, getState, grid);
}
