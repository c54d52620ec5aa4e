// 'Restore this version': the revision's document becomes the design's current one, as a new revision (nothing is
// deleted). For the design being edited, unsaved changes are saved first (so they are a version too), the restore
// names the revision the editor is based on (a newer one saved elsewhere is never overwritten unseen), and the
// editor shows the restored document. Another design is opened after it is restored.
import {
  conflictingRevision,
  designsChanged,
  errorMessage,
  REVISION_CONFLICT_MESSAGE,
  revisionsApi,
  saveSucceeded,
  selectBaseRevision,
  selectProject,
  type AppDispatch,
  type RootState,
} from '@bento/store';
import { documentRebased } from '../autosave/autoSaveSlice';
import { saveNow } from '../autosave/saveNow';
import { openDesign } from '../designs/designThunks';
import { showDesign } from '../designs/showDesign';

const RESTORE_FAILED = 'Failed to restore this version. Please try again.';

/** Resolves null when restored, else the message to show. */
export function restoreRevision(designId: string, revisionId: string) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<string | null> => {
    const isCurrent = selectProject(getState()).currentDesignId === designId;
    if (isCurrent && selectProject(getState()).hasUnsavedChanges && !(await dispatch(saveNow())))
      return selectProject(getState()).saveError ?? RESTORE_FAILED;
    try {
      const restored = await revisionsApi.restore(
        designId,
        revisionId,
        isCurrent ? selectBaseRevision(getState()) : undefined,
      );
      dispatch(designsChanged());
      if (!isCurrent) {
        await dispatch(openDesign(designId));
        return null;
      }
      showDesign(dispatch, restored);
      dispatch(saveSucceeded({ designId, savedAt: restored.updatedAt, revision: restored.revision }));
      dispatch(documentRebased());
      return null;
    } catch (error) {
      if (conflictingRevision(error) !== null) return REVISION_CONFLICT_MESSAGE;
      return errorMessage(error, RESTORE_FAILED);
    }
  };
}
