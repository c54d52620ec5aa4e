// The sidebar's design actions (accounts-and-sites.md §2 'Designs sidebar', §4 'Design list').
import { copyTitle, createDefaultGridData, MAX_DESIGNS, newDesignTitle } from '@bento/core';
import {
  alertError,
  currentDesignSet,
  designDeleted,
  designsApi,
  designsChanged,
  FAILED,
  gridReset,
  isApiError,
  saveSucceeded,
  selectGridData,
  TOASTS,
  toastShown,
  unsavedChangesMarked,
  type AppDispatch,
} from '@bento/store';
import { choiceDialogOpened } from '../autosave/autoSaveSlice';
import { pendingChoice } from '../autosave/saveDesign';
import { saveNow } from '../autosave/saveNow';
import { designTitles, editCachedDesigns, selectDesigns } from './accountQueries';
import { designFlashed, designLimitNoticeShown } from './designsSlice';
import { showDesign } from './showDesign';
import type { SidebarThunk } from './thunk';

const isDesignLimit = (error: unknown) => isApiError(error) && error.code === 'design_limit';

/** Fetches a design and makes it the editor's document. A failure is silently ignored (§8). */
async function loadDesign(dispatch: AppDispatch, designId: string): Promise<boolean> {
  try {
    showDesign(dispatch, await designsApi.get(designId));
    return true;
  } catch {
    return false;
  }
}

/** Selecting a card: does nothing in edit mode; pending changes are saved before switching. */
export function openDesign(designId: string): SidebarThunk<boolean> {
  return async (dispatch, getState) => {
    const { session, project } = getState();
    if (session.editContext.isEditMode) return false;
    if (project.currentDesignId === designId) return true;
    // Work from before sign-in that the full account could not take is never swapped out unseen: choose first.
    if (pendingChoice(getState()) === 'heldWork') {
      dispatch(choiceDialogOpened());
      return false;
    }
    if (project.hasUnsavedChanges && !(await dispatch(saveNow()))) return false;
    return loadDesign(dispatch, designId);
  };
}

/**
 * New Design: saves pending changes, clears the current design, resets the grid and creates the new design
 * ('Design {local date}'). Blocked with the limit notice at 10 designs.
 */
export function createNewDesign(): SidebarThunk<string | null> {
  return async (dispatch, getState) => {
    if (selectDesigns(getState()).length >= MAX_DESIGNS) {
      dispatch(designLimitNoticeShown());
      return null;
    }
    if (getState().project.hasUnsavedChanges && !(await dispatch(saveNow()))) return null;
    dispatch(currentDesignSet(null));
    dispatch(gridReset());
    const gridData = selectGridData(getState()) ?? createDefaultGridData();
    try {
      const created = await designsApi.create(gridData, newDesignTitle(designTitles(getState())));
      dispatch(saveSucceeded({ designId: created.id, savedAt: created.updatedAt }));
      dispatch(designFlashed({ id: created.id, tone: 'created' }));
      return created.id;
    } catch (error) {
      if (isDesignLimit(error)) dispatch(designLimitNoticeShown());
      // The reset document stays local and unsaved: auto-save creates it later.
      else dispatch(unsavedChangesMarked());
      return null;
    } finally {
      dispatch(designsChanged());
    }
  };
}

/** Rename: trimmed, ignored when empty or unchanged. */
export function renameDesign(designId: string, title: string): SidebarThunk<boolean> {
  return async (dispatch, getState) => {
    const next = title.trim();
    const design = selectDesigns(getState()).find((item) => item.id === designId);
    if (!next || !design || next === design.title) return false;
    // Optimistic: the list shows the new title before the server answers.
    editCachedDesigns(dispatch, (designs) => {
      const item = designs.find((candidate) => candidate.id === designId);
      if (item) item.title = next;
    });
    try {
      await designsApi.update(designId, { title: next });
      dispatch(toastShown(TOASTS.renamed));
      return true;
    } catch (error) {
      alertError(error, FAILED.rename);
      return false;
    } finally {
      dispatch(designsChanged());
    }
  };
}

/**
 * '{title} (Copy)' with the design's document (the editor's, when it is the current design with unsaved edits).
 * The title is the one the list shows: a rename still on its way to the server is already the design's name.
 */
export function duplicateDesign(designId: string): SidebarThunk<string | null> {
  return async (dispatch, getState) => {
    const listed = selectDesigns(getState());
    if (listed.length >= MAX_DESIGNS) {
      dispatch(designLimitNoticeShown());
      return null;
    }
    const shownTitle = listed.find((item) => item.id === designId)?.title;
    try {
      const design = await designsApi.get(designId);
      const { project } = getState();
      const local = selectGridData(getState());
      const isEditedCurrent = project.currentDesignId === designId && project.hasUnsavedChanges && local;
      const created = await designsApi.create(
        isEditedCurrent ? local : design.gridData,
        copyTitle(shownTitle ?? design.title),
      );
      dispatch(designFlashed({ id: created.id, tone: 'created' }));
      dispatch(toastShown(TOASTS.duplicated));
      dispatch(designsChanged());
      return created.id;
    } catch (error) {
      if (isDesignLimit(error)) dispatch(designLimitNoticeShown());
      else alertError(error, FAILED.duplicate);
      return null;
    }
  };
}

/** Delete; when it was the current design, the most recently updated remaining one is opened, or none. */
export function deleteDesign(designId: string): SidebarThunk<boolean> {
  return async (dispatch, getState) => {
    try {
      await designsApi.remove(designId);
    } catch (error) {
      alertError(error, FAILED.remove);
      return false;
    }
    editCachedDesigns(dispatch, (designs) => {
      const at = designs.findIndex((design) => design.id === designId);
      if (at >= 0) designs.splice(at, 1);
    });
    dispatch(designDeleted(designId));
    if (getState().project.currentDesignId !== designId) return true;
    dispatch(currentDesignSet(null));
    const next = selectDesigns(getState())[0];
    if (!next || !(await loadDesign(dispatch, next.id))) dispatch(gridReset());
    return true;
  };
}
