import { useEffect } from 'react';
import { selectGridData, useAppStore } from '@bento/store';
import { writeSiteDraft } from './siteDraft';

/** Quiet time after the last change before the draft is written: a burst of edits costs one write. */
export const DRAFT_SAVE_DEBOUNCE_MS = 500;

/**
 * While `active` (an anonymous visitor's site is in the editor), every change to the editor's document is kept as
 * the site's local draft, debounced, and at once when the page is hidden or the screen goes.
 */
export function useDraftSaving(slug: string, active: boolean): void {
  const store = useAppStore();

  useEffect(() => {
    if (!active) return;
    let saved = selectGridData(store.getState());
    let timer: ReturnType<typeof setTimeout> | null = null;

    const flush = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const grid = selectGridData(store.getState());
      if (!grid || grid === saved) return;
      saved = grid;
      writeSiteDraft(slug, grid);
    };

    const unsubscribe = store.subscribe(() => {
      const grid = selectGridData(store.getState());
      if (!grid || grid === saved) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_SAVE_DEBOUNCE_MS);
    });
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
  }, [active, slug, store]);
}
