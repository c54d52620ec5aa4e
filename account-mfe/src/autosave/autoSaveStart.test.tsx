// The sidebar downloads auto-save once it sees the user signed in (issue 17). An edit made before that code has
// arrived is still a change. One test per file on purpose: the lazily loaded parts are cached for the rest of a
// file, so only the file's first render waits for them.
import { act, waitFor } from '@testing-library/react';
import { createDefaultGridData } from '@bento/core';
import { currentDesignSet, selectProject, type AppStore } from '@bento/store';
import { realApiForEachTest } from '@bento/store/testing';
import { boxAdded } from '../../../editor-mfe/src/state/editorSlice';
import { DesignsSidebar } from '../DesignsSidebar';
import { renderWithStore, settleAndCleanup, signedInStore } from '../designs/testing/renderWithStore';

jest.setTimeout(20_000);

let store: AppStore;
const api = realApiForEachTest({ beforeClose: () => settleAndCleanup(store) });

it('marks an edit made while auto-save downloads as unsaved', async () => {
  const { body } = await api.call<{ id: string }>('POST', '/designs', {
    title: 'Mine',
    gridData: createDefaultGridData(),
  });
  store = signedInStore(api.user);
  store.dispatch(currentDesignSet(body.id));
  renderWithStore(<DesignsSidebar />, store);
  act(() => {
    store.dispatch(boxAdded());
  });
  // Not running yet: nothing has noticed the edit.
  expect(selectProject(store.getState()).hasUnsavedChanges).toBe(false);
  // Started, it compares with the document of the moment the sidebar saw the sign-in.
  await waitFor(() => expect(selectProject(store.getState()).hasUnsavedChanges).toBe(true));
});
