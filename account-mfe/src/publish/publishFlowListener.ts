// The publish flow's entry points (accounts-and-sites.md §4 'Publish flow'), as listener middleware added to the
// shared store at runtime: the editor's share button (publishRequested) and the sidebar's publish, republish and
// Edit Site (publishDialogOpened, editSiteDialogOpened).
import { createListenerMiddleware } from '@reduxjs/toolkit';
import {
  dynamicMiddleware,
  publishRequested,
  selectAuth,
  selectEditContext,
  selectProject,
  TAKEN_DOWN_TEXTS,
  takenDownSite,
  toastShown,
  type AppDispatch,
  type RootState,
} from '@bento/store';
import { PUBLISH_TEXTS, type PublishMode } from '@bento/core';
import { loadDesigns } from '../designs/accountQueries';
import { saveNow } from '../autosave/saveNow';
import { editSiteDialogOpened, publishDialogOpened } from '../state/accountActions';
import type { FlowRequest, SiteRef } from './flowRequests';
import { signInTarget } from './signInTarget';

export interface FlowHandlers {
  open(request: FlowRequest): void;
  /** Leave for another address (sign-in). */
  goTo(url: string): void;
  /** Sidebar errors appear in browser alerts (§8). */
  alert(message: string): void;
}

interface FlowApi {
  getState(): RootState;
  dispatch: AppDispatch;
}

const publishListener = createListenerMiddleware();
const startListening = publishListener.startListening.withTypes<RootState, AppDispatch>();

/** A design's sites; none when the list cannot be read (the dialog then starts in new mode). */
async function sitesOf(dispatch: AppDispatch, designId: string | null): Promise<SiteRef[]> {
  if (!designId) return [];
  try {
    const designs = await loadDesigns(dispatch);
    return designs.find((design) => design.id === designId)?.publishedSites ?? [];
  } catch {
    return [];
  }
}

/** Signed-out users go to sign-in and come back here; answers false when they must (or auth is not known yet). */
function mustSignIn(state: RootState, handlers: FlowHandlers): boolean {
  const auth = selectAuth(state);
  if (!auth.isLoaded) return true;
  if (auth.isSignedIn) return false;
  handlers.goTo(signInTarget(auth.signInUrl, window.location.href));
  return true;
}

async function onShare(api: FlowApi, handlers: FlowHandlers): Promise<void> {
  if (mustSignIn(api.getState(), handlers)) return;
  if (selectProject(api.getState()).hasUnsavedChanges) await api.dispatch(saveNow());
  const state = api.getState();
  const edit = selectEditContext(state);
  if (edit.isEditMode && edit.isOwner && edit.site) {
    const { id, slug, siteTitle, designId } = edit.site;
    handlers.open({
      kind: 'publish',
      designId: designId ?? selectProject(state).currentDesignId,
      mode: 'republish',
      site: { id, slug, siteTitle, published: true },
      useCurrentDocument: true,
    });
    return;
  }
  const designId = selectProject(state).currentDesignId;
  const sites = await sitesOf(api.dispatch, designId);
  const down = takenDownSite(sites);
  if (down) {
    // The API would refuse it (451): say why instead of opening a dialog that cannot succeed.
    handlers.alert(`${TAKEN_DOWN_TEXTS.note(down.takedownReason)} ${TAKEN_DOWN_TEXTS.locked}`);
    return;
  }
  const [site] = sites;
  handlers.open({
    kind: 'publish',
    designId,
    mode: site ? 'republish' : 'new',
    site: site ?? null,
    useCurrentDocument: true,
  });
}

async function onSidebarPublish(
  payload: { designId?: string; mode?: PublishMode },
  api: FlowApi,
  handlers: FlowHandlers,
): Promise<void> {
  if (mustSignIn(api.getState(), handlers)) return;
  const project = selectProject(api.getState());
  const designId = payload.designId ?? project.currentDesignId;
  const sites = await sitesOf(api.dispatch, designId);
  // The sidebar's Publish sends no mode: it means a new site.
  const mode = payload.mode ?? 'new';
  if (mode === 'new' && sites.length > 0) {
    api.dispatch(toastShown(PUBLISH_TEXTS.alreadyPublished, 'info'));
    return;
  }
  const isCurrent = designId !== null && designId === project.currentDesignId;
  if (isCurrent && project.hasUnsavedChanges) {
    const saved = await api.dispatch(saveNow());
    if (!saved && mode === 'republish') {
      handlers.alert(PUBLISH_TEXTS.saveBeforeRepublishFailed);
      return;
    }
  }
  const site = sites[0] ?? null;
  handlers.open({
    kind: 'publish',
    designId,
    mode: mode === 'republish' && !site ? 'new' : mode,
    site,
    useCurrentDocument: isCurrent,
  });
}

/** Starts answering the flow's actions; answers the function that stops it. */
export function startPublishFlow(handlers: FlowHandlers): () => void {
  dynamicMiddleware.addMiddleware(publishListener.middleware);
  const stops = [
    startListening({
      actionCreator: publishRequested,
      effect: (_action, api) => onShare(api, handlers),
    }),
    startListening({
      actionCreator: publishDialogOpened,
      effect: (action, api) => onSidebarPublish(action.payload, api, handlers),
    }),
    startListening({
      actionCreator: editSiteDialogOpened,
      effect: (action) => handlers.open({ kind: 'editSite', ...action.payload }),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
