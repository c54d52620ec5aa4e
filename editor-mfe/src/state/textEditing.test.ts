import { editorSlice } from './editorSlice';
import { docWith, reduce, stateWith } from './testUtils';

const { textEditingStarted, textEditingEnded, dragStarted, previewEntered, readOnlySet } =
  editorSlice.actions;

describe('text editing', () => {
  it('starts on a box or a nested box and ends, without touching the document or history', () => {
    const start = stateWith(docWith(2, { b2: 1 }));
    const editing = reduce(start, textEditingStarted('b1'));
    expect(editing.editingId).toBe('b1');
    expect(editing.current).toBe(start.current);
    expect(editing.past).toHaveLength(0);
    expect(reduce(editing, textEditingStarted('b2-n1')).editingId).toBe('b2-n1');
    expect(reduce(editing, textEditingEnded()).editingId).toBeNull();
  });

  it('ignores unknown ids, preview, read-only and a drag in progress', () => {
    const start = stateWith(docWith(2));
    expect(reduce(start, textEditingStarted('nope')).editingId).toBeNull();
    expect(reduce(start, previewEntered(), textEditingStarted('b1')).editingId).toBeNull();
    expect(reduce(start, readOnlySet(true), textEditingStarted('b1')).editingId).toBeNull();
    expect(reduce(start, dragStarted(), textEditingStarted('b1')).editingId).toBeNull();
  });

  it('blocks dragging while editing, and entering preview ends the edit', () => {
    const editing = reduce(stateWith(docWith(2)), textEditingStarted('b1'));
    expect(reduce(editing, dragStarted()).isDragging).toBe(false);
    expect(reduce(editing, previewEntered()).editingId).toBeNull();
  });
});
