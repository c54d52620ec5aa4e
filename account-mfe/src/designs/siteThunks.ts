// The sidebar's site actions: unpublish, republish (accounts-and-sites.md §4 'Publish flow', §8). Sync is in
// syncPublishedSites.ts.
import {
  alertError,
  designsApi,
  designsChanged,
  FAILED,
  TOASTS,
  toastShown,
  UNPUBLISH_CONFIRM,
} from '@bento/store';
import { saveNow } from '../autosave/saveNow';
import { designFlashed } from './designsSlice';
import type { SidebarThunk } from './thunk';

/** Asks first; on success the row flashes red for 2 s. */
export function unpublishSite(designId: string, siteId: string): SidebarThunk<boolean> {
  return async (dispatch) => {
    if (!window.confirm(UNPUBLISH_CONFIRM)) return false;
    try {
      await designsApi.unpublish(designId, siteId);
      dispatch(designFlashed({ id: designId, tone: 'unpublished' }));
      return true;
    } catch (error) {
      alertError(error, FAILED.unpublish);
      return false;
    } finally {
      dispatch(designsChanged());
    }
  };
}

/** The current design's unsaved changes are saved first, so the site gets what the editor shows. */
export function republishSite(designId: string, siteId: string): SidebarThunk<boolean> {
  return async (dispatch, getState) => {
    const { project } = getState();
    if (project.currentDesignId === designId && project.hasUnsavedChanges) {
      if (!(await dispatch(saveNow()))) {
        window.alert(FAILED.saveBeforeRepublish);
        return false;
      }
    }
    try {
      await designsApi.republish(designId, siteId);
      dispatch(toastShown(TOASTS.republished));
      return true;
    } catch (error) {
      alertError(error, FAILED.republish);
      return false;
    } finally {
      dispatch(designsChanged());
    }
  };
}
