// Part of the first screen: small on purpose (auto-save itself is downloaded once someone is signed in).
import { useEffect, useState } from 'react';
import type { GridData } from '@bento/core';
import {
  selectAuth,
  selectGridData,
  selectProject,
  useAppSelector,
  useAppStore,
  type AppStore,
} from '@bento/store';

/** The moment the sidebar first saw the user signed in, which auto-save starts from. */
export interface AutoSaveStart {
  /** The editor's document then: auto-save compares with it, so edits made while its code downloads are saved. */
  document: GridData | null;
  /** The current design then: if another one is current when auto-save starts, that one's document is used. */
  designId: string | null;
}

/**
 * Moments seen by renders that have not committed yet. React throws away a render that suspends (the first screen
 * suspends while its lazy parts load) and renders again later: the moment must stay the first one seen, or an edit
 * made in between would already be in the document auto-save compares with, and never be saved.
 */
const uncommitted = new WeakMap<AppStore, AutoSaveStart>();

/** Null while nobody has been signed in; from the first sign-in on, that moment (it never changes after). */
export function useAutoSaveStart(): AutoSaveStart | null {
  const store = useAppStore();
  const { isSignedIn, user } = useAppSelector(selectAuth);
  const [start, setStart] = useState<AutoSaveStart | null>(null);
  if (isSignedIn && start === null) {
    // Set while rendering (React's pattern for state derived from other state), so it is read in the render that
    // first shows the user signed in: the moment auto-save used to start at, when it came with the sidebar.
    let first = uncommitted.get(store);
    if (!first) {
      const state = store.getState();
      const project = selectProject(state);
      // The editor may have shown the account's document earlier (the sidebar comes later on a reload): edits
      // since then are changes too.
      const shown = project.accountDocumentShown;
      first =
        shown && shown.userId === user?.id
          ? { document: shown.document, designId: shown.designId }
          : { document: selectGridData(state), designId: project.currentDesignId };
      uncommitted.set(store, first);
    }
    setStart(first);
  }
  useEffect(() => {
    if (start) uncommitted.delete(store);
  }, [store, start]);
  return start;
}
