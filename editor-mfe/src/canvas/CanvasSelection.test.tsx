import { act, fireEvent, screen } from '@testing-library/react';
import { previewEntered, readOnlySet, selectSelection } from '../state/editorSlice';
import { boxEl, docWith, nestedEl, renderWithStore, selectedIds } from './canvasTestUtils';

describe('Canvas: click selection', () => {
  it('a plain click selects one box, replacing the selection', () => {
    const { store } = renderWithStore(docWith(3));
    fireEvent.click(boxEl('b1'));
    fireEvent.click(boxEl('b3'));
    expect(selectedIds(store)).toEqual(['b3']);
    expect(boxEl('b3')).toHaveAttribute('data-selected', 'true');
    expect(boxEl('b1')).not.toHaveAttribute('data-selected');
  });

  it('Ctrl or Cmd click toggles a box', () => {
    const { store } = renderWithStore(docWith(3));
    fireEvent.click(boxEl('b1'));
    fireEvent.click(boxEl('b3'), { ctrlKey: true });
    expect(selectedIds(store)).toEqual(['b1', 'b3']);
    fireEvent.click(boxEl('b1'), { metaKey: true });
    expect(selectedIds(store)).toEqual(['b3']);
  });

  it('Shift click selects the range from the last selected box', () => {
    const { store } = renderWithStore(docWith(5));
    fireEvent.click(boxEl('b2'));
    fireEvent.click(boxEl('b4'), { shiftKey: true });
    expect(selectedIds(store)).toEqual(['b2', 'b3', 'b4']);
    expect(selectSelection(store.getState()).last).toBe('b4');
  });

  it('a click on the empty canvas clears the selection', () => {
    const { store } = renderWithStore(docWith(2));
    fireEvent.click(boxEl('b1'));
    fireEvent.click(screen.getByTestId('editor-canvas'));
    expect(selectedIds(store)).toEqual([]);
  });

  it('nested boxes: a click selects with the parent, Ctrl toggles and Shift ranges among siblings', () => {
    const { store } = renderWithStore(docWith(2, { b1: 4 }));
    fireEvent.click(nestedEl('b1-n1'));
    expect(selectedIds(store)).toEqual(['b1', 'b1-n1']);
    fireEvent.click(nestedEl('b1-n2'), { ctrlKey: true });
    expect(selectedIds(store)).toEqual(['b1', 'b1-n1', 'b1-n2']);
    fireEvent.click(nestedEl('b1-n4'), { shiftKey: true });
    expect(selectedIds(store)).toEqual(['b1', 'b1-n1', 'b1-n2', 'b1-n3', 'b1-n4']);
    fireEvent.click(nestedEl('b1-n3'));
    expect(selectedIds(store)).toEqual(['b1', 'b1-n3']);
    expect(nestedEl('b1-n3')).toHaveAttribute('data-selected', 'true');
  });

  it.each([
    ['preview', previewEntered()],
    ['read-only', readOnlySet(true)],
  ])('%s mode blocks selection', (_mode, action) => {
    const { store } = renderWithStore(docWith(2, { b1: 1 }));
    act(() => {
      store.dispatch(action);
    });
    fireEvent.click(boxEl('b2'));
    fireEvent.click(nestedEl('b1-n1'));
    fireEvent.contextMenu(boxEl('b2'));
    expect(selectedIds(store)).toEqual([]);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
