// What each choice of the conflict and held-work dialogs does. Each one ends with the editor showing a document
// the account has saved (or, for 'keep working locally', nothing changed), and the choice cleared.
import { copyTitle, MAX_DESIGNS, newDesignTitle, type GridData } from '@bento/core';
import {
  clearAnonymousWork,
  conflictingRevision,
  designsApi,
  designsChanged,
  errorMessage,
  FAILED,
  DESIGN_LIMIT_MESSAGE,
  isApiError,
  REVISION_CONFLICT_MESSAGE,
  saveErrorCleared,
  saveSucceeded,
  selectGridData,
  type AppDispatch,
  type DesignBasics,
  type RootState,
} from '@bento/store';
import {
  conflictFound,
  conflictResolved,
  documentRebased,
  heldWorkSettled,
  selectAutoSave,
} from '../autosave/autoSaveSlice';
import { designTitles, selectDesigns } from '../designs/accountQueries';
import { designFlashed } from '../designs/designsSlice';
import { showDesign } from '../designs/showDesign';

type ChoiceThunk = (dispatch: AppDispatch, getState: () => RootState) => Promise<string | null>;

/** Resolves null when done, else the message to show in the dialog. */
const failure = (error: unknown, fallback: string) =>
  isApiError(error) && error.code === 'design_limit' ? DESIGN_LIMIT_MESSAGE : errorMessage(error, fallback);

const SAVE_FAILED = 'Failed to save design. Please try again.';

function saved(dispatch: AppDispatch, design: DesignBasics) {
  dispatch(saveSucceeded({ designId: design.id, savedAt: design.updatedAt, revision: design.revision }));
  dispatch(documentRebased());
  dispatch(designsChanged());
}

/** Creates a design from `grid`; it becomes current (flashed in the list as new). */
async function saveAsNewDesign(dispatch: AppDispatch, grid: GridData, title: string): Promise<DesignBasics> {
  const created = await designsApi.create(grid, title);
  saved(dispatch, { ...created, revision: created.revision ?? 1 });
  dispatch(designFlashed({ id: created.id, tone: 'created' }));
  return created;
}

/** The conflict's 'Load the newer version': the saved document replaces the one on screen. */
export function loadNewerVersion(): ChoiceThunk {
  return async (dispatch, getState) => {
    const conflict = selectAutoSave(getState()).conflict;
    if (!conflict) return null;
    try {
      const design = await designsApi.get(conflict.designId);
      showDesign(dispatch, design);
      saved(dispatch, design);
      dispatch(conflictResolved());
      return null;
    } catch (error) {
      return errorMessage(error, 'Failed to load the design. Please try again.');
    }
  };
}

/** The conflict's 'Keep mine': saved over the newer revision, knowingly (If-Match names it). */
export function keepMine(): ChoiceThunk {
  return async (dispatch, getState) => {
    const conflict = selectAutoSave(getState()).conflict;
    const grid = selectGridData(getState());
    if (!conflict || !grid) return null;
    try {
      saved(dispatch, await designsApi.update(conflict.designId, { gridData: grid }, conflict.revision));
      dispatch(conflictResolved());
      return null;
    } catch (error) {
      const newer = conflictingRevision(error);
      // Changed yet again meanwhile: the choice stands, against that revision.
      if (newer !== null) {
        dispatch(conflictFound({ designId: conflict.designId, revision: newer }));
        return REVISION_CONFLICT_MESSAGE;
      }
      return failure(error, SAVE_FAILED);
    }
  };
}

/** The conflict's 'Save mine as a copy': '{title} (Copy)' becomes the current design; the original is left alone. */
export function saveMineAsCopy(): ChoiceThunk {
  return async (dispatch, getState) => {
    const conflict = selectAutoSave(getState()).conflict;
    const grid = selectGridData(getState());
    if (!conflict || !grid) return null;
    try {
      const listed = selectDesigns(getState()).find((design) => design.id === conflict.designId);
      const title = listed?.title ?? (await designsApi.get(conflict.designId)).title;
      await saveAsNewDesign(dispatch, grid, copyTitle(title));
      dispatch(conflictResolved());
      return null;
    } catch (error) {
      return failure(error, FAILED.duplicate);
    }
  };
}

/** The held work became the account's (a design created or replaced): the anonymous copy is not left behind. */
function heldWorkAdopted(dispatch: AppDispatch) {
  clearAnonymousWork();
  dispatch(heldWorkSettled());
}

/** Held work, room made meanwhile (a design deleted): it becomes a new design. */
export function saveHeldWorkAsNew(): ChoiceThunk {
  return async (dispatch, getState) => {
    const grid = selectGridData(getState());
    if (!grid) return null;
    if (selectDesigns(getState()).length >= MAX_DESIGNS) return DESIGN_LIMIT_MESSAGE;
    try {
      await saveAsNewDesign(dispatch, grid, newDesignTitle(designTitles(getState())));
      heldWorkAdopted(dispatch);
      return null;
    } catch (error) {
      return failure(error, SAVE_FAILED);
    }
  };
}

/** Held work replaces one design's document; that design's previous version stays in its history. */
export function replaceDesignWithHeldWork(designId: string): ChoiceThunk {
  return async (dispatch, getState) => {
    const grid = selectGridData(getState());
    if (!grid) return null;
    try {
      // The document on screen stays (with its undo history); it is now that design's.
      const title = newDesignTitle(designTitles(getState(), designId));
      saved(dispatch, await designsApi.update(designId, { gridData: grid, title }));
      heldWorkAdopted(dispatch);
      return null;
    } catch (error) {
      return failure(error, SAVE_FAILED);
    }
  };
}

/** Held work thrown away on purpose: the account's most recent design opens instead. */
export function discardHeldWork(): ChoiceThunk {
  return async (dispatch, getState) => {
    heldWorkAdopted(dispatch);
    dispatch(saveErrorCleared());
    const [latest] = selectDesigns(getState());
    if (!latest) return null;
    try {
      const design = await designsApi.get(latest.id);
      showDesign(dispatch, design);
      saved(dispatch, design);
    } catch {
      // Loading a design by id that fails is silently ignored (§8).
    }
    return null;
  };
}
