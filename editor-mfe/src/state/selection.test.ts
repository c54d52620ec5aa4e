import {
  allNestedSelected,
  allSelected,
  boxSelected,
  nestedBoxSelected,
  previewEntered,
  readOnlySet,
  selectionCleared,
  selectionMoved,
} from './editorSlice';
import { docWith, reduce, selected, selection, stateWith } from './testUtils';

describe('selection of boxes', () => {
  const start = stateWith(docWith(4));

  it('selects one box on a plain click', () => {
    const state = reduce(selected(start, 'b1', 'b2'), boxSelected({ id: 'b3' }));
    expect(selection(state)).toEqual({ ids: ['b3'], last: 'b3' });
  });

  it('toggles a box with Ctrl/Cmd', () => {
    const added = reduce(selected(start, 'b1'), boxSelected({ id: 'b3', mode: 'toggle' }));
    expect(selection(added)).toEqual({ ids: ['b1', 'b3'], last: 'b3' });
    const removed = reduce(added, boxSelected({ id: 'b3', mode: 'toggle' }));
    expect(selection(removed)).toEqual({ ids: ['b1'], last: 'b1' });
    const empty = reduce(removed, boxSelected({ id: 'b1', mode: 'toggle' }));
    expect(selection(empty)).toEqual({ ids: [], last: null });
  });

  it('keeps the last selected box when toggling another one off', () => {
    const state = reduce(selected(start, 'b1', 'b2'), boxSelected({ id: 'b1', mode: 'toggle' }));
    expect(selection(state)).toEqual({ ids: ['b2'], last: 'b2' });
  });

  it('selects the range from the last selected box to the clicked one, in box order', () => {
    // List order b1 b2 b3 b4; box order b2 b3 b1 b4.
    const doc = docWith(4);
    doc.boxes[0]!.order = 2;
    doc.boxes[1]!.order = 0;
    doc.boxes[2]!.order = 1;
    const forward = reduce(selected(stateWith(doc), 'b3'), boxSelected({ id: 'b4', mode: 'range' }));
    expect(new Set(selection(forward).ids)).toEqual(new Set(['b3', 'b1', 'b4']));
    expect(selection(forward).last).toBe('b4');
    const backward = reduce(selected(stateWith(doc), 'b1'), boxSelected({ id: 'b2', mode: 'range' }));
    expect(new Set(selection(backward).ids)).toEqual(new Set(['b2', 'b3', 'b1']));
  });

  it('treats a Shift click without a selection as a plain click', () => {
    const state = reduce(start, boxSelected({ id: 'b2', mode: 'range' }));
    expect(selection(state)).toEqual({ ids: ['b2'], last: 'b2' });
  });

  it('selects all boxes and clears the selection', () => {
    const all = reduce(selected(start, 'b2'), allSelected());
    expect(selection(all)).toEqual({ ids: ['b1', 'b2', 'b3', 'b4'], last: 'b2' });
    expect(selection(reduce(all, selectionCleared()))).toEqual({ ids: [], last: null });
  });

  it('moves to the next and previous box with the arrows, wrapping at both ends', () => {
    expect(selection(reduce(selected(start, 'b2'), selectionMoved('next'))).ids).toEqual(['b3']);
    expect(selection(reduce(selected(start, 'b4'), selectionMoved('next'))).ids).toEqual(['b1']);
    expect(selection(reduce(selected(start, 'b1'), selectionMoved('previous'))).ids).toEqual(['b4']);
    expect(selection(reduce(selected(start, 'b3'), selectionMoved('previous'))).ids).toEqual(['b2']);
  });

  it('starts arrow navigation at the first or last box when nothing is selected', () => {
    expect(selection(reduce(start, selectionMoved('next'))).ids).toEqual(['b1']);
    expect(selection(reduce(start, selectionMoved('previous'))).ids).toEqual(['b4']);
    expect(reduce(stateWith(docWith(0)), selectionMoved('next')).current.selectedBoxIds).toEqual([]);
  });

  it('ignores unknown ids', () => {
    const state = selected(start, 'b1');
    expect(reduce(state, boxSelected({ id: 'nope' }))).toBe(state);
  });
});

describe('selection of nested boxes', () => {
  const start = stateWith(docWith(2, { b1: 4, b2: 2 }));

  it('includes the parent box', () => {
    const state = reduce(start, nestedBoxSelected({ id: 'b1-n2' }));
    expect(selection(state)).toEqual({ ids: ['b1', 'b1-n2'], last: 'b1-n2' });
  });

  it('toggles among siblings and falls back to the parent when none is left', () => {
    const two = reduce(
      start,
      nestedBoxSelected({ id: 'b1-n1' }),
      nestedBoxSelected({ id: 'b1-n3', mode: 'toggle' }),
    );
    expect(selection(two)).toEqual({ ids: ['b1', 'b1-n1', 'b1-n3'], last: 'b1-n3' });
    const one = reduce(two, nestedBoxSelected({ id: 'b1-n3', mode: 'toggle' }));
    expect(selection(one)).toEqual({ ids: ['b1', 'b1-n1'], last: 'b1-n1' });
    const none = reduce(one, nestedBoxSelected({ id: 'b1-n1', mode: 'toggle' }));
    expect(selection(none)).toEqual({ ids: ['b1'], last: 'b1' });
  });

  it('selects a range among siblings', () => {
    const state = reduce(
      start,
      nestedBoxSelected({ id: 'b1-n4' }),
      nestedBoxSelected({ id: 'b1-n2', mode: 'range' }),
    );
    expect(selection(state)).toEqual({ ids: ['b1', 'b1-n4', 'b1-n2', 'b1-n3'], last: 'b1-n2' });
  });

  it('starts a new nested selection when extending into another box', () => {
    const state = reduce(
      start,
      nestedBoxSelected({ id: 'b1-n1' }),
      nestedBoxSelected({ id: 'b2-n2', mode: 'toggle' }),
    );
    expect(selection(state)).toEqual({ ids: ['b2', 'b2-n2'], last: 'b2-n2' });
  });

  it('selects all nested boxes of the parent with Cmd/Ctrl+A or Select All Nested', () => {
    const viaKeyboard = reduce(start, nestedBoxSelected({ id: 'b1-n2' }), allSelected());
    expect(selection(viaKeyboard)).toEqual({
      ids: ['b1', 'b1-n1', 'b1-n2', 'b1-n3', 'b1-n4'],
      last: 'b1-n2',
    });
    const viaMenu = reduce(start, nestedBoxSelected({ id: 'b2-n1' }), allNestedSelected());
    expect(selection(viaMenu)).toEqual({ ids: ['b2', 'b2-n1', 'b2-n2'], last: 'b2-n1' });
    const explicit = reduce(start, allNestedSelected('b2'));
    expect(selection(explicit)).toEqual({ ids: ['b2', 'b2-n1', 'b2-n2'], last: 'b2-n2' });
    expect(reduce(start, allNestedSelected())).toBe(start);
  });

  it('anchors box navigation on the parent of a selected nested box', () => {
    const state = reduce(start, nestedBoxSelected({ id: 'b1-n1' }), selectionMoved('next'));
    expect(selection(state)).toEqual({ ids: ['b2'], last: 'b2' });
  });
});

describe('selection in preview and read-only mode', () => {
  const blockedStates = [
    ['preview', stateWith(docWith(2, { b1: 1 }), { isPreviewMode: true })],
    ['read-only', stateWith(docWith(2, { b1: 1 }), { isReadOnly: true })],
  ] as const;

  it.each(blockedStates)('is blocked in %s mode', (_mode, state) => {
    for (const action of [
      boxSelected({ id: 'b1' }),
      nestedBoxSelected({ id: 'b1-n1' }),
      allSelected(),
      allNestedSelected('b1'),
      selectionMoved('next'),
    ]) {
      expect(reduce(state, action)).toBe(state);
    }
  });

  it('clears the selection when preview or read-only mode starts', () => {
    const state = selected(stateWith(docWith(2)), 'b1');
    expect(selection(reduce(state, previewEntered())).ids).toEqual([]);
    expect(selection(reduce(state, readOnlySet(true))).ids).toEqual([]);
  });
});
