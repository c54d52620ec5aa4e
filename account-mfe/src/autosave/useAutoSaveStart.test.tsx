// The moment auto-save starts from is the first render that saw the sign-in, even when React threw that render
// away (it suspended) and rendered again after an edit.
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { selectGridData, type AppStore } from '@bento/store';
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

/** Reads the moment, then suspends until told (as the sidebar does while its lazy parts load). */
function Sidebar() {
  const start = useAutoSaveStart();
  useEffect(() => {
    committed.start = start;
  }, [start]);
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
