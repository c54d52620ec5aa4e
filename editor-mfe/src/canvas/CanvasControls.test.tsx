import { createDefaultGridData } from '@bento/core';
import { loadGridData } from '@bento/store';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { boxSelected, nestedBoxSelected, previewEntered, selectDocument } from '../state/editorSlice';
import { EMPTY_HINT, INFINITE_EMPTY_HINT } from './Canvas';
import { boxEl, docWith, loadBoxControlsOnce, renderWithStore, selectedIds } from './canvasTestUtils';

function nestedCount(store: ReturnType<typeof renderWithStore>['store'], id: string): number {
  return selectDocument(store.getState()).boxes.find((box) => box.id === id)?.nestedBoxes.length ?? -1;
}

beforeAll(loadBoxControlsOnce, 15_000);

describe('Canvas: nested controls', () => {
  it('only the selected box shows the plus, and it adds and selects a nested element', () => {
    const { store } = renderWithStore(docWith(2));
    expect(screen.queryByTitle('Add nested element')).toBeNull();
    fireEvent.click(boxEl('b2'));
    const plus = within(boxEl('b2')).getByTitle('Add nested element');
    expect(within(boxEl('b1')).queryByTitle('Add nested element')).toBeNull();
    fireEvent.click(plus);
    expect(nestedCount(store, 'b2')).toBe(1);
    const nestedId = selectDocument(store.getState()).boxes[1]!.nestedBoxes[0]!.id;
    expect(selectedIds(store)).toEqual(['b2', nestedId]);
  });

  it('the minus shows when a nested box is the last selected and deletes it', () => {
    const { store } = renderWithStore(docWith(1, { b1: 2 }));
    act(() => {
      store.dispatch(boxSelected({ id: 'b1' }));
    });
    expect(screen.queryByTitle('Delete nested element')).toBeNull();
    act(() => {
      store.dispatch(nestedBoxSelected({ id: 'b1-n2' }));
    });
    const minus = screen.getByTitle('Delete nested element');
    expect(minus).toHaveAccessibleName('Delete nested element');
    fireEvent.click(minus);
    expect(selectDocument(store.getState()).boxes[0]!.nestedBoxes.map((n) => n.id)).toEqual(['b1-n1']);
    expect(selectedIds(store)).toEqual(['b1']);
    expect(screen.queryByTitle('Delete nested element')).toBeNull();
  });

  it('a click on a control does not change the selection', () => {
    const { store } = renderWithStore(docWith(2));
    fireEvent.click(boxEl('b1'));
    fireEvent.click(within(boxEl('b1')).getByTitle('Add nested element'));
    fireEvent.click(within(boxEl('b1')).getByTitle('Add nested element'));
    expect(nestedCount(store, 'b1')).toBe(2);
    expect(selectedIds(store)[0]).toBe('b1');
  });

  it('controls are hidden in preview, even for a selected box', () => {
    const { store } = renderWithStore(docWith(2));
    // A document loaded during preview keeps its own selection.
    const selected = { ...docWith(2), selectedBoxIds: ['b1'], lastSelectedBoxId: 'b1' };
    act(() => {
      store.dispatch(previewEntered());
      store.dispatch(loadGridData(selected));
    });
    expect(selectedIds(store)).toEqual(['b1']);
    expect(screen.queryByTitle('Add nested element')).toBeNull();
    expect(screen.queryByTitle('Edit text')).toBeNull();
  });
});

describe('Canvas: region', () => {
  it('shows the empty-grid hint when there are no boxes', () => {
    const doc = createDefaultGridData();
    doc.boxes = [];
    renderWithStore(doc);
    expect(screen.getByText(EMPTY_HINT)).toBeInTheDocument();
    expect(EMPTY_HINT).toBe('Press the space bar (␣) or plus key (+) to add a box.');
  });

  it('reads the URL-panel hint in infinite-scroll mode, naming where the input is', () => {
    const doc = createDefaultGridData();
    doc.boxes = [];
    doc.gridSettings.isInfiniteScrollMode = true;
    renderWithStore(doc);
    expect(screen.getByText(INFINITE_EMPTY_HINT)).toBeInTheDocument();
    expect(INFINITE_EMPTY_HINT).toBe('Load images using the URL input panel in Grid Settings');
  });

  it('is the Content Grid region with its column count', () => {
    renderWithStore(docWith(2));
    const region = screen.getByRole('region', { name: 'Content Grid' });
    expect(region).toHaveAttribute('data-columns', '5');
    expect(screen.queryByText(EMPTY_HINT)).toBeNull();
  });
});
