// Loads /{slug}/edit's site into the editor: the public site read, then (once auth is known) the document for
// this user, then the store: edit context, current design, the document. The document waits for the editor
// remote; the screen is 'ready' as soon as the document is known, so a failed editor shows its own fallback.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { GridData } from '@bento/core';
import {
  currentDesignSet,
  designRevisionSet,
  designsChanged,
  editContextSet,
  editModeExited,
  loadGridData,
  localDraftChanged,
  selectAuth,
  toastShown,
  unsavedChangesMarked,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@bento/store';
import { loadPublicSite, type SiteResult } from '../viewer/loadSite';
import type { PublicSite, ViewerErrorMessage } from '../viewer/siteTypes';
import type { NO_GRID_DATA_MESSAGE } from './editTexts';
import { openSiteForEditing, type EditRole, type OpenedSite } from './openSite';
import { editorReady, whenState } from './storeWaits';

export type SiteEditState =
  | { status: 'loading' }
  | { status: 'error'; message: ViewerErrorMessage | typeof NO_GRID_DATA_MESSAGE }
  | {
      status: 'ready';
      role: EditRole;
      /** Who the document was opened for (null: anonymous): whose local draft it keeps. */
      userId: string | null;
      /** The published site's own document ('Reset Changes' goes back to it). */
      siteGrid: GridData;
      /** The document put in the editor (the design, the copy, the site or a draft): what edits are measured from. */
      openedGrid: GridData;
      documentLoaded: boolean;
    };

function editedSite(site: PublicSite) {
  return { id: site.id ?? '', slug: site.slug, siteTitle: site.siteTitle, designId: site.designId };
}

/** Edit mode from the first frame (auto-save then leaves the editor's document alone) until the screen goes. */
function useEditMode() {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(editContextSet({ isEditMode: true, isOwner: false, site: null }));
    return () => {
      dispatch(editModeExited());
    };
  }, [dispatch]);
}

export function useSiteEditing(slug: string): SiteEditState {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [site, setSite] = useState<SiteResult | null>(slug ? null : { error: 'Invalid site URL' });
  const [state, setState] = useState<SiteEditState>({ status: 'loading' });
  // Who the site was opened for: undefined before the first opening. Another user signing in or out while the
  // screen is open gets it opened again for them (never the previous user's design or copy).
  const openedFor = useRef<string | null | undefined>(undefined);
  const mounted = useRef(true);
  useEditMode();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!slug) return;
    let current = true;
    void loadPublicSite(slug).then((result) => {
      if (current) setSite(result);
    });
    return () => {
      current = false;
    };
  }, [slug]);

  const userId = auth.isSignedIn && auth.user ? auth.user.id : null;
  const siteError = site && 'error' in site ? site.error : null;
  const loadedSite = site && 'site' in site ? site.site : null;

  // Once per viewer: who opened it is decided when both the site and the auth state are known.
  useEffect(() => {
    if (!loadedSite || !auth.isLoaded || openedFor.current === userId) return;
    // Opened before for someone else: cover the editor until it holds this user's document.
    const reopening = openedFor.current !== undefined;
    openedFor.current = userId;
    if (reopening) setState({ status: 'loading' });
    void openSiteForEditing(loadedSite, userId).then((opened) => {
      if (!mounted.current || openedFor.current !== userId) return;
      if ('error' in opened) {
        setState({ status: 'error', message: opened.error });
        return;
      }
      dispatch(
        editContextSet({ isEditMode: true, isOwner: opened.role === 'owner', site: editedSite(loadedSite) }),
      );
      if (opened.notice) dispatch(toastShown(opened.notice, 'error'));
      // A non-owner's 'Copy of …' (made now, or reused) is listed in the sidebar at once, not after a reload.
      if (opened.role === 'nonOwner' && opened.designId) dispatch(designsChanged());
      setState({
        status: 'ready',
        role: opened.role,
        userId,
        siteGrid: opened.siteGrid,
        openedGrid: opened.grid,
        documentLoaded: false,
      });
      applyWhenEditorReady(opened);
    });

    function applyWhenEditorReady(opened: OpenedSite) {
      // Gone screens stop waiting at the next store change (no cleanup cancels it: under React's strict mode
      // the effect would not run again to restart it).
      whenState(
        store,
        (state) => !mounted.current || editorReady(state),
        () => {
          if (!mounted.current) return;
          // The design first: auto-save then takes the document that follows as that design's saved state.
          if (opened.designId !== undefined) dispatch(currentDesignSet(opened.designId));
          dispatch(loadGridData(opened.grid));
          if (opened.designId && opened.revision !== undefined)
            dispatch(designRevisionSet({ designId: opened.designId, revision: opened.revision }));
          if (opened.fromDraft) {
            dispatch(localDraftChanged(slug));
            // Edits kept on this device but not in the design yet: auto-save takes them from here.
            if (userId !== null) dispatch(unsavedChangesMarked());
          }
          setState((previous) =>
            previous.status === 'ready' ? { ...previous, documentLoaded: true } : previous,
          );
        },
      );
    }
  }, [auth.isLoaded, dispatch, loadedSite, slug, store, userId]);

  return siteError ? { status: 'error', message: siteError } : state;
}
