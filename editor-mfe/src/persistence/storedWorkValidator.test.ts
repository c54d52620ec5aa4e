// The stored-work validator is a chunk of its own (issue 17): nothing stored is read, shown or written over before
// it has loaded. This file's module registry starts without it.
import {
  ACCOUNT_DOCUMENT_KEYS,
  ACCOUNT_OWNER_KEY,
  ANONYMOUS_DOCUMENT_KEYS,
  createDefaultGridData,
} from '@bento/core';
import { authChanged, createAppStore } from '@bento/store';
import { selectDocument } from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { restoredEditorState } from './loadState';
import { saveEditorState } from './saveState';
import { hasStoredWork, loadStoredWorkValidator, storedWorkValidator } from './storedWorkValidator';
import { startLocalPersistence } from './useLocalPersistence';

afterEach(() => localStorage.clear());

const signIn = (store: ReturnType<typeof createAppStore>) =>
  store.dispatch(
    authChanged({
      isLoaded: true,
      isSignedIn: true,
      user: { id: 'ada', email: 'ada@example.org', fullName: null, avatarUrl: null },
    }),
  );

describe('before the validator has loaded', () => {
  it('reads nothing stored and keeps it for later: the stored records stay as they are', () => {
    expect(storedWorkValidator()).toBeNull();
    saveEditorState(localStorage, { current: docWith(3), past: [], future: [] });
    const written = localStorage.getItem(ANONYMOUS_DOCUMENT_KEYS.content);
    expect(restoredEditorState(localStorage).current).toEqual(createDefaultGridData());
    expect(localStorage.getItem(ANONYMOUS_DOCUMENT_KEYS.content)).toBe(written);
  });

  it('answers one state object while nothing is stored, so nothing looks edited', () => {
    // The shell's store exists before the slice is injected: Redux asks the initial state again until the first
    // action, and a new object each time would look like an edit to save.
    expect(restoredEditorState(localStorage)).toBe(restoredEditorState(localStorage));
  });

  it('holds a sign-in until the validator is there, then brings the account’s own work', async () => {
    // Ada's work from an earlier session on this device.
    localStorage.setItem(ACCOUNT_OWNER_KEY, 'ada');
    saveEditorState(localStorage, { current: docWith(5), past: [], future: [] }, undefined, {
      keys: ACCOUNT_DOCUMENT_KEYS,
    });
    const store = createAppStore();
    const stop = startLocalPersistence(store, localStorage);
    signIn(store);
    expect(storedWorkValidator()).toBeNull();
    expect(selectDocument(store.getState()).boxes).toHaveLength(1);
    await loadStoredWorkValidator();
    await Promise.resolve();
    expect(selectDocument(store.getState()).boxes).toHaveLength(5);
    stop();
  });
});

describe('once loaded', () => {
  beforeAll(() => loadStoredWorkValidator());

  it('restores what is stored', () => {
    saveEditorState(localStorage, { current: docWith(3), past: [docWith(2)], future: [] });
    const state = restoredEditorState(localStorage);
    expect(state.current).toEqual(docWith(3));
    expect(state.past).toEqual([docWith(2)]);
  });
});

describe('hasStoredWork', () => {
  it('is true when either scope holds a document, false otherwise', () => {
    expect(hasStoredWork(null)).toBe(false);
    expect(hasStoredWork(localStorage)).toBe(false);
    localStorage.setItem(ANONYMOUS_DOCUMENT_KEYS.history, '{"past":[],"future":[]}');
    expect(hasStoredWork(localStorage)).toBe(false);
    localStorage.setItem(ACCOUNT_DOCUMENT_KEYS.content, '{}');
    expect(hasStoredWork(localStorage)).toBe(true);
    localStorage.clear();
    localStorage.setItem(ANONYMOUS_DOCUMENT_KEYS.content, '{}');
    expect(hasStoredWork(localStorage)).toBe(true);
  });

  it('is false when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(hasStoredWork(broken)).toBe(false);
  });
});
