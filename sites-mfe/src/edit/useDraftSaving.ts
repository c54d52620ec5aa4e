import { useEffect } from 'react';
import type { GridData } from '@bento/core';
import {
  loadGridData,
  localDraftChanged,
  selectGridData,
  selectLocalDraftSlug,
  selectSiteResetRequests,
  useAppStore,
} from '@bento/store';
import { clearSiteDraft, writeSiteDraft, type DraftOwner } from './siteDraft';

/** Quiet time after the last change before the draft is written: a burst of edits costs one write. */
export const DRAFT_SAVE_DEBOUNCE_MS = 500;

export interface DraftSavingOptions {
  slug: string;
  /** Whose draft (a signed-in user's id, or null); null `siteGrid` (not loaded yet) keeps the hook idle. */
  owner: DraftOwner;
  /** The published site's document: 'Reset Changes' puts it back. */
  siteGrid: GridData | null;
  /**
   * The document the screen put in the editor: a change is measured from it, so an edit made before this hook
   * started (right after the document arrived) is kept as a draft too.
   */
  openedGrid: GridData | null;
}

/**
 * While a site is in the editor, every change to the editor's document is kept as the user's local draft of the
 * site, debounced, and at once when the page is hidden or the screen goes; the store then says a draft exists
 * (the sidebar offers 'Reset Changes'). A 'Reset Changes' request drops the draft and puts the site's own document
 * back in the editor (signed in, auto-save then saves it to the design like any other change).
 */
export function useDraftSaving({ slug, owner, siteGrid, openedGrid }: DraftSavingOptions): void {
  const store = useAppStore();

  useEffect(() => {
    if (!siteGrid) return;
    let saved = openedGrid ?? selectGridData(store.getState());
    let resets = selectSiteResetRequests(store.getState());
    let timer: ReturnType<typeof setTimeout> | null = null;

    const flush = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const grid = selectGridData(store.getState());
      if (!grid || grid === saved) return;
      saved = grid;
      writeSiteDraft(slug, grid, owner);
      if (selectLocalDraftSlug(store.getState()) !== slug) store.dispatch(localDraftChanged(slug));
    };

    const reset = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      clearSiteDraft(slug, owner);
      saved = siteGrid;
      store.dispatch(localDraftChanged(null));
      store.dispatch(loadGridData(siteGrid));
    };

    // A change since `saved`, debounced. Run at once too: an edit may have come before this effect ran (the
    // document arrived, the user acted, then the screen re-rendered).
    const scheduleIfChanged = () => {
      const grid = selectGridData(store.getState());
      if (!grid || grid === saved) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_SAVE_DEBOUNCE_MS);
    };
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (selectSiteResetRequests(state) !== resets) {
        resets = selectSiteResetRequests(state);
        reset();
        return;
      }
      scheduleIfChanged();
    });
    scheduleIfChanged();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [openedGrid, owner, siteGrid, slug, store]);
}
