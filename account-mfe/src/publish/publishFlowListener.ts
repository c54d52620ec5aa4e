// The publish flow's entry points (accounts-and-sites.md §4 'Publish flow'), as listener middleware added to the
// shared store at runtime: the editor's share button (publishRequested) and the sidebar's publish, republish and
// Edit Site (publishDialogOpened, editSiteDialogOpened). Part of the first screen: a signed-out visitor's Share
// goes to sign-in from here; a signed-in user's steps (signedInFlow.ts) come with the signed-in code.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import {
  dynamicMiddleware,
  publishRequested,
  selectAuth,
  type AppDispatch,
  type RootState,
} from '@bento/store';
import { loadSignedInParts } from '../signedIn/lazySignedInParts';
import { editSiteDialogOpened, publishDialogOpened } from '../state/accountActions';
import type { FlowRequest } from './flowRequests';
import { signInTarget } from './signInTarget';

export interface FlowHandlers {
  open(request: FlowRequest): void;
  /** Leave for another address (sign-in). */
  goTo(url: string): void;
  /** Sidebar errors appear in browser alerts (§8). */
  alert(message: string): void;
}

export interface FlowApi {
  getState(): RootState;
  dispatch: AppDispatch;
}

const publishListener = createListenerMiddleware();
const startListening = publishListener.startListening.withTypes<RootState, AppDispatch>();

/** Signed-out users go to sign-in and come back here; answers false when they must (or auth is not known yet). */
function mustSignIn(state: RootState, handlers: FlowHandlers): boolean {
  const auth = selectAuth(state);
  if (!auth.isLoaded) return true;
  if (auth.isSignedIn) return false;
  handlers.goTo(signInTarget(auth.signInUrl, window.location.href));
  return true;
}

/** Starts answering the flow's actions; answers the function that stops it. */
export function startPublishFlow(handlers: FlowHandlers): () => void {
  dynamicMiddleware.addMiddleware(publishListener.middleware);
  const stops = [
    startListening({
      actionCreator: publishRequested,
      effect: async (_action, api) => {
        if (mustSignIn(api.getState(), handlers)) return;
        const { shareDesign } = await loadSignedInParts();
        await shareDesign(api, handlers);
      },
    }),
    startListening({
      actionCreator: publishDialogOpened,
      effect: async (action, api) => {
        if (mustSignIn(api.getState(), handlers)) return;
        const { publishFromSidebar } = await loadSignedInParts();
        await publishFromSidebar(action.payload, api, handlers);
      },
    }),
    startListening({
      actionCreator: editSiteDialogOpened,
      effect: (action) => handlers.open({ kind: 'editSite', ...action.payload }),
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
