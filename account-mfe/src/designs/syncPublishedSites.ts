// The account menu's Sync Published Sites (accounts-and-sites.md §4). A file of its own: the account area is part
// of the first screen, the other site actions (siteThunks.ts) are not.
import { alertError, designsApi, designsChanged, FAILED, TOASTS, toastShown } from '@bento/store';
import type { SidebarThunk } from './thunk';

export function syncPublishedSites(): SidebarThunk<boolean> {
  return async (dispatch) => {
    try {
      const { syncedCount } = await designsApi.syncPublishedSites();
      dispatch(toastShown(syncedCount > 0 ? TOASTS.synced(syncedCount) : TOASTS.nothingToSync, 'success'));
      return true;
    } catch (error) {
      alertError(error, FAILED.sync);
      return false;
    } finally {
      dispatch(designsChanged());
    }
  };
}
