// The publish flow's steps for a signed-in user (accounts-and-sites.md §4 'Publish flow'): what to save first and
// which dialog to open. Downloaded with the rest of the signed-in code; publishFlowListener.ts answers the actions
// and sends signed-out users to sign-in before anything here is needed.
import {
  selectEditContext,
  selectProject,
  TAKEN_DOWN_TEXTS,
  takenDownSite,
  toastShown,
  type AppDispatch,
} from '@bento/store';
import { PUBLISH_TEXTS, type PublishMode } from '@bento/core';
import { loadDesigns } from '../designs/accountQueries';
import { saveNow } from '../autosave/saveNow';
import type { SiteRef } from './flowRequests';
import type { FlowApi, FlowHandlers } from './publishFlowListener';

/** A design's title and sites; none when the list cannot be read (the dialog then starts in new mode, untitled). */
async function designOf(
  dispatch: AppDispatch,
  designId: string | null,
): Promise<{ title: string | null; sites: SiteRef[] }> {
  if (!designId) return { title: null, sites: [] };
  try {
    const design = (await loadDesigns(dispatch)).find((candidate) => candidate.id === designId);
    return { title: design?.title ?? null, sites: design?.publishedSites ?? [] };
  } catch {
    return { title: null, sites: [] };
  }
}

/** The editor's share button. */
export async function shareDesign(api: FlowApi, handlers: FlowHandlers): Promise<void> {
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
      designTitle: null,
      useCurrentDocument: true,
    });
    return;
  }
  const designId = selectProject(state).currentDesignId;
  const { title, sites } = await designOf(api.dispatch, designId);
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
    designTitle: title,
    useCurrentDocument: true,
  });
}

/** The sidebar's Publish and Republish. */
export async function publishFromSidebar(
  payload: { designId?: string; mode?: PublishMode },
  api: FlowApi,
  handlers: FlowHandlers,
): Promise<void> {
  const project = selectProject(api.getState());
  const designId = payload.designId ?? project.currentDesignId;
  const { title, sites } = await designOf(api.dispatch, designId);
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
    designTitle: title,
    useCurrentDocument: isCurrent,
  });
}
