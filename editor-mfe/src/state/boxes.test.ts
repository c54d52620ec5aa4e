import type { GridData } from '@bento/core';
import {
  boxAdded,
  nestedBoxSelected,
  previewEntered,
  selectedBoxesDeleted,
  selectedBoxesDuplicated,
} from './editorSlice';
import { docWith, ids, reduce, selected, selection, stateWith } from './testUtils';

function allIds(doc: GridData): string[] {
  return doc.boxes.flatMap((box) => [box.id, ...box.nestedBoxes.map((nested) => nested.id)]);
}

describe('adding a box', () => {
  it('adds a "New Box n" box at the end and selects it, without an argument', () => {
    const state = reduce(stateWith(docWith(1)), boxAdded());
    const added = state.current.boxes[1]!;
    expect(added.contentId).toBe('New Box 2');
    expect(added.order).toBe(1);
    expect(selection(state)).toEqual({ ids: [added.id], last: added.id });
    expect(state.nextBoxNumber).toBe(3);
  });

  it('numbers boxes by creation, not by count', () => {
    const state = reduce(stateWith(docWith(1)), boxAdded(), selectedBoxesDeleted(), boxAdded());
    expect(state.current.boxes.map((box) => box.contentId)).toEqual(['Box 1', 'New Box 3']);
  });

  it('makes the id in prepare so the reducer stays pure', () => {
    const first = boxAdded();
    expect(first.payload.id).not.toBe(boxAdded().payload.id);
    const start = stateWith(docWith(1));
    expect(reduce(start, first).current).toEqual(reduce(start, first).current);
  });

  it('keeps ids unique even when the proposed one is taken', () => {
    const state = reduce(stateWith(docWith(1)), { ...boxAdded(), payload: { id: 'b1', options: {} } });
    expect(ids(state)).toEqual(['b1', 'b1-2']);
  });

  it('takes options such as spans, clamped', () => {
    const state = reduce(stateWith(docWith(1)), boxAdded({ colSpan: 20, rowSpan: 0 }));
    expect(state.current.boxes[1]).toMatchObject({ colSpan: 12, rowSpan: 1 });
  });

  it('is blocked in preview mode', () => {
    const state = reduce(stateWith(docWith(1)), previewEntered());
    expect(reduce(state, boxAdded()).current.boxes).toHaveLength(1);
  });
});

describe('deleting the selected boxes', () => {
  const start = stateWith(docWith(4));

  it('selects the previous box', () => {
    const state = reduce(selected(start, 'b3'), selectedBoxesDeleted());
    expect(ids(state)).toEqual(['b1', 'b2', 'b4']);
    expect(selection(state)).toEqual({ ids: ['b2'], last: 'b2' });
  });

  it('selects the first remaining box when the first box was deleted', () => {
    const state = reduce(selected(start, 'b1', 'b2'), selectedBoxesDeleted());
    expect(ids(state)).toEqual(['b3', 'b4']);
    expect(selection(state)).toEqual({ ids: ['b3'], last: 'b3' });
  });

  it('selects the box before the first deleted one when several are deleted', () => {
    const state = reduce(selected(start, 'b4', 'b2'), selectedBoxesDeleted());
    expect(ids(state)).toEqual(['b1', 'b3']);
    expect(selection(state).ids).toEqual(['b1']);
  });

  it('renumbers the order of the remaining boxes', () => {
    const state = reduce(selected(start, 'b2'), selectedBoxesDeleted());
    expect(state.current.boxes.map((box) => box.order)).toEqual([0, 1, 2]);
  });

  it('allows deleting the only box', () => {
    const state = reduce(selected(stateWith(docWith(1)), 'b1'), selectedBoxesDeleted());
    expect(state.current.boxes).toEqual([]);
    expect(selection(state)).toEqual({ ids: [], last: null });
    expect(state.past).toHaveLength(1);
  });

  it('does nothing without a selection', () => {
    expect(reduce(start, selectedBoxesDeleted())).toBe(start);
  });

  it('deletes the selected nested boxes when a nested box is the last selected', () => {
    const state = reduce(
      stateWith(docWith(2, { b1: 2 })),
      nestedBoxSelected({ id: 'b1-n1' }),
      selectedBoxesDeleted(),
    );
    expect(ids(state)).toEqual(['b1', 'b2']);
    expect(state.current.boxes[0]!.nestedBoxes.map((nested) => nested.id)).toEqual(['b1-n2']);
    expect(selection(state)).toEqual({ ids: ['b1'], last: 'b1' });
  });
});

describe('duplicating the selected boxes', () => {
  const doc = docWith(3, { b1: 2 });
  doc.boxes[0]!.gridRow = 2;
  doc.boxes[0]!.gridColumn = '1 / 3';
  const start = selected(stateWith(doc), 'b1', 'b3');
  const action = selectedBoxesDuplicated();
  const state = reduce(start, action);
  const [, copy1, , , copy3] = state.current.boxes;

  it('places copies right after their originals and selects them', () => {
    expect(ids(state)).toEqual(['b1', copy1!.id, 'b2', 'b3', copy3!.id]);
    expect(state.current.boxes.map((box) => box.order)).toEqual([0, 1, 2, 3, 4]);
    expect(selection(state)).toEqual({ ids: [copy1!.id, copy3!.id], last: copy3!.id });
  });

  it('gives new, unique ids to the copies and their nested boxes', () => {
    const all = allIds(state.current);
    expect(new Set(all).size).toBe(all.length);
    expect(copy1!.nestedBoxes).toHaveLength(2);
    expect(copy1!.nestedBoxes.every((nested) => nested.parentId === copy1!.id)).toBe(true);
    expect(copy1!.nestedBoxes.map((nested) => nested.contentId)).toEqual([
      'Nested Element 1',
      'Nested Element 2',
    ]);
  });

  it('copies content and style but not grid coordinates', () => {
    expect(copy1).toMatchObject({ contentId: 'Box 1', style: doc.boxes[0]!.style });
    expect(copy1).not.toHaveProperty('gridRow');
    expect(copy1).not.toHaveProperty('gridColumn');
  });

  it('stays unique when the same duplication runs twice', () => {
    const twice = reduce(state, action);
    const all = allIds(twice.current);
    expect(new Set(all).size).toBe(all.length);
  });

  it('needs a selected box', () => {
    const none = stateWith(docWith(2));
    expect(reduce(none, selectedBoxesDuplicated())).toBe(none);
  });
});
