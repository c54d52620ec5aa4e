// A reload while signed in: auto-save restores the current design from this device's record once its code has
// downloaded, and compares with the document of the moment the sidebar saw the sign-in. An edit made in between is
// a change, seen as auto-save starts, not at the next action or periodic check (issue 28: the pill never says
// 'Saved' over an edit).
import { createDefaultGridData } from '@bento/core';
import {
  claimAccountStorage,
  designSizeSet,
  selectGridData,
  selectProject,
  type AppStore,
} from '@bento/store';
import { realApiForEachTest } from '@bento/store/testing';
import { gridSettingsUpdated } from '../../../editor-mfe/src/state/editorSlice';
import { settleAndCleanup, signedInStore } from '../designs/testing/renderWithStore';
import { startAutoSave } from './autoSaveListener';
import { byteLength, sizeStatus } from './designSize';
import { writePersistedDesign } from './persistedDesign';

let store: AppStore;
let stop = () => {};
const api = realApiForEachTest({
  beforeClose: async () => {
    stop();
    await settleAndCleanup(store);
  },
});

it('marks an edit made before auto-save started as unsaved as it starts', async () => {
  const { body } = await api.call<{ id: string; revision: number }>('POST', '/designs', {
    title: 'Mine',
    gridData: createDefaultGridData(),
  });
  // What the last visit left on this device: the account's keys, its current design among them.
  claimAccountStorage(api.user.id);
  writePersistedDesign({ userId: api.user.id, designId: body.id, unsaved: false, revision: body.revision });
  store = signedInStore(api.user);
  const start = { document: selectGridData(store.getState()), designId: null };
  store.dispatch(gridSettingsUpdated({ syncMainBackground: false }));
  // The size is already known (in the app other actions measure it before auto-save arrives): starting dispatches
  // nothing that would make auto-save look again by chance.
  store.dispatch(designSizeSet(sizeStatus(byteLength(JSON.stringify(selectGridData(store.getState()))))));

  stop = startAutoSave(store, start);
  const project = selectProject(store.getState());
  expect(project.currentDesignId).toBe(body.id);
  expect(project.hasUnsavedChanges).toBe(true);
});
