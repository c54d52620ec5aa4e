import { DOUBLE_CLICK_MS } from '@bento/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  boxSelected,
  previewEntered,
  readOnlySet,
  selectEditingId,
  selectIsDragging,
  textEditingStarted,
} from '../state/editorSlice';
import { boxEl, docWith, nestedEl, renderWithStore, selectedIds } from './canvasTestUtils';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A click the user made at `timeStamp` (ms): the canvas times a double click by the events' own times. */
function clickAt(element: Element, timeStamp: number) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  fireEvent(element, event);
}

/** Lets the rich-text editor (Lexical) finish its asynchronous first update. */
async function settle() {
  await act(async () => {});
}

describe('Canvas: starting text editing', () => {
  it('two clicks on a box within 300 ms start editing it', async () => {
    const { store } = renderWithStore(docWith(2));
    clickAt(boxEl('b2'), 1000);
    clickAt(boxEl('b2'), 1000 + DOUBLE_CLICK_MS - 1);
    expect(selectEditingId(store.getState())).toBe('b2');
    await settle();
    expect(within(boxEl('b2')).getByTestId('rich-text-editor')).toBeInTheDocument();
  });

  it('clicks and pointer downs inside the editor change nothing', async () => {
    const { store } = renderWithStore(docWith(3));
    fireEvent.click(boxEl('b1'));
    fireEvent.click(boxEl('b2'), { ctrlKey: true });
    act(() => {
      store.dispatch(textEditingStarted('b2'));
    });
    await settle();
    const editor = within(boxEl('b2')).getByTestId('rich-text-editor');
    const editable = editor.querySelector('[contenteditable="true"]') ?? editor;
    fireEvent.pointerDown(editable);
    fireEvent.click(editable);
    fireEvent.click(editable);
    fireEvent.click(editable, { shiftKey: true });
    fireEvent.contextMenu(editable);
    expect(selectedIds(store)).toEqual(['b1', 'b2']);
    expect(selectEditingId(store.getState())).toBe('b2');
    expect(selectIsDragging(store.getState())).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
    await settle();
  });

  it('two clicks further apart than 300 ms do not', () => {
    const { store } = renderWithStore(docWith(2));
    clickAt(boxEl('b2'), 1000);
    clickAt(boxEl('b2'), 1000 + DOUBLE_CLICK_MS + 1);
    expect(selectEditingId(store.getState())).toBeNull();
  });

  it('two clicks made within 300 ms start editing even when the second is handled later (a busy page)', () => {
    const { store } = renderWithStore(docWith(2));
    clickAt(boxEl('b2'), 1000);
    act(() => jest.advanceTimersByTime(DOUBLE_CLICK_MS * 3));
    clickAt(boxEl('b2'), 1000 + DOUBLE_CLICK_MS - 1);
    expect(selectEditingId(store.getState())).toBe('b2');
  });

  it('clicks on two different boxes do not', () => {
    const { store } = renderWithStore(docWith(2));
    fireEvent.click(boxEl('b1'));
    fireEvent.click(boxEl('b2'));
    expect(selectEditingId(store.getState())).toBeNull();
  });

  it('Ctrl+clicks toggle without starting an edit', () => {
    const { store } = renderWithStore(docWith(2));
    fireEvent.click(boxEl('b1'), { ctrlKey: true });
    fireEvent.click(boxEl('b1'), { ctrlKey: true });
    expect(selectEditingId(store.getState())).toBeNull();
  });

  it('a double click on a nested box edits the nested box', async () => {
    const { store } = renderWithStore(docWith(1, { b1: 2 }));
    fireEvent.click(nestedEl('b1-n2'));
    fireEvent.click(nestedEl('b1-n2'));
    expect(selectEditingId(store.getState())).toBe('b1-n2');
    await settle();
    expect(within(nestedEl('b1-n2')).getByTestId('rich-text-editor')).toBeInTheDocument();
  });

  it('the pencil of the selected box starts editing it', async () => {
    const { store } = renderWithStore(docWith(2));
    act(() => {
      store.dispatch(boxSelected({ id: 'b1' }));
    });
    fireEvent.click(within(boxEl('b1')).getByRole('button', { name: 'Edit text' }));
    expect(selectEditingId(store.getState())).toBe('b1');
    // While the box is edited its pencil is gone.
    expect(screen.queryByRole('button', { name: 'Edit text' })).toBeNull();
    await settle();
  });

  it.each([
    ['preview', previewEntered()],
    ['read-only', readOnlySet(true)],
  ])('is blocked in %s mode', (_mode, action) => {
    const { store } = renderWithStore(docWith(2));
    act(() => {
      store.dispatch(boxSelected({ id: 'b1' }));
      store.dispatch(action);
    });
    fireEvent.click(boxEl('b1'));
    fireEvent.click(boxEl('b1'));
    expect(selectEditingId(store.getState())).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit text' })).toBeNull();
  });
});
