import type { AppDispatch, RootState } from '@bento/store';

/**
 * Saves the current document now (update, or create when there is no current design), clearing an auto-save
 * pause. Resolves true when saved (or nothing to save), false on failure. Filled in by the auto-save work.
 */
export function saveNow() {
  return async (_dispatch: AppDispatch, _getState: () => RootState): Promise<boolean> => true;
}
