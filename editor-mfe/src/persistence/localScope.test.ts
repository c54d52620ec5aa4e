// Whose work the editor shows and where it is kept, across sign-in, sign-out and a second account (issue 15).
import { ACCOUNT_DOCUMENT_KEYS, ACCOUNT_OWNER_KEY, ANONYMOUS_DOCUMENT_KEYS } from '@bento/core';
import {
  accountForgotten,
  authChanged,
  createAppStore,
  editContextSet,
  editModeExited,
  loadGridData,
  selectProject,
  type AppStore,
} from '@bento/store';
import { boxAdded, selectDocument } from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { SAVE_DEBOUNCE_MS, startLocalPersistence } from './useLocalPersistence';
import { loadStoredWorkValidator } from './storedWorkValidator';

// Restoring stored work needs the validator, which the editor loads first whenever work is stored.
beforeAll(() => loadStoredWorkValidator());

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

const user = (id: string) => ({ id, email: `${id}@example.org`, fullName: null, avatarUrl: null });
const signIn = (store: AppStore, id: string) =>
  store.dispatch(authChanged({ isLoaded: true, isSignedIn: true, user: user(id) }));
const signOut = (store: AppStore) =>
  store.dispatch(authChanged({ isLoaded: true, isSignedIn: false, user: null }));

const storedBoxCount = (key: string): number | null => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as { boxes: unknown[] }).boxes.length;
};
const shownBoxCount = (store: AppStore) => selectDocument(store.getState()).boxes.length;
const settle = () => jest.advanceTimersByTime(SAVE_DEBOUNCE_MS);

function started(): { store: AppStore; stop: () => void } {
  const store = createAppStore();
  return { store, stop: startLocalPersistence(store, localStorage) };
}

describe('local work by account', () => {
  it('keeps a signed-in account’s work in the account keys, never in the anonymous ones', () => {
    const { store, stop } = started();
    store.dispatch(boxAdded());
    settle();
    expect(storedBoxCount(ANONYMOUS_DOCUMENT_KEYS.content)).toBe(2);
    signIn(store, 'ada');
    // The anonymous work stays on screen (the accounts remote adopts or replaces it) and is the account's now.
    expect(shownBoxCount(store)).toBe(2);
    expect(storedBoxCount(ACCOUNT_DOCUMENT_KEYS.content)).toBe(2);
    store.dispatch(loadGridData(docWith(4)));
    settle();
    expect(storedBoxCount(ACCOUNT_DOCUMENT_KEYS.content)).toBe(4);
    expect(storedBoxCount(ANONYMOUS_DOCUMENT_KEYS.content)).toBe(2);
    stop();
  });

  it('goes back to the anonymous work on sign-out, and a chosen sign-out forgets the account’s keys', () => {
    const { store, stop } = started();
    signIn(store, 'ada');
    store.dispatch(loadGridData(docWith(4)));
    store.dispatch(boxAdded()); // pending when the session ends
    signOut(store);
    expect(shownBoxCount(store)).toBe(1);
    expect(storedBoxCount(ACCOUNT_DOCUMENT_KEYS.content)).toBe(5);
    store.dispatch(accountForgotten());
    const keys = Object.keys(localStorage).filter((key) => key.startsWith('bento-account-'));
    expect(keys).toEqual([]);
    store.dispatch(boxAdded());
    settle();
    expect(storedBoxCount(ANONYMOUS_DOCUMENT_KEYS.content)).toBe(2);
    expect(storedBoxCount(ACCOUNT_DOCUMENT_KEYS.content)).toBeNull();
    stop();
  });

  it('brings an account’s own work back when it signs in again after its session ended', () => {
    const first = started();
    signIn(first.store, 'ada');
    first.store.dispatch(loadGridData(docWith(4)));
    signOut(first.store); // expired, not chosen: the work stays for ada
    first.stop();

    const { store, stop } = started();
    expect(shownBoxCount(store)).toBe(1);
    signIn(store, 'ada');
    expect(shownBoxCount(store)).toBe(4);
    stop();
  });

  it('brings the account’s work back when the editor starts after the session is already known', () => {
    const first = started();
    signIn(first.store, 'ada');
    first.store.dispatch(loadGridData(docWith(3)));
    first.stop();

    // A new page: the session answered before the editor remote arrived.
    const store = createAppStore();
    signIn(store, 'ada');
    expect(shownBoxCount(store)).toBe(1);
    const stop = startLocalPersistence(store, localStorage);
    expect(shownBoxCount(store)).toBe(3);
    stop();
  });

  it('tells auto-save, which arrives later, what the account’s document was before any edit', () => {
    const first = started();
    signIn(first.store, 'ada');
    first.store.dispatch(loadGridData(docWith(3)));
    first.stop();

    const { store, stop } = started();
    signIn(store, 'ada');
    const shown = selectDocument(store.getState());
    expect(shown.boxes).toHaveLength(3);
    store.dispatch(boxAdded());
    expect(selectProject(store.getState()).accountDocumentShown).toEqual({
      userId: 'ada',
      document: shown,
      designId: null,
    });
    expect(selectProject(store.getState()).accountDocumentShown?.document).toBe(shown);
    signOut(store);
    expect(selectProject(store.getState()).accountDocumentShown).toBeNull();
    stop();
  });

  it('never shows or keeps one account’s work for another', () => {
    const first = started();
    signIn(first.store, 'ada');
    first.store.dispatch(loadGridData(docWith(4)));
    settle();
    signOut(first.store);
    first.stop();

    const { store, stop } = started();
    signIn(store, 'bob');
    expect(shownBoxCount(store)).toBe(1);
    expect(localStorage.getItem(ACCOUNT_OWNER_KEY)).toBe('bob');
    expect(storedBoxCount(ACCOUNT_DOCUMENT_KEYS.content)).toBe(1);
    stop();
  });

  it('switching straight from one account to another shows the anonymous work, not the first account’s', () => {
    const { store, stop } = started();
    signIn(store, 'ada');
    store.dispatch(loadGridData(docWith(4)));
    signIn(store, 'bob');
    expect(shownBoxCount(store)).toBe(1);
    settle();
    expect(storedBoxCount(ACCOUNT_DOCUMENT_KEYS.content)).toBe(1);
    stop();
  });

  it('writes nothing while who is signed in is unknown, then writes the changes where they belong', () => {
    const { store, stop } = started();
    store.dispatch(authChanged({ isLoaded: false, isSignedIn: false, user: null }));
    store.dispatch(boxAdded());
    settle();
    expect(storedBoxCount(ANONYMOUS_DOCUMENT_KEYS.content)).toBeNull();
    store.dispatch(authChanged({ isLoaded: true, isSignedIn: false, user: null }));
    settle();
    expect(storedBoxCount(ANONYMOUS_DOCUMENT_KEYS.content)).toBe(2);
    stop();
  });

  it('signed in, leaving a site’s edit mode keeps the design that is current and stores it for the account', () => {
    const { store, stop } = started();
    signIn(store, 'ada');
    store.dispatch(loadGridData(docWith(2)));
    settle();
    store.dispatch(editContextSet({ isEditMode: true, isOwner: true, site: null }));
    store.dispatch(loadGridData(docWith(6)));
    settle();
    expect(storedBoxCount(ACCOUNT_DOCUMENT_KEYS.content)).toBe(2);
    store.dispatch(editModeExited());
    expect(shownBoxCount(store)).toBe(6);
    expect(storedBoxCount(ACCOUNT_DOCUMENT_KEYS.content)).toBe(6);
    stop();
  });
});
