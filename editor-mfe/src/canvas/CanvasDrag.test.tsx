import { act, fireEvent, waitFor } from '@testing-library/react';
import {
  boxSelected,
  previewEntered,
  selectCanUndo,
  selectDocument,
  selectIsDragging,
  textEditingStarted,
} from '../state/editorSlice';
import { boxEl, docWith, renderWithStore } from './canvasTestUtils';

// jsdom has no layout: boxes b1…bn get 100 px squares in a row, so dnd-kit can find the box under the pointer.
const realRect = Element.prototype.getBoundingClientRect;

beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const id = (this as HTMLElement).dataset?.boxId;
    const index = id ? Number(id.slice(1)) - 1 : -1;
    return index >= 0 ? new DOMRect(index * 100, 0, 100, 100) : new DOMRect(0, 0, 1000, 100);
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

/** The canvas over the real store; its drag layer (dnd-kit) loads once the grid has been painted, as in the app. */
async function renderForDrag(doc: Parameters<typeof renderWithStore>[0]) {
  const result = renderWithStore(doc);
  await waitFor(() => expect(document.querySelector('[id^="DndDescribedBy"]')).not.toBeNull());
  return result;
}

function order(store: ReturnType<typeof renderWithStore>['store']): string[] {
  return [...selectDocument(store.getState()).boxes].sort((a, b) => a.order - b.order).map((box) => box.id);
}

// dnd-kit measures the droppables in effects after the drag starts: each step lets them run.
async function pointer(type: 'pointerMove' | 'pointerUp', x: number) {
  await act(async () => {
    fireEvent[type](document, { clientX: x, clientY: 50, isPrimary: true, button: 0, pointerId: 1 });
  });
}

function pressOn(id: string, x: number) {
  act(() => {
    fireEvent.pointerDown(boxEl(id), { clientX: x, clientY: 50, isPrimary: true, button: 0, pointerId: 1 });
  });
}

describe('Canvas: drag to reorder', () => {
  it('dropping a box on another moves it there, as one history entry', async () => {
    const { store } = await renderForDrag(docWith(3));
    pressOn('b1', 50);
    await pointer('pointerMove', 58);
    expect(selectIsDragging(store.getState())).toBe(true);
    await pointer('pointerMove', 250);
    await pointer('pointerUp', 250);
    expect(order(store)).toEqual(['b2', 'b3', 'b1']);
    expect(selectIsDragging(store.getState())).toBe(false);
    expect(selectCanUndo(store.getState())).toBe(true);
  });

  it('a move of 5 px or more starts a drag; the drop ends it', async () => {
    const { store } = await renderForDrag(docWith(3));
    pressOn('b1', 50);
    await pointer('pointerMove', 58);
    expect(selectIsDragging(store.getState())).toBe(true);
    await pointer('pointerUp', 58);
    expect(selectIsDragging(store.getState())).toBe(false);
    expect(order(store)).toEqual(['b1', 'b2', 'b3']);
  });

  it('a move under 5 px is a click, not a drag', async () => {
    const { store } = await renderForDrag(docWith(3));
    pressOn('b1', 50);
    await pointer('pointerMove', 53);
    expect(selectIsDragging(store.getState())).toBe(false);
    await pointer('pointerUp', 53);
    expect(order(store)).toEqual(['b1', 'b2', 'b3']);
  });

  it('Escape cancels the drag and keeps the order', async () => {
    const { store } = await renderForDrag(docWith(3));
    pressOn('b1', 50);
    await pointer('pointerMove', 60);
    await pointer('pointerMove', 250);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    });
    expect(selectIsDragging(store.getState())).toBe(false);
    await pointer('pointerUp', 250);
    expect(order(store)).toEqual(['b1', 'b2', 'b3']);
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('no drag starts while a box is edited or in preview', async () => {
    const { store } = await renderForDrag(docWith(3));
    act(() => {
      store.dispatch(boxSelected({ id: 'b2' }));
      store.dispatch(textEditingStarted('b2'));
    });
    pressOn('b1', 50);
    await pointer('pointerMove', 250);
    await pointer('pointerUp', 250);
    expect(order(store)).toEqual(['b1', 'b2', 'b3']);
    act(() => {
      store.dispatch(previewEntered());
    });
    pressOn('b1', 50);
    await pointer('pointerMove', 250);
    expect(selectIsDragging(store.getState())).toBe(false);
    await pointer('pointerUp', 250);
    expect(order(store)).toEqual(['b1', 'b2', 'b3']);
  });
});
