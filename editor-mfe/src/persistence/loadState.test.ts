import {
  CONTENT_STORAGE_KEY,
  GRID_STORAGE_KEY,
  HISTORY_STORAGE_KEY,
  createDefaultGridData,
} from '@bento/core';
import { createAppStore } from '@bento/store';
import { injectedEditorSlice, selectDocument } from '../state/editorSlice';
import { docWith } from '../state/testUtils';
import { restoredEditorState } from './loadState';
import { saveEditorState } from './saveState';
import { loadStoredWorkValidator } from './storedWorkValidator';

// Restoring stored work needs the validator, which the editor loads first whenever work is stored.
beforeAll(() => loadStoredWorkValidator());

afterEach(() => localStorage.clear());

describe('restoredEditorState', () => {
  it('starts from the default grid when nothing is stored', () => {
    expect(restoredEditorState(localStorage).current).toEqual(createDefaultGridData());
    expect(restoredEditorState(null).current).toEqual(createDefaultGridData());
  });

  it('brings back the saved document, selection and history', () => {
    const doc = { ...docWith(3), selectedBoxIds: ['b2'], lastSelectedBoxId: 'b2' };
    doc.gridSettings = { ...doc.gridSettings, columnsCount: 7 };
    const past = [docWith(1), docWith(2)];
    const future = [docWith(4)];
    saveEditorState(localStorage, { current: doc, past, future });
    const state = restoredEditorState(localStorage);
    expect(state.current).toEqual(doc);
    expect(state.past).toEqual(past);
    expect(state.future).toEqual(future);
    expect(state.nextBoxNumber).toBe(4);
  });

  it.each([
    ['not JSON', '{"boxes": ['],
    ['not an object', '42'],
    ['boxes not a list', '{"boxes": "many"}'],
  ])('ignores corrupt content (%s)', (_label, raw) => {
    localStorage.setItem(CONTENT_STORAGE_KEY, raw);
    localStorage.setItem(GRID_STORAGE_KEY, '{"gridSettings": {}}');
    expect(restoredEditorState(localStorage).current).toEqual(createDefaultGridData());
  });

  it('repairs what it can and drops unusable history entries', () => {
    localStorage.setItem(
      CONTENT_STORAGE_KEY,
      JSON.stringify({ boxes: [{ id: 'a', order: 0, colSpan: 99 }, 'junk'], selectedBoxIds: ['a', 'gone'] }),
    );
    localStorage.setItem(GRID_STORAGE_KEY, 'not json');
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify({ past: [null, docWith(1)], future: 'x' }));
    const state = restoredEditorState(localStorage);
    expect(state.current.boxes.map((box) => box.id)).toEqual(['a']);
    expect(state.current.boxes[0]!.colSpan).toBeLessThanOrEqual(12);
    expect(state.current.selectedBoxIds).toEqual(['a']);
    expect(state.current.gridSettings).toEqual(createDefaultGridData().gridSettings);
    expect(state.past).toEqual([docWith(1)]);
    expect(state.future).toEqual([]);
  });

  it('is the initial state of the editor slice in a new store', () => {
    saveEditorState(localStorage, { current: docWith(2), past: [docWith(1)], future: [] });
    const store = createAppStore();
    expect(selectDocument(store.getState()).boxes.map((box) => box.id)).toEqual(['b1', 'b2']);
    expect(injectedEditorSlice.selectSlice(store.getState()).past).toHaveLength(1);
  });
});
