// The moment auto-save starts from is the first render that saw the sign-in, even when React threw that render
// away (it suspended) and rendered again after an edit; or earlier, when the editor showed the account's document
// before the sidebar was drawn (a reload).
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { accountDocumentShown, selectGridData, type AppStore } from '@bento/store';
import { gridSettingsUpdated } from '../../../editor-mfe/src/state/editorSlice';
import { signedInStore } from '../designs/testing/renderWithStore';
import { useAutoSaveStart, type AutoSaveStart } from './autoSaveStart';

let resume: () => void = () => {};
let suspended = true;
const wait = new Promise<void>((resolve) => {
  resume = () => {
    suspended = false;
    resolve();
  };
});
const committed: { start: AutoSaveStart | null } = { start: null };

/** The moment, as the sidebar reads it, handed to `keep` once its render commits. */
function useCommittedStart(keep: (start: AutoSaveStart | null) => void): void {
  const start = useAutoSaveStart();
  useEffect(() => keep(start), [keep, start]);
}
const keepCommitted = (start: AutoSaveStart | null) => {
  committed.start = start;
};

/** Reads the moment, then suspends until told (as the sidebar does while its lazy parts load). */
function Sidebar() {
  useCommittedStart(keepCommitted);
  if (suspended) throw wait;
  return <p>sidebar</p>;
}

it('keeps the moment of the first render that saw the sign-in, though React threw that render away', async () => {
  const store: AppStore = signedInStore({
    id: 'u1',
    email: 'u1@example.test',
    fullName: null,
    avatarUrl: null,
  });
  const before = selectGridData(store.getState());
  render(
    <Provider store={store}>
      <Suspense fallback={<p>loading</p>}>
        <Sidebar />
      </Suspense>
    </Provider>,
  );
  expect(screen.getByText('loading')).toBeInTheDocument();
  // An edit while the first screen is still loading.
  act(() => {
    store.dispatch(gridSettingsUpdated({ syncMainBackground: false }));
  });
  await act(async () => {
    resume();
    await wait;
  });
  expect(await screen.findByText('sidebar')).toBeInTheDocument();
  expect(committed.start?.document).toBe(before);
  expect(committed.start?.document).not.toBe(selectGridData(store.getState()));
});

it("starts from the document the editor showed for the account, when that came before the sidebar's first render", () => {
  const ada = { id: 'ada', email: 'ada@example.test', fullName: null, avatarUrl: null };
  const store: AppStore = signedInStore(ada);
  // A reload: the editor restores the account's work as soon as the session is known ...
  const shown = selectGridData(store.getState());
  if (!shown) throw new Error('the editor slice is injected');
  store.dispatch(accountDocumentShown({ userId: 'ada', document: shown, designId: null }));
  // ... the user edits at once, and the accounts remote draws the sidebar only now.
  store.dispatch(gridSettingsUpdated({ syncMainBackground: false }));
  const seen: { start: AutoSaveStart | null } = { start: null };
  const keepSeen = (start: AutoSaveStart | null) => {
    seen.start = start;
  };
  function LateSidebar() {
    useCommittedStart(keepSeen);
    return null;
  }
  render(
    <Provider store={store}>
      <LateSidebar />
    </Provider>,
  );
  expect(seen.start).toEqual({ document: shown, designId: null });
});
