// Auto-save started after the sign-in: its code is downloaded once the sidebar sees the user signed in (issue 17),
// and edits made while it downloads must not be lost. Real API on SQLite, the spec's timings on a fake clock.
import { act } from 'react';
import { createDefaultGridData } from '@bento/core';
import { currentDesignSet, designsApi, loadGridData, selectGridData, selectProject } from '@bento/store';
import { boxAdded } from '../../../editor-mfe/src/state/editorSlice';
import type { AutoSaveStart } from './autoSaveStart';
import { CHANGE_CHECK_MS, SAVE_DELAY_MS } from './timings';
import { advance, harnessPerTest, settle, until } from './testing/harness';

const harness = harnessPerTest();
const project = () => selectProject(harness().store.getState());
const grid = () => selectGridData(harness().store.getState())!;

/** Signed in on a current design, as the sidebar saw it before auto-save's code arrived. */
async function signedInOnADesign(): Promise<{ id: string; start: AutoSaveStart }> {
  const { id } = await designsApi.create(grid(), 'Mine');
  harness().store.dispatch(currentDesignSet(id));
  harness().signIn();
  return { id, start: { document: grid(), designId: id } };
}

it('saves an edit made while its code downloaded', async () => {
  const { id, start } = await signedInOnADesign();
  act(() => {
    harness().store.dispatch(boxAdded());
  });
  harness().mount(start);
  await advance(CHANGE_CHECK_MS);
  expect(project().hasUnsavedChanges).toBe(true);
  await advance(SAVE_DELAY_MS);
  await until(() => project().lastSavedAt !== null, 'the save');
  expect(harness().requests('PATCH')).toEqual([{ method: 'PATCH', url: `/api/designs/${id}` }]);
  expect((await designsApi.get(id)).gridData.boxes).toHaveLength(2);
});

it('saves nothing when nothing changed meanwhile', async () => {
  const { start } = await signedInOnADesign();
  harness().mount(start);
  await advance(CHANGE_CHECK_MS + SAVE_DELAY_MS);
  await settle();
  expect(project().hasUnsavedChanges).toBe(false);
  expect(harness().requests('PATCH')).toHaveLength(0);
});

it('takes a design opened meanwhile as saved', async () => {
  const { start } = await signedInOnADesign();
  const other = await designsApi.create(createDefaultGridData('other-1'), 'Other');
  act(() => {
    harness().store.dispatch(currentDesignSet(other.id));
    harness().store.dispatch(loadGridData(createDefaultGridData('other-1')));
  });
  harness().mount(start);
  await advance(CHANGE_CHECK_MS + SAVE_DELAY_MS);
  await settle();
  expect(project()).toMatchObject({ currentDesignId: other.id, hasUnsavedChanges: false });
  expect(harness().requests('PATCH')).toHaveLength(0);
});
