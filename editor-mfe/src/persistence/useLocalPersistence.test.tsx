import { CONTENT_STORAGE_KEY, HISTORY_STORAGE_KEY } from '@bento/core';
import { createAppStore, editContextSet, editModeExited, loadGridData } from '@bento/store';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { boxAdded, selectDocument } from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { restoredEditorState } from './loadState';
import {
  SAVE_DEBOUNCE_MS,
  SAVE_MAX_WAIT_MS,
  startLocalPersistence,
  useLocalPersistence,
} from './useLocalPersistence';
import { loadStoredWorkValidator } from './storedWorkValidator';

// Restoring stored work needs the validator, which the editor loads first whenever work is stored.
beforeAll(() => loadStoredWorkValidator());

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

const storedIds = () =>
  (
    JSON.parse(localStorage.getItem(CONTENT_STORAGE_KEY) ?? '{"boxes":[]}') as { boxes: { id: string }[] }
  ).boxes.map((box) => box.id);

describe('startLocalPersistence', () => {
  it('saves once after a burst of changes has settled', () => {
    const store = createAppStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const stop = startLocalPersistence(store, localStorage);
    for (let i = 0; i < 5; i += 1) store.dispatch(boxAdded());
    jest.advanceTimersByTime(SAVE_DEBOUNCE_MS - 1);
    expect(setItem).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(storedIds()).toHaveLength(6);
    expect(setItem.mock.calls.map(([key]) => key).filter((key) => key === CONTENT_STORAGE_KEY)).toHaveLength(
      1,
    );
    setItem.mockRestore();
    stop();
  });

  it('still saves while changes keep coming', () => {
    const store = createAppStore();
    const stop = startLocalPersistence(store, localStorage);
    const step = SAVE_DEBOUNCE_MS / 2;
    for (let elapsed = 0; elapsed < SAVE_MAX_WAIT_MS; elapsed += step) {
      store.dispatch(boxAdded());
      jest.advanceTimersByTime(step);
    }
    expect(storedIds().length).toBeGreaterThan(1);
    stop();
  });

  it('saves at once when the page is hidden or unloaded', () => {
    const store = createAppStore();
    const stop = startLocalPersistence(store, localStorage);
    store.dispatch(boxAdded());
    window.dispatchEvent(new Event('pagehide'));
    expect(storedIds()).toHaveLength(2);
    store.dispatch(boxAdded());
    window.dispatchEvent(new Event('beforeunload'));
    expect(storedIds()).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY)!).past).toHaveLength(2);
    stop();
  });

  it('persists a document loaded from elsewhere, which a new store then starts from', () => {
    const store = createAppStore();
    const stop = startLocalPersistence(store, localStorage);
    store.dispatch(loadGridData(docWith(4)));
    jest.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    stop();
    expect(storedIds()).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(restoredEditorState(localStorage).current).toEqual(docWith(4));
    expect(selectDocument(createAppStore().getState()).boxes).toHaveLength(4);
  });

  it('never writes a published site open in edit mode, and brings the local work back on leaving', () => {
    const store = createAppStore();
    const stop = startLocalPersistence(store, localStorage);
    store.dispatch(loadGridData(docWith(3)));
    store.dispatch(boxAdded());
    jest.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    expect(storedIds()).toHaveLength(4);
    store.dispatch(editContextSet({ isEditMode: true, isOwner: false, site: null }));
    store.dispatch(loadGridData(docWith(7)));
    store.dispatch(boxAdded());
    jest.advanceTimersByTime(SAVE_MAX_WAIT_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(storedIds()).toHaveLength(4);
    store.dispatch(editModeExited());
    expect(selectDocument(store.getState()).boxes).toHaveLength(4);
    expect(
      selectDocument(store.getState())
        .boxes.slice(0, 3)
        .map((box) => box.id),
    ).toEqual(['b1', 'b2', 'b3']);
    stop();
    expect(storedIds()).toHaveLength(4);
  });

  it('saves what is pending when stopped, and nothing afterwards', () => {
    const store = createAppStore();
    const stop = startLocalPersistence(store, localStorage);
    store.dispatch(boxAdded());
    stop();
    expect(storedIds()).toHaveLength(2);
    store.dispatch(boxAdded());
    jest.advanceTimersByTime(SAVE_MAX_WAIT_MS);
    expect(storedIds()).toHaveLength(2);
  });
});

describe('useLocalPersistence', () => {
  function Persisted() {
    useLocalPersistence();
    return null;
  }

  it('saves the store of the surrounding Provider until unmounted', () => {
    const store = createAppStore();
    const view = render(
      <Provider store={store}>
        <Persisted />
      </Provider>,
    );
    store.dispatch(boxAdded());
    jest.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    expect(storedIds()).toHaveLength(2);
    view.unmount();
    store.dispatch(boxAdded());
    jest.advanceTimersByTime(SAVE_MAX_WAIT_MS);
    expect(storedIds()).toHaveLength(2);
  });
});
