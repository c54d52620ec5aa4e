import {
  authChanged,
  connectivityChanged,
  createAppStore,
  saveFailed,
  saveRequested,
  saveStarted,
  saveSucceeded,
  unsavedChangesMarked,
  type AppStore,
} from '@bento/store';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { SAVE_DEBOUNCE_MS, startLocalPersistence } from '../persistence/useLocalPersistence';
import { boxAdded, previewToggled } from '../state/editorSlice';
import { recordActions } from '../state/testUtils';
import { StatusPill } from './StatusPill';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  localStorage.clear();
});

function renderPill(store: AppStore = createAppStore()) {
  render(
    <Provider store={store}>
      <StatusPill />
    </Provider>,
  );
  return store;
}

const pillText = () => screen.getByRole('status').textContent ?? '';
const signIn = (store: AppStore) =>
  act(() => {
    store.dispatch(
      authChanged({
        isLoaded: true,
        isSignedIn: true,
        user: { id: 'ada', email: 'ada@example.org', fullName: null, avatarUrl: null },
      }),
    );
  });
const act$ = (store: AppStore, action: Parameters<AppStore['dispatch']>[0]) =>
  act(() => {
    store.dispatch(action);
  });

/** Whether a beforeunload now would make the browser ask. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('StatusPill, anonymous work (kept on this device)', () => {
  it('follows the local writes: Unsaved changes, then Saved', () => {
    jest.useFakeTimers();
    const store = createAppStore();
    const stop = startLocalPersistence(store, localStorage);
    renderPill(store);
    expect(pillText()).toMatch(/^Saved/);
    act$(store, boxAdded());
    expect(pillText()).toMatch(/^Unsaved changes/);
    act(() => {
      jest.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    });
    expect(pillText()).toMatch(/^Saved/);
    // Pending work is written when the page goes, so leaving never asks.
    act$(store, boxAdded());
    expect(leavingAsks()).toBe(false);
    expect(pillText()).toMatch(/^Saved/);
    stop();
  });

  it('says when the browser refuses to keep the work, asks before leaving, and Retry writes again', async () => {
    jest.useFakeTimers();
    const store = createAppStore();
    const stop = startLocalPersistence(store, localStorage);
    renderPill(store);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    act$(store, boxAdded());
    act(() => {
      jest.advanceTimersByTime(SAVE_DEBOUNCE_MS);
    });
    expect(pillText()).toMatch(/^Couldn't save: this browser's storage is full or turned off/);
    expect(leavingAsks()).toBe(true);
    setItem.mockRestore();
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(pillText()).toMatch(/^Saved/);
    expect(JSON.parse(localStorage.getItem('bento-box-content-storage')!).boxes).toHaveLength(2);
    stop();
  });
});

describe('StatusPill, a signed-in account', () => {
  it('shows each save state and never claims Saving when nothing is sent', () => {
    const store = renderPill();
    signIn(store);
    expect(pillText()).toMatch(/^Saved/);
    act$(store, unsavedChangesMarked());
    expect(pillText()).toMatch(/^Unsaved changes/);
    expect(leavingAsks()).toBe(true);
    act$(store, saveStarted());
    expect(pillText()).toMatch(/^Saving…/);
    act$(store, saveFailed('Failed to save design: Internal Server Error'));
    expect(pillText()).toMatch(/^Couldn't save: Failed to save design: Internal Server Error/);
    act$(store, connectivityChanged({ online: false }));
    expect(pillText()).toMatch(/^Offline — changes kept on this device/);
    act$(store, saveSucceeded({ designId: 'd1', savedAt: '2026-11-23T10:00:00Z' }));
    expect(pillText()).toMatch(/^Saved/);
    expect(leavingAsks()).toBe(false);
  });

  it('Retry asks the accounts remote to save now', async () => {
    const store = createAppStore();
    const seen = recordActions(store);
    renderPill(store);
    signIn(store);
    act$(store, unsavedChangesMarked());
    act$(store, saveFailed('Save failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(seen.filter((action) => saveRequested.match(action))).toHaveLength(1);
  });

  it('is hidden in preview and while who is signed in is unknown', () => {
    const store = renderPill();
    act$(store, authChanged({ isLoaded: false }));
    expect(screen.queryByRole('status')).toBeNull();
    act$(store, authChanged({ isLoaded: true }));
    act$(store, previewToggled());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
