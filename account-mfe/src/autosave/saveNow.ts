import type { AppDispatch, RootState } from '@bento/store';
import { saveDesign } from './saveDesign';

/**
 * Saves the current document now (update, or create when there is no current design), clearing an auto-save
 * pause; a save already under way is waited for first. Resolves true when saved (or nothing to save), false on
 * failure (the store's project.saveError says why) or when signed out.
 */
export function saveNow() {
  return async (dispatch: AppDispatch, _getState: () => RootState): Promise<boolean> => {
    const outcome = await dispatch(saveDesign('manual'));
    return outcome === 'saved' || outcome === 'unchanged';
  };
}
