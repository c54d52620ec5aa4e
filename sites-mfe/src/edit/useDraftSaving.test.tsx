import { createDefaultGridData, siteDraftKey } from '@bento/core';
import {
  createAppStore,
  loadGridData,
  selectGridData,
  selectLocalDraftSlug,
  type AppStore,
} from '@bento/store';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { boxAdded } from '../../../editor-mfe/src/state/editorSlice';
import { DRAFT_SAVE_DEBOUNCE_MS, useDraftSaving } from './useDraftSaving';

function Drafts({ openedGrid }: { openedGrid: ReturnType<typeof createDefaultGridData> }) {
  useDraftSaving({ slug: 'ada', owner: null, siteGrid: openedGrid, openedGrid });
  return null;
}

/** Mounts the hook on `store` for the document `opened`, then lets the debounce pass. */
function runDraftsFor(store: AppStore, opened: ReturnType<typeof createDefaultGridData>) {
  render(
    <Provider store={store}>
      <Drafts openedGrid={opened} />
    </Provider>,
  );
  act(() => {
    jest.advanceTimersByTime(DRAFT_SAVE_DEBOUNCE_MS);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

it('keeps as a draft an edit made before it started (right after the document arrived)', () => {
  const store: AppStore = createAppStore();
  const opened = createDefaultGridData();
  store.dispatch(loadGridData(opened));
  expect(selectGridData(store.getState())).toBe(opened);
  store.dispatch(boxAdded()); // the user acts before the screen re-rendered with the hook running
  runDraftsFor(store, opened);
  expect(JSON.parse(localStorage.getItem(siteDraftKey('ada'))!).gridData.boxes).toHaveLength(2);
  expect(selectLocalDraftSlug(store.getState())).toBe('ada');
});

it('keeps nothing while the document is the one opened', () => {
  const store: AppStore = createAppStore();
  const opened = createDefaultGridData();
  store.dispatch(loadGridData(opened));
  runDraftsFor(store, opened);
  expect(localStorage.getItem(siteDraftKey('ada'))).toBeNull();
  expect(selectLocalDraftSlug(store.getState())).toBeNull();
});
