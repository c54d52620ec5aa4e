import { createAppStore } from '@bento/store';
import {
  boxAdded,
  boxSelected,
  boxStyleUpdated,
  nestedBoxAdded,
  nestedBoxSelected,
  previewEntered,
  redone,
  selectBoxById,
  selectBoxesInOrder,
  selectCanPasteNestedBox,
  selectCanPasteStyle,
  selectCanRedo,
  selectCanUndo,
  selectIsBoxSelected,
  selectIsPreviewMode,
  selectNestedBoxById,
  selectNestedSelection,
  selectSelection,
  styleCopied,
  nestedBoxCopied,
  undone,
} from './editorSlice';

function setup() {
  const store = createAppStore();
  store.dispatch(boxAdded());
  return { store, state: () => store.getState(), newId: store.getState().editor!.current.boxes[1]!.id };
}

describe('editor selectors', () => {
  it('answers the selection, memoised across unrelated changes', () => {
    const { store, state, newId } = setup();
    const before = selectSelection(state());
    expect(before).toEqual({ ids: [newId], last: newId });
    store.dispatch(boxStyleUpdated({ id: 'box-1', style: { opacity: 0.5 } }));
    expect(selectSelection(state())).toBe(before);
    store.dispatch(boxSelected({ id: 'box-1' }));
    expect(selectSelection(state())).toEqual({ ids: ['box-1'], last: 'box-1' });
  });

  it('tells whether a box is selected', () => {
    const { state, newId } = setup();
    expect(selectIsBoxSelected(state(), newId)).toBe(true);
    expect(selectIsBoxSelected(state(), 'box-1')).toBe(false);
  });

  it('finds boxes and nested boxes by id, and keeps them when other boxes change', () => {
    const { store, state, newId } = setup();
    store.dispatch(nestedBoxAdded('box-1'));
    const nestedId = state().editor!.current.boxes[0]!.nestedBoxes[0]!.id;
    const box = selectBoxById(state(), newId);
    expect(box?.contentId).toBe('New Box 2');
    expect(selectNestedBoxById(state(), nestedId)?.parentId).toBe('box-1');
    expect(selectBoxById(state(), 'nope')).toBeUndefined();
    store.dispatch(boxStyleUpdated({ id: 'box-1', style: { opacity: 0.5 } }));
    expect(selectBoxById(state(), newId)).toBe(box);
  });

  it('lists boxes in box order, memoised', () => {
    const { state } = setup();
    const ordered = selectBoxesInOrder(state());
    expect(ordered.map((box) => box.order)).toEqual([0, 1]);
    expect(selectBoxesInOrder(state())).toBe(ordered);
  });

  it('summarises the nested selection', () => {
    const { store, state } = setup();
    expect(selectNestedSelection(state())).toBeNull();
    store.dispatch(nestedBoxAdded('box-1'));
    store.dispatch(nestedBoxAdded('box-1'));
    const [first, second] = state().editor!.current.boxes[0]!.nestedBoxes;
    store.dispatch(nestedBoxSelected({ id: first!.id }));
    store.dispatch(nestedBoxSelected({ id: second!.id, mode: 'toggle' }));
    const summary = selectNestedSelection(state());
    expect(summary).toEqual({ parentId: 'box-1', ids: [first!.id, second!.id] });
    store.dispatch(boxStyleUpdated({ id: 'box-1', style: { opacity: 0.2 } }));
    expect(selectNestedSelection(state())).toBe(summary);
  });

  it('answers undo and redo availability', () => {
    const { store, state } = setup();
    expect([selectCanUndo(state()), selectCanRedo(state())]).toEqual([true, false]);
    store.dispatch(undone());
    expect([selectCanUndo(state()), selectCanRedo(state())]).toEqual([false, true]);
    store.dispatch(redone());
    store.dispatch(previewEntered());
    expect(selectCanUndo(state())).toBe(false);
  });

  it('answers preview mode and what can be pasted', () => {
    const { store, state } = setup();
    expect(selectIsPreviewMode(state())).toBe(false);
    expect([selectCanPasteStyle(state()), selectCanPasteNestedBox(state())]).toEqual([false, false]);
    store.dispatch(styleCopied('box-1'));
    expect(selectCanPasteStyle(state())).toBe(true);
    store.dispatch(nestedBoxAdded('box-1'));
    store.dispatch(nestedBoxCopied(state().editor!.current.boxes[0]!.nestedBoxes[0]!.id));
    expect(selectCanPasteNestedBox(state())).toBe(true);
    store.dispatch(previewEntered());
    expect(selectIsPreviewMode(state())).toBe(true);
  });
});
