// Issue 28: signing in with a full account (10 designs) never throws the anonymous work away. Real API on SQLite,
// the real store with the editor's slice, the spec's timings on a fake clock.
import { act } from 'react';
import { Provider } from 'react-redux';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS_DOCUMENT_KEYS, createDefaultGridData, MAX_DESIGNS } from '@bento/core';
import { designsApi, selectGridData, selectProject } from '@bento/store';
import { boxAdded } from '../../../editor-mfe/src/state/editorSlice';
import { selectAutoSave } from '../autosave/autoSaveSlice';
import { PERIODIC_SAVE_MS } from '../autosave/timings';
import { advance, harnessPerTest, settle, until } from '../autosave/testing/harness';
import { ChoiceDialogs } from './ChoiceDialogs';
import { HELD_WORK_MESSAGE } from './choiceTexts';

const harness = harnessPerTest();
const state = () => harness().store.getState();
const project = () => selectProject(state());
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const ANONYMOUS_WORK = '{"boxes":[]}';

/** A full account, local work made before sign-in, then the sign-in: the dialog appears. */
async function signInFull(): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < MAX_DESIGNS; i += 1) {
    // Oldest first: 'Design 9' ends up the most recently updated.
    jest.setSystemTime(Date.now() + 1_000);
    ids.push((await designsApi.create(createDefaultGridData(`d${i}`), `Design ${i}`)).id);
  }
  act(() => {
    harness().store.dispatch(boxAdded());
  });
  localStorage.setItem(ANONYMOUS_DOCUMENT_KEYS.content, ANONYMOUS_WORK);
  harness().mount();
  render(
    <Provider store={harness().store}>
      <ChoiceDialogs />
    </Provider>,
  );
  harness().signIn();
  await advance(1_000);
  await until(() => selectAutoSave(state()).heldWork, 'the held work');
  return ids;
}

it('keeps the work on screen, creates and loads nothing, and asks what to do with it', async () => {
  await signInFull();
  const dialog = await screen.findByRole('dialog', { name: 'Your account is full' });
  expect(dialog).toHaveTextContent('It is still here, on this device.');
  for (const name of ['Replace a design…', 'Download JSON', 'Keep working locally', 'Discard this work…'])
    expect(within(dialog).getByRole('button', { name })).toBeEnabled();
  expect(project()).toMatchObject({ currentDesignId: null, saveError: HELD_WORK_MESSAGE });
  expect(selectGridData(state())!.boxes).toHaveLength(2);

  // 'Keep working locally': the dialog goes, the work stays, auto-save creates nothing, even 5 minutes on.
  await user().click(within(dialog).getByRole('button', { name: 'Keep working locally' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => {
    harness().store.dispatch(boxAdded());
  });
  await advance(PERIODIC_SAVE_MS + 2_000);
  await settle();
  expect(harness().requests('POST')).toHaveLength(MAX_DESIGNS);
  expect(harness().requests('GET', '/api/designs/')).toHaveLength(0);
  expect(localStorage.getItem(ANONYMOUS_DOCUMENT_KEYS.content)).toBe(ANONYMOUS_WORK);
  expect(selectGridData(state())!.boxes).toHaveLength(3);
});

it("replaces the chosen design's document with the work, and adopts it", async () => {
  const ids = await signInFull();
  const dialog = await screen.findByRole('dialog', { name: 'Your account is full' });
  await user().click(within(dialog).getByRole('button', { name: 'Replace a design…' }));
  await user().click(within(dialog).getByRole('radio', { name: /Design 3/ }));
  await user().click(within(dialog).getByRole('button', { name: 'Replace “Design 3”' }));
  await until(() => project().currentDesignId === ids[3], 'the replace');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(project()).toMatchObject({ saveError: null, hasUnsavedChanges: false });
  const replaced = await designsApi.get(ids[3]!);
  expect(replaced.gridData.boxes).toHaveLength(2);
  expect(replaced.title).toMatch(/^Untitled design/);
  expect((await designsApi.list()).length).toBe(MAX_DESIGNS);
  expect(localStorage.getItem(ANONYMOUS_DOCUMENT_KEYS.content)).toBeNull();
  expect(selectAutoSave(state()).heldWork).toBe(false);
});

it('discards only when asked twice, then opens the most recent design', async () => {
  const ids = await signInFull();
  const dialog = await screen.findByRole('dialog', { name: 'Your account is full' });
  await user().click(within(dialog).getByRole('button', { name: 'Discard this work…' }));
  expect(dialog).toHaveTextContent('This work will be gone from this device.');
  await user().click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(localStorage.getItem(ANONYMOUS_DOCUMENT_KEYS.content)).toBe(ANONYMOUS_WORK);
  await user().click(within(dialog).getByRole('button', { name: 'Discard this work…' }));
  await user().click(within(dialog).getByRole('button', { name: 'Discard' }));
  await until(() => project().currentDesignId === ids[MAX_DESIGNS - 1], 'the latest design');
  expect(project()).toMatchObject({ saveError: null, hasUnsavedChanges: false });
  expect(localStorage.getItem(ANONYMOUS_DOCUMENT_KEYS.content)).toBeNull();
});

it('offers to save it as a new design once there is room, and the status Retry reopens the choice', async () => {
  const ids = await signInFull();
  await user().click(await screen.findByRole('button', { name: 'Keep working locally' }));
  await designsApi.remove(ids[0]!);
  // The pill's Retry: the choice comes back instead of a save that cannot work.
  const { saveRequested } = await import('@bento/store');
  act(() => {
    harness().store.dispatch(saveRequested());
  });
  const dialog = await screen.findByRole('dialog', { name: 'Your account is full' });
  expect(harness().requests('POST')).toHaveLength(MAX_DESIGNS);
  // The list the dialog reads is the account's, read again after the delete elsewhere.
  const { loadDesigns } = await import('../designs/accountQueries');
  await act(async () => {
    await loadDesigns(harness().store.dispatch, { force: true });
  });
  const fresh = await screen.findByRole('dialog', { name: 'Save the work from before you signed in' });
  await user().click(within(fresh).getByRole('button', { name: 'Save it as a new design' }));
  await until(() => project().currentDesignId !== null, 'the new design');
  expect((await designsApi.get(project().currentDesignId!)).gridData.boxes).toHaveLength(2);
  expect(dialog).not.toBeInTheDocument();
});
