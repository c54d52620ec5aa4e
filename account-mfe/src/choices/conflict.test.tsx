// Issue 28: two devices or tabs editing one design never overwrite each other unseen. The editor's save names the
// revision its document came from (If-Match); a newer one answers 412 and the user chooses. Real API on SQLite,
// the real store with the editor's slice, the spec's timings on a fake clock.
import { act } from 'react';
import { Provider } from 'react-redux';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultGridData, type GridData } from '@bento/core';
import {
  currentDesignSet,
  designRevisionSet,
  designsApi,
  REVISION_CONFLICT_MESSAGE,
  selectGridData,
  selectProject,
} from '@bento/store';
import { boxAdded } from '../../../editor-mfe/src/state/editorSlice';
import { selectAutoSave } from '../autosave/autoSaveSlice';
import { saveNow } from '../autosave/saveNow';
import { PERIODIC_SAVE_MS, SAVE_DELAY_MS } from '../autosave/timings';
import { advance, harnessPerTest, settle, until } from '../autosave/testing/harness';
import { ChoiceDialogs } from './ChoiceDialogs';

const harness = harnessPerTest();
const state = () => harness().store.getState();
const project = () => selectProject(state());
const grid = () => selectGridData(state())!;
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

function gridWithBoxes(count: number, prefix: string): GridData {
  const base = createDefaultGridData(`${prefix}0`);
  const [first] = base.boxes;
  return {
    ...base,
    boxes: Array.from({ length: count }, (_, i) => ({ ...first!, id: `${prefix}${i}`, order: i })),
  };
}

/**
 * 'Mine' opened in this tab at its first revision; then another device saves a 5-box document; then this tab adds
 * a box (2 boxes) and auto-save meets the newer revision.
 */
async function conflictAfterAnotherDeviceSaved(): Promise<string> {
  const created = await designsApi.create(grid(), 'Mine');
  harness().store.dispatch(currentDesignSet(created.id));
  harness().store.dispatch(designRevisionSet({ designId: created.id, revision: created.revision! }));
  harness().mount();
  render(
    <Provider store={harness().store}>
      <ChoiceDialogs />
    </Provider>,
  );
  harness().signIn();
  await designsApi.update(created.id, { gridData: gridWithBoxes(5, 'other') });
  act(() => {
    harness().store.dispatch(boxAdded());
  });
  await advance(SAVE_DELAY_MS);
  await until(() => selectAutoSave(state()).conflict !== null, 'the conflict');
  return created.id;
}

const serverBoxes = async (id: string) => (await designsApi.get(id)).gridData.boxes.map((box) => box.id);

it('answers a stale save with the choices, overwrites nothing and never saves again on its own', async () => {
  const id = await conflictAfterAnotherDeviceSaved();
  const dialog = await screen.findByRole('dialog', { name: REVISION_CONFLICT_MESSAGE });
  for (const name of ['Load the newer version', 'Keep mine', 'Save mine as a copy'])
    expect(within(dialog).getByRole('button', { name })).toBeEnabled();
  expect(project()).toMatchObject({ saveError: REVISION_CONFLICT_MESSAGE, hasUnsavedChanges: true });
  expect(await serverBoxes(id)).toHaveLength(5);
  expect(selectAutoSave(state()).conflict).toEqual({ designId: id, revision: 2 });

  // 'Decide later': auto-save does not loop on the conflict, even at the periodic save.
  await user().click(within(dialog).getByRole('button', { name: 'Decide later' }));
  act(() => {
    harness().store.dispatch(boxAdded());
  });
  await advance(PERIODIC_SAVE_MS + SAVE_DELAY_MS);
  await settle();
  expect(harness().requests('PATCH')).toHaveLength(2); // the other device's and the refused one
  expect(await serverBoxes(id)).toHaveLength(5);

  // A manual save brings the choice back instead of sending.
  let saved: boolean | undefined;
  await act(async () => {
    saved = await harness().store.dispatch(saveNow());
  });
  expect(saved).toBe(false);
  expect(await screen.findByRole('dialog', { name: REVISION_CONFLICT_MESSAGE })).toBeInTheDocument();
  expect(harness().requests('PATCH')).toHaveLength(2);
});

it("'Load the newer version' shows the saved document and takes it as saved", async () => {
  const id = await conflictAfterAnotherDeviceSaved();
  const dialog = await screen.findByRole('dialog', { name: REVISION_CONFLICT_MESSAGE });
  await user().click(within(dialog).getByRole('button', { name: 'Load the newer version' }));
  await until(() => selectAutoSave(state()).conflict === null, 'the load');
  expect(grid().boxes).toHaveLength(5);
  expect(project()).toMatchObject({ saveError: null, hasUnsavedChanges: false, currentDesignId: id });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await advance(SAVE_DELAY_MS + 10_000);
  await settle();
  expect(harness().requests('PATCH')).toHaveLength(2);
  // The next edit saves against the revision loaded.
  act(() => {
    harness().store.dispatch(boxAdded());
  });
  await advance(SAVE_DELAY_MS + 10_000);
  await until(() => harness().requests('PATCH').length === 3, 'the next save');
  await until(() => !project().isSaving, 'the save to land');
  expect(project().saveError).toBeNull();
  expect(await serverBoxes(id)).toHaveLength(6);
});

it("'Keep mine' saves over the newer revision knowingly", async () => {
  const id = await conflictAfterAnotherDeviceSaved();
  const mine = grid().boxes.map((box) => box.id);
  const dialog = await screen.findByRole('dialog', { name: REVISION_CONFLICT_MESSAGE });
  await user().click(within(dialog).getByRole('button', { name: 'Keep mine' }));
  await until(() => selectAutoSave(state()).conflict === null, 'the save');
  expect(await serverBoxes(id)).toEqual(mine);
  expect((await designsApi.get(id)).revision).toBe(3);
  expect(project()).toMatchObject({ saveError: null, hasUnsavedChanges: false });
});

it("'Save mine as a copy' makes a '(Copy)' design current and leaves the other as it is", async () => {
  const id = await conflictAfterAnotherDeviceSaved();
  const mine = grid().boxes.map((box) => box.id);
  const dialog = await screen.findByRole('dialog', { name: REVISION_CONFLICT_MESSAGE });
  await user().click(within(dialog).getByRole('button', { name: 'Save mine as a copy' }));
  await until(() => selectAutoSave(state()).conflict === null, 'the copy');
  const copyId = project().currentDesignId!;
  expect(copyId).not.toBe(id);
  const copy = await designsApi.get(copyId);
  expect(copy.title).toBe('Mine (Copy)');
  expect(copy.gridData.boxes.map((box) => box.id)).toEqual(mine);
  expect(await serverBoxes(id)).toHaveLength(5);
  expect(project()).toMatchObject({ saveError: null, hasUnsavedChanges: false });
});
