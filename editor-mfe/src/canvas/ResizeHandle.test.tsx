import { act, fireEvent } from '@testing-library/react';
import { boxSelected, selectBoxById, selectCanUndo, selectIsDragging, undone } from '../state/editorSlice';
import { boxEl, docWith, loadBoxControlsOnce, renderWithStore } from './canvasTestUtils';

// jsdom has no layout: every box is 100 × 100 px with no gap, so one grid step is 100 px.
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(loadBoxControlsOnce, 15_000);
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    return (this as HTMLElement).dataset?.boxId ? new DOMRect(0, 0, 100, 100) : new DOMRect(0, 0, 0, 0);
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

function setup() {
  const result = renderWithStore(docWith(2));
  act(() => {
    result.store.dispatch(boxSelected({ id: 'b1' }));
  });
  const handle = boxEl('b1').querySelector<HTMLElement>('[data-resize-handle]');
  if (!handle) throw new Error('no resize handle');
  const spans = () => {
    const box = selectBoxById(result.store.getState(), 'b1');
    return [box?.colSpan, box?.rowSpan];
  };
  return { ...result, handle, spans };
}

function at(x: number, y: number) {
  return { clientX: x, clientY: y, button: 0, pointerId: 1 };
}

describe('ResizeHandle', () => {
  it('only the selected box has the handle', () => {
    setup();
    expect(boxEl('b2').querySelector('[data-resize-handle]')).toBeNull();
  });

  it('dragging the corner changes the spans by whole cells, as one history entry', () => {
    const { store, handle, spans } = setup();
    fireEvent.pointerDown(handle, at(100, 100));
    expect(selectIsDragging(store.getState())).toBe(true);
    fireEvent.pointerMove(handle, at(160, 100));
    expect(spans()).toEqual([2, 1]);
    fireEvent.pointerMove(handle, at(320, 260));
    expect(spans()).toEqual([3, 3]);
    fireEvent.pointerUp(handle, at(320, 260));
    expect(selectIsDragging(store.getState())).toBe(false);
    act(() => {
      store.dispatch(undone());
    });
    expect(spans()).toEqual([1, 1]);
  });

  it('clamps the column span to the columns and never goes below 1', () => {
    const { handle, spans } = setup();
    fireEvent.pointerDown(handle, at(100, 100));
    fireEvent.pointerMove(handle, at(5000, 100));
    expect(spans()).toEqual([5, 1]);
    fireEvent.pointerMove(handle, at(-5000, -5000));
    expect(spans()).toEqual([1, 1]);
    fireEvent.pointerUp(handle, at(-5000, -5000));
  });

  it('Escape cancels and restores the spans without history', () => {
    const { store, handle, spans } = setup();
    fireEvent.pointerDown(handle, at(100, 100));
    fireEvent.pointerMove(handle, at(260, 260));
    expect(spans()).toEqual([3, 3]);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(spans()).toEqual([1, 1]);
    expect(selectIsDragging(store.getState())).toBe(false);
    fireEvent.pointerMove(handle, at(400, 400));
    fireEvent.pointerUp(handle, at(400, 400));
    expect(spans()).toEqual([1, 1]);
    expect(selectCanUndo(store.getState())).toBe(false);
  });
});
