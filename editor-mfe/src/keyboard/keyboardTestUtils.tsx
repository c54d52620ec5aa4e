// Shared by the keyboard hook tests: the hook mounted on a real store, key presses and a stub system clipboard.
import { createAppStore, loadGridData, type AppStore } from '@bento/store';
import { fireEvent, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { boxSelected, selectDocument, selectSelection } from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

function Shortcuts() {
  useKeyboardShortcuts();
  return null;
}

export function setup(count = 3, nested: Record<string, number> = {}) {
  const store: AppStore = createAppStore();
  store.dispatch(loadGridData(docWith(count, nested)));
  const view = render(
    <Provider store={store}>
      <Shortcuts />
    </Provider>,
  );
  const doc = () => selectDocument(store.getState());
  const ids = () => [...doc().boxes].sort((a, b) => a.order - b.order).map((box) => box.id);
  const selected = () => selectSelection(store.getState()).ids;
  const box = (id: string) => doc().boxes.find((b) => b.id === id)!;
  const nestedBox = (id: string) =>
    doc()
      .boxes.flatMap((b) => b.nestedBoxes)
      .find((n) => n.id === id)!;
  const select = (id: string) => store.dispatch(boxSelected({ id }));
  return { store, view, doc, ids, selected, box, nestedBox, select };
}

/** Fires a keydown on `target` (bubbling to window) and reports whether the editor took it. */
export function press(
  key: string,
  init: Partial<KeyboardEventInit> = {},
  target: Element | Document | Window = document.body,
): boolean {
  return !fireEvent.keyDown(target, { key, ...init });
}

export function stubClipboard(text: string | Error) {
  const clipboard = {
    readText: jest.fn(() => (text instanceof Error ? Promise.reject(text) : Promise.resolve(text))),
    writeText: jest.fn(() => Promise.resolve()),
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}
