// Issue 33: a copied nested element survives a reload, in a local record of its scope (editor-core.md §9).
import { COPIED_NESTED_BOX_KEYS } from '@bento/core';
import { authChanged, createAppStore, type AppStore } from '@bento/store';
import { injectedEditorSlice, nestedBoxAdded, nestedBoxCopied } from '../state/editorSlice';
import { restoredEditorState } from './loadState';
import { loadStoredWorkValidator } from './storedWorkValidator';
import { startLocalPersistence } from './useLocalPersistence';

beforeAll(() => loadStoredWorkValidator());
afterEach(() => localStorage.clear());

const editor = (store: AppStore) => injectedEditorSlice.selectSlice(store.getState());
const signIn = (store: AppStore, id: string) =>
  store.dispatch(
    authChanged({
      isLoaded: true,
      isSignedIn: true,
      user: { id, email: `${id}@example.org`, fullName: null, avatarUrl: null },
    }),
  );

/** A store with a nested element in its first box, copied. */
function copiedElement() {
  const store = createAppStore();
  const stop = startLocalPersistence(store, localStorage);
  const boxId = editor(store).current.boxes[0]!.id;
  store.dispatch(nestedBoxAdded(boxId));
  const nested = editor(store).current.boxes[0]!.nestedBoxes[0]!;
  store.dispatch(nestedBoxCopied(nested.id));
  return { store, stop, nested };
}

it('keeps the copied element in a local record, which a reload reads back', () => {
  const { stop, nested } = copiedElement();
  expect(JSON.parse(localStorage.getItem(COPIED_NESTED_BOX_KEYS.anonymous)!)).toMatchObject({
    id: nested.id,
  });
  stop();
  expect(restoredEditorState(localStorage).copiedNestedBox).toMatchObject({
    id: nested.id,
    contentId: nested.contentId,
  });
});

it('ignores a record that is not a nested element', () => {
  localStorage.setItem(COPIED_NESTED_BOX_KEYS.anonymous, '{"style": 42}');
  expect(restoredEditorState(localStorage).copiedNestedBox).toBeNull();
  localStorage.setItem(COPIED_NESTED_BOX_KEYS.anonymous, 'not json');
  expect(restoredEditorState(localStorage).copiedNestedBox).toBeNull();
});

it("goes along with the anonymous work into an account, and never into another account's", () => {
  const { store, stop, nested } = copiedElement();
  signIn(store, 'ada');
  expect(editor(store).copiedNestedBox).toMatchObject({ id: nested.id });
  expect(JSON.parse(localStorage.getItem(COPIED_NESTED_BOX_KEYS.account)!)).toMatchObject({ id: nested.id });
  signIn(store, 'grace');
  expect(editor(store).copiedNestedBox).toBeNull();
  stop();
});
