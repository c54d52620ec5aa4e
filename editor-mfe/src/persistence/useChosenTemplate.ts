import {
  loadGridData,
  selectAuth,
  selectPendingTemplate,
  TEMPLATE_UNSAVED_MARK_MS,
  templateApplied,
  unsavedChangesMarked,
  useAppDispatch,
  useAppSelector,
} from '@bento/store';
import { useEffect } from 'react';

/**
 * A template chosen on /templates becomes the signed-out visitor's document once the editor is up (its own work
 * restored first, so it is not overwritten), marked unsaved after 500 ms (accounts-and-sites.md §4). Signed in,
 * the accounts remote makes it a new design instead.
 */
export function useChosenTemplate(): void {
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingTemplate);
  const { isLoaded, isSignedIn } = useAppSelector(selectAuth);
  useEffect(() => {
    if (!pending || !isLoaded || isSignedIn) return;
    dispatch(templateApplied());
    dispatch(loadGridData(pending.gridData));
    // Not cleared with the effect: clearing `pending` above re-runs it at once.
    setTimeout(() => dispatch(unsavedChangesMarked()), TEMPLATE_UNSAVED_MARK_MS);
  }, [dispatch, pending, isLoaded, isSignedIn]);
}
