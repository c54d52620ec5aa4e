// Shared by the Background, Button Action and Embed Iframe tab tests (not imported by the app): the real store,
// the real pill toolbar, boxes selected as a user would, one tab opened.
import { createAppStore, loadGridData, type AppStore } from '@bento/store';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import {
  boxSelected,
  injectedEditorSlice,
  nestedBoxSelected,
  selectDocument,
} from '../../../state/editorSlice';
import { docWith } from '../../../state/testUtils';
import { SettingsPillToolbar } from '../../SettingsPillToolbar';

export interface OpenTabOptions {
  boxes?: number;
  /** Nested boxes per box id (`<id>-n<k>`). */
  nested?: Record<string, number>;
  /** Box ids to select (the first replaces, the others are Ctrl+clicked), or nested ids. */
  select: string[];
  nestedSelect?: string[];
  fakeTimers?: boolean;
}

export async function openTab(label: string, options: OpenTabOptions) {
  const { boxes = 3, nested = {}, select, nestedSelect = [], fakeTimers = false } = options;
  if (fakeTimers) jest.useFakeTimers();
  const store: AppStore = createAppStore();
  store.dispatch(loadGridData(docWith(boxes, nested)));
  select.forEach((id, index) =>
    store.dispatch(boxSelected({ id, mode: index === 0 ? 'replace' : 'toggle' })),
  );
  nestedSelect.forEach((id, index) =>
    store.dispatch(nestedBoxSelected({ id, mode: index === 0 ? 'replace' : 'toggle' })),
  );
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  render(
    <Provider store={store}>
      <SettingsPillToolbar />
    </Provider>,
  );
  await user.click(screen.getByRole('button', { name: label }));
  // The panel and its tabs load when a box is first selected (issue 17): the panel's body fills once they are there.
  const region = await screen.findByRole('region', { name: label });
  await waitFor(() => expect(region.lastElementChild?.childElementCount).toBeGreaterThan(0));
  const panel = within(region);
  const doc = () => selectDocument(store.getState());
  const styleOf = (id: string) => {
    const box = doc().boxes.find((candidate) => candidate.id === id);
    if (box) return box.style;
    const inner = doc()
      .boxes.flatMap((candidate) => candidate.nestedBoxes ?? [])
      .find((candidate) => candidate.id === id);
    if (!inner) throw new Error(`no box ${id}`);
    return inner.style;
  };
  const historyLength = () => injectedEditorSlice.selectSlice(store.getState()).past.length;
  return { store, user, panel, styleOf, historyLength };
}
