// The edit screen needs two other remotes to have arrived: the editor (its document slice) before a document can
// be loaded, and the accounts remote (its publish flow) before the publish dialog can be asked for. Remotes load
// independently, so both are awaited through the store rather than assumed.
import { selectGridData, selectPublishFlowReady, type AppStore, type RootState } from '@bento/store';

/** Calls `then` once `ready(state)` holds (at once if it already does); answers the cancel function. */
export function whenState(
  store: AppStore,
  ready: (state: RootState) => boolean,
  then: () => void,
): () => void {
  if (ready(store.getState())) {
    then();
    return () => {};
  }
  const unsubscribe = store.subscribe(() => {
    if (!ready(store.getState())) return;
    unsubscribe();
    then();
  });
  return unsubscribe;
}

/** The editor remote has injected its document slice (it announces it when its screen mounts). */
export const editorReady = (state: RootState) => selectGridData(state) !== null;

/**
 * The accounts remote's publish flow (which answers publishRequested) is listening: it says so itself once its
 * listener is on. (Whether the accounts remote's slices exist says nothing about that: the sidebar's list query
 * can dispatch before the publish flow has started.)
 */
export const accountsReady = selectPublishFlowReady;
