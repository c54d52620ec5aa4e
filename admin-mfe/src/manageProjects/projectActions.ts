// What the table's actions do on the server, with the sidebar's rules and messages (accounts-and-sites.md §4,
// §8): each tells the rest of the page (the designs sidebar's lists, auto-save) through the store contract.
import { copyTitle, MAX_DESIGNS } from '@bento/core';
import {
  currentDesignSet,
  designDeleted,
  gridReset,
  designsApi,
  designsChanged,
  errorMessage,
  FAILED,
  isApiError,
  toastShown,
  TOASTS,
  type AppDispatch,
} from '@bento/store';
import { DONE } from './texts';

/** What an action came to: done, refused by the 10-design limit, or failed with the message to show. */
export type Outcome = { status: 'done' } | { status: 'limit' } | { status: 'failed'; error: string };

const done: Outcome = { status: 'done' };
const failed = (error: unknown, fallback: string): Outcome => ({
  status: 'failed',
  error: errorMessage(error, fallback),
});
const isDesignLimit = (error: unknown) => isApiError(error) && error.code === 'design_limit';

/** Rename: trimmed, ignored (done, nothing sent) when empty or unchanged. */
export async function renameProject(
  dispatch: AppDispatch,
  designId: string,
  currentTitle: string,
  title: string,
): Promise<Outcome> {
  const next = title.trim();
  if (!next || next === currentTitle) return done;
  try {
    await designsApi.update(designId, { title: next });
    dispatch(toastShown(TOASTS.renamed));
    return done;
  } catch (error) {
    return failed(error, FAILED.rename);
  } finally {
    dispatch(designsChanged());
  }
}

/** '{title} (Copy)' with the design's stored document; refused at 10 designs, as the server would. */
export async function duplicateProject(
  dispatch: AppDispatch,
  designId: string,
  title: string,
  designCount: number,
): Promise<Outcome> {
  if (designCount >= MAX_DESIGNS) return { status: 'limit' };
  try {
    const design = await designsApi.get(designId);
    await designsApi.create(design.gridData, copyTitle(title));
    dispatch(toastShown(TOASTS.duplicated));
    dispatch(designsChanged());
    return done;
  } catch (error) {
    return isDesignLimit(error) ? { status: 'limit' } : failed(error, FAILED.duplicate);
  }
}

/**
 * Deletes one design after another; stops at the first failure. Their sites stay online (orphaned). When the
 * editor's open design is one of them, the editor is emptied as the sidebar's delete does, so going back to the
 * editor does not bring the deleted design back as a new one at the next save.
 */
export async function deleteProjects(
  dispatch: AppDispatch,
  designIds: string[],
  openDesignId: string | null,
): Promise<Outcome> {
  let deleted = 0;
  try {
    for (const designId of designIds) {
      await designsApi.remove(designId);
      deleted += 1;
      dispatch(designDeleted(designId));
      if (designId === openDesignId) {
        dispatch(currentDesignSet(null));
        dispatch(gridReset());
      }
    }
    return done;
  } catch (error) {
    return failed(error, FAILED.remove);
  } finally {
    if (deleted > 0) dispatch(toastShown(DONE.deleted(deleted)));
  }
}

export interface SiteTarget {
  designId: string;
  siteId: string;
}

/** Unpublishes (deletes) one site after another; stops at the first failure. */
export async function unpublishSites(dispatch: AppDispatch, targets: SiteTarget[]): Promise<Outcome> {
  let unpublished = 0;
  try {
    for (const { designId, siteId } of targets) {
      await designsApi.unpublish(designId, siteId);
      unpublished += 1;
    }
    return done;
  } catch (error) {
    return failed(error, FAILED.unpublish);
  } finally {
    if (unpublished > 0) dispatch(toastShown(DONE.unpublished(unpublished)));
    dispatch(designsChanged());
  }
}

/**
 * Gives orphaned sites a design again, as many as the 10-design limit leaves room for: 'limit' when some are
 * left orphaned for want of room (the sidebar would say 'No orphaned sites found to sync.' then).
 */
export async function syncOrphans(dispatch: AppDispatch): Promise<Outcome> {
  try {
    const { syncedCount, totalOrphanedSites } = await designsApi.syncPublishedSites();
    if (syncedCount > 0) dispatch(toastShown(TOASTS.synced(syncedCount), 'success'));
    if (totalOrphanedSites > syncedCount) return { status: 'limit' };
    if (syncedCount === 0) dispatch(toastShown(TOASTS.nothingToSync, 'success'));
    return done;
  } catch (error) {
    return failed(error, FAILED.sync);
  } finally {
    dispatch(designsChanged());
  }
}
