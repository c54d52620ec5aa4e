// Issue 28: a design's version history, previewed and restored, against the real API on SQLite.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDefaultGridData, type GridData } from '@bento/core';
import {
  currentDesignSet,
  designRevisionSet,
  designsApi,
  selectGridData,
  selectProject,
  type AppStore,
} from '@bento/store';
import { realApiForEachTest } from '@bento/store/testing';
import { renderWithStore, signedInStore } from '../designs/testing/renderWithStore';
import { VersionHistoryDialog } from './VersionHistoryDialog';

const api = realApiForEachTest();

function gridWithBoxes(count: number): GridData {
  const base = createDefaultGridData('b0');
  const [first] = base.boxes;
  return { ...base, boxes: Array.from({ length: count }, (_, i) => ({ ...first!, id: `b${i}`, order: i })) };
}

/** A design saved with 1, then 2, then 3 boxes: three versions, the last one current and open in the editor. */
async function designWithThreeVersions(store: AppStore): Promise<string> {
  const { id } = await designsApi.create(gridWithBoxes(1), 'History');
  await designsApi.update(id, { gridData: gridWithBoxes(2) });
  const latest = await designsApi.update(id, { gridData: gridWithBoxes(3) });
  store.dispatch(currentDesignSet(id));
  store.dispatch(designRevisionSet({ designId: id, revision: latest.revision! }));
  return id;
}

it('lists the versions newest first, previews one and restores it as a new current version', async () => {
  const store = signedInStore(api.user);
  const id = await designWithThreeVersions(store);
  const onClose = jest.fn();
  renderWithStore(<VersionHistoryDialog design={{ id, title: 'History' }} onClose={onClose} />, store);

  const dialog = await screen.findByRole('dialog', { name: 'Version history: History' });
  const list = await within(dialog).findByRole('list', { name: 'Saved versions' });
  const versions = within(list).getAllByRole('button');
  expect(versions.map((button) => button.textContent)).toEqual([
    expect.stringMatching(/Version 3 · .*Current/),
    expect.stringMatching(/Version 2 · /),
    expect.stringMatching(/Version 1 · .* · created/),
  ]);
  // The current version is shown first, and cannot be restored onto itself.
  expect(versions[0]).toHaveAttribute('aria-pressed', 'true');
  const restore = within(dialog).getByRole('button', { name: 'Restore this version' });
  await waitFor(() => expect(dialog.querySelectorAll('[data-box-id]')).toHaveLength(3));
  expect(restore).toBeDisabled();

  await userEvent.click(versions[2]!);
  await waitFor(() => expect(dialog.querySelectorAll('[data-box-id]')).toHaveLength(1));
  await userEvent.click(restore);
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Version restored');

  const restored = await designsApi.get(id);
  expect(restored.gridData.boxes).toHaveLength(1);
  expect(restored.revision).toBe(4);
  // The editor shows it, saved, and its next save is based on the new revision.
  expect(selectGridData(store.getState())!.boxes).toHaveLength(1);
  expect(selectProject(store.getState())).toMatchObject({
    hasUnsavedChanges: false,
    baseRevision: { designId: id, revision: 4 },
  });
  const again = await within(dialog).findAllByRole('button', { pressed: true });
  expect(again[0]).toHaveTextContent(/Version 4 · .*restored from version 1.*Current/);
  // Nothing was lost: the version it replaced is still listed.
  expect(within(dialog).getAllByRole('button', { name: /Version 3/ })).toHaveLength(1);
});

it('says so when the design changed elsewhere since the editor opened it, and restores nothing', async () => {
  const store = signedInStore(api.user);
  const id = await designWithThreeVersions(store);
  await designsApi.update(id, { gridData: gridWithBoxes(4) }); // another device
  renderWithStore(<VersionHistoryDialog design={{ id, title: 'History' }} onClose={() => {}} />, store);
  const dialog = await screen.findByRole('dialog', { name: 'Version history: History' });
  const list = await within(dialog).findByRole('list', { name: 'Saved versions' });
  await userEvent.click(within(list).getAllByRole('button').at(-1)!);
  await waitFor(() => expect(dialog.querySelectorAll('[data-box-id]')).toHaveLength(1));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This design was changed on another device or tab',
  );
  expect((await designsApi.get(id)).gridData.boxes).toHaveLength(4);
});
