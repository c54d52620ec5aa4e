import { HISTORY_DEPTH } from '@bento/core';
import {
  allSelected,
  boxAdded,
  boxResized,
  boxSelected,
  contentUpdated,
  previewEntered,
  readOnlySet,
  redone,
  selectionCleared,
  selectionMoved,
  undone,
} from './editorSlice';
import { docWith, reduce, stateWith } from './testUtils';

describe('history', () => {
  it('pushes the prior document onto past and clears future on every document change', () => {
    const start = stateWith(docWith(2));
    const undoneOnce = reduce(start, boxResized({ id: 'b1', colSpan: 2 }), undone());
    expect(undoneOnce.future).toHaveLength(1);
    const next = reduce(undoneOnce, boxResized({ id: 'b2', rowSpan: 3 }));
    expect(next.past).toEqual([start.current]);
    expect(next.future).toEqual([]);
  });

  it('keeps exactly 50 entries, dropping the oldest', () => {
    let state = stateWith(docWith(1));
    const documents = [state.current];
    for (let i = 0; i < HISTORY_DEPTH; i += 1) {
      state = reduce(state, boxAdded());
      documents.push(state.current);
    }
    expect(HISTORY_DEPTH).toBe(50);
    expect(state.past).toHaveLength(50);
    expect(state.past[0]).toBe(documents[0]);

    state = reduce(state, boxAdded());
    expect(state.past).toHaveLength(50);
    expect(state.past[0]).toBe(documents[1]);
    expect(state.past[49]).toBe(documents[50]);
  });

  it('undoes and redoes a change, round trip', () => {
    const start = stateWith(docWith(1));
    const added = reduce(start, boxAdded());
    const back = reduce(added, undone());
    expect(back.current).toBe(start.current);
    expect(back.past).toEqual([]);
    expect(back.future).toEqual([added.current]);
    const again = reduce(back, redone());
    expect(again.current).toBe(added.current);
    expect(again.past).toEqual([start.current]);
    expect(again.future).toEqual([]);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const start = stateWith(docWith(1));
    expect(reduce(start, undone())).toBe(start);
    expect(reduce(start, redone())).toBe(start);
  });

  it('records no entry for selection-only changes', () => {
    const start = stateWith(docWith(3));
    const state = reduce(
      start,
      boxSelected({ id: 'b1' }),
      boxSelected({ id: 'b3', mode: 'range' }),
      selectionMoved('next'),
      allSelected(),
      selectionCleared(),
    );
    expect(state.past).toEqual([]);
  });

  it('records no entry when an edit changes nothing', () => {
    const start = stateWith(docWith(1));
    expect(reduce(start, contentUpdated({ id: 'b1', html: 'Box 1' })).past).toEqual([]);
    expect(reduce(start, boxResized({ id: 'b1', colSpan: 1 })).past).toEqual([]);
  });

  it('blocks undo and redo in preview and read-only mode', () => {
    const added = reduce(stateWith(docWith(1)), boxAdded());
    for (const mode of [previewEntered(), readOnlySet(true)]) {
      const blocked = reduce(added, mode);
      expect(reduce(blocked, undone()).current).toBe(blocked.current);
    }
  });
});
