import { createDefaultGridData } from '@bento/core';
import { createAppStore, gridReset, loadGridData, selectGridData } from '@bento/store';
import {
  boxAdded,
  boxResized,
  editorSlice,
  previewEntered,
  readOnlySet,
  selectCanUndo,
  selectDocument,
  styleCopied,
  undone,
} from './editorSlice';

describe('the editor slice in the shell store', () => {
  it('is injected: the contract selector reads its document before any action', () => {
    const store = createAppStore();
    expect(selectGridData(store.getState())).toEqual(editorSlice.getInitialState().current);
    expect(selectDocument(store.getState())).toBe(selectGridData(store.getState()));
  });

  it('adds a box through the store and the contract selector sees it', () => {
    const store = createAppStore();
    store.dispatch(boxAdded());
    const doc = selectGridData(store.getState())!;
    expect(doc.boxes.map((box) => box.contentId)).toEqual(['Double-click to add/edit text', 'New Box 2']);
    expect(doc.selectedBoxIds).toEqual([doc.boxes[1]!.id]);
    expect(selectCanUndo(store.getState())).toBe(true);
    store.dispatch(undone());
    expect(selectGridData(store.getState())!.boxes).toHaveLength(1);
  });

  it('replaces the document on loadGridData and starts a fresh history', () => {
    const store = createAppStore();
    store.dispatch(boxAdded());
    store.dispatch(boxAdded());
    const incoming = createDefaultGridData('opened-1');
    store.dispatch(loadGridData(incoming));
    expect(selectGridData(store.getState())).toBe(incoming);
    const editor = store.getState().editor!;
    expect(editor.past).toEqual([]);
    expect(editor.future).toEqual([]);
    expect(editor.nextBoxNumber).toBe(2);
    expect(selectCanUndo(store.getState())).toBe(false);
  });

  it('resets the document on gridReset and starts a fresh history', () => {
    const store = createAppStore();
    store.dispatch(boxAdded());
    store.dispatch(boxResized({ id: 'box-1', colSpan: 3 }));
    store.dispatch(gridReset());
    expect(selectGridData(store.getState())).toEqual(createDefaultGridData());
    expect(store.getState().editor!.past).toEqual([]);
    store.dispatch(boxAdded());
    expect(selectGridData(store.getState())!.boxes[1]!.contentId).toBe('New Box 2');
  });

  it('keeps modes and the copied style across a load, and drops a drag', () => {
    const store = createAppStore();
    store.dispatch(styleCopied('box-1'));
    store.dispatch(previewEntered());
    store.dispatch(readOnlySet(true));
    store.dispatch(loadGridData(createDefaultGridData('other')));
    const editor = store.getState().editor!;
    expect(editor).toMatchObject({
      isPreviewMode: true,
      isReadOnly: true,
      isDragging: false,
      dragSnapshot: null,
    });
    expect(editor.copiedStyle?.style?.bgColor).toBe('#d8d8d8');
  });
});
