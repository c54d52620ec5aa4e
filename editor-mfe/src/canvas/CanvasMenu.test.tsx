import { act, fireEvent, screen, within } from '@testing-library/react';
import { nestedBoxStyleUpdated, selectDocument, selectNestedBoxById } from '../state/editorSlice';
import { boxEl, docWith, nestedEl, renderWithStore, selectedIds } from './canvasTestUtils';

function nestedIdsOf(store: ReturnType<typeof renderWithStore>['store'], boxId: string): string[] {
  const box = selectDocument(store.getState()).boxes.find((b) => b.id === boxId);
  return box?.nestedBoxes.map((n) => n.id) ?? [];
}

function item(name: string | RegExp): HTMLElement {
  return within(screen.getByRole('menu')).getByRole('menuitem', { name });
}

// The menu's code loads on the first right-click (issue 17): once it is here, a menu opens at once, as every test
// below expects.
beforeAll(async () => {
  const { unmount } = renderWithStore(docWith(1));
  fireEvent.contextMenu(boxEl('b1'));
  expect(await screen.findByRole('menu', { name: 'Box actions' })).toBeInTheDocument();
  unmount();
});

describe('Canvas: box context menu', () => {
  it('right click on an unselected box selects it first, then opens the box menu', () => {
    const { store } = renderWithStore(docWith(3));
    fireEvent.click(boxEl('b1'));
    fireEvent.contextMenu(boxEl('b2'));
    expect(selectedIds(store)).toEqual(['b2']);
    const menu = screen.getByRole('menu', { name: 'Box actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['Add Nested Element', 'Paste Nested Element']);
  });

  it('right click on a selected box keeps the selection', () => {
    const { store } = renderWithStore(docWith(3));
    fireEvent.click(boxEl('b1'));
    fireEvent.click(boxEl('b2'), { ctrlKey: true });
    fireEvent.contextMenu(boxEl('b2'));
    expect(selectedIds(store)).toEqual(['b1', 'b2']);
  });

  it('Add Nested Element adds one to the box and closes the menu', () => {
    const { store } = renderWithStore(docWith(2));
    fireEvent.contextMenu(boxEl('b2'));
    fireEvent.click(item('Add Nested Element'));
    expect(nestedIdsOf(store, 'b2')).toHaveLength(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Paste Nested Element is disabled until an element is copied, then pastes a copy', () => {
    const { store } = renderWithStore(docWith(2, { b1: 1 }));
    fireEvent.contextMenu(boxEl('b2'));
    expect(item('Paste Nested Element')).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.contextMenu(nestedEl('b1-n1'));
    fireEvent.click(item('Copy Element'));
    fireEvent.contextMenu(boxEl('b2'));
    fireEvent.click(item('Paste Nested Element'));
    const [pasted] = nestedIdsOf(store, 'b2');
    expect(pasted).toBeDefined();
    expect(pasted).not.toBe('b1-n1');
    expect(selectNestedBoxById(store.getState(), pasted!)?.contentId).toBe(
      selectNestedBoxById(store.getState(), 'b1-n1')?.contentId,
    );
  });

  it('closes on Escape and on a pointer down outside', () => {
    renderWithStore(docWith(2));
    fireEvent.contextMenu(boxEl('b1'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.contextMenu(boxEl('b1'));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('Canvas: nested element context menu', () => {
  it('selects the nested box and lists the nested items', () => {
    const { store } = renderWithStore(docWith(2, { b1: 2 }));
    fireEvent.contextMenu(nestedEl('b1-n2'));
    expect(selectedIds(store)).toEqual(['b1', 'b1-n2']);
    const menu = screen.getByRole('menu', { name: 'Nested element actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['Copy Element', 'Paste Style', 'Select All Nested', 'Delete Selected (1)', 'Delete This']);
  });

  it('Select All Nested selects every sibling; Delete Selected (n) removes them', () => {
    const { store } = renderWithStore(docWith(1, { b1: 3 }));
    fireEvent.contextMenu(nestedEl('b1-n1'));
    fireEvent.click(item('Select All Nested'));
    expect(selectedIds(store)).toEqual(['b1', 'b1-n1', 'b1-n2', 'b1-n3']);
    fireEvent.contextMenu(nestedEl('b1-n1'));
    fireEvent.click(item('Delete Selected (3)'));
    expect(nestedIdsOf(store, 'b1')).toEqual([]);
  });

  it('Delete This removes only the right-clicked element', () => {
    const { store } = renderWithStore(docWith(1, { b1: 3 }));
    fireEvent.contextMenu(nestedEl('b1-n2'));
    fireEvent.click(item('Delete This'));
    expect(nestedIdsOf(store, 'b1')).toEqual(['b1-n1', 'b1-n3']);
  });

  it('Paste Style is disabled until an element with a style is copied, then pastes it', () => {
    const { store } = renderWithStore(docWith(1, { b1: 2 }));
    fireEvent.contextMenu(nestedEl('b1-n1'));
    expect(item('Paste Style')).toBeDisabled();
    act(() => {
      store.dispatch(nestedBoxStyleUpdated({ id: 'b1-n1', style: { bgColor: '#ff0000' } }));
    });
    fireEvent.click(item('Copy Element'));
    fireEvent.contextMenu(nestedEl('b1-n2'));
    expect(item('Paste Style')).toBeEnabled();
    fireEvent.click(item('Paste Style'));
    expect(selectNestedBoxById(store.getState(), 'b1-n2')?.style.bgColor).toBe('#ff0000');
  });
});
