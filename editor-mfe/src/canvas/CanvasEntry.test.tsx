import { act, fireEvent } from '@testing-library/react';
import { loadGridData } from '@bento/store';
import { boxAdded, boxSelected, selectDocument } from '../state/editorSlice';
import { boxEl, docWith, renderWithStore } from './canvasTestUtils';

const entering = (id: string) => boxEl(id).classList.contains('entering');

describe('Canvas: the entry animation (editor-core.md §4)', () => {
  it('draws the boxes already on the page when the editor opens at once, without the fade', () => {
    renderWithStore(docWith(3));
    for (const id of ['b1', 'b2', 'b3']) {
      expect(entering(id)).toBe(false);
      expect(boxEl(id).style.animationDelay).toBe('');
    }
  });

  it('plays it for a box added while editing, with its staggered delay, and only for that box', () => {
    const { store } = renderWithStore(docWith(2));
    act(() => {
      store.dispatch(boxAdded());
    });
    const added = selectDocument(store.getState()).boxes.find((box) => !['b1', 'b2'].includes(box.id));
    expect(added).toBeDefined();
    expect(entering(added!.id)).toBe(true);
    expect(boxEl(added!.id).style.animationDelay).toMatch(/^\d+(\.\d+)?ms$/);
    expect(entering('b1')).toBe(false);
  });

  it('plays it, staggered, for the boxes of another design opened in the editor', () => {
    const { store } = renderWithStore(docWith(2));
    const other = docWith(3);
    other.boxes = other.boxes.map((box) => ({ ...box, id: `other-${box.id}` }));
    act(() => {
      store.dispatch(loadGridData(other));
    });
    const delays = other.boxes.map((box) => boxEl(box.id).style.animationDelay);
    expect(other.boxes.every((box) => entering(box.id))).toBe(true);
    expect(new Set(delays).size).toBeGreaterThan(1);
  });
});

describe('Canvas: a box whose entry has played', () => {
  it('is drawn as any other box: no animation left on it, now or after it renders again', () => {
    const { store } = renderWithStore(docWith(2));
    act(() => {
      store.dispatch(boxAdded());
    });
    const added = selectDocument(store.getState()).boxes.find((box) => !['b1', 'b2'].includes(box.id))!;
    // An animation inside the box (its content's) is not the box's entry.
    fireEvent.animationEnd(boxEl(added.id).firstElementChild!);
    expect(entering(added.id)).toBe(true);
    fireEvent.animationEnd(boxEl(added.id));
    expect(entering(added.id)).toBe(false);
    expect(boxEl(added.id).style.animationDelay).toBe('');
    act(() => {
      store.dispatch(boxSelected({ id: added.id, mode: 'replace' }));
    });
    expect(boxEl(added.id).dataset.selected).toBe('true');
    expect(entering(added.id)).toBe(false);
    expect(boxEl(added.id).style.animationDelay).toBe('');
  });
});
