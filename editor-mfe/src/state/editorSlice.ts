import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { createBox, createDefaultGridData } from '@bento/core';
import { gridReset, loadGridData, rootReducer, type EditorContractState } from '@bento/store';

// The editor issue grows this into the full document state (history, selection, drag).
export type EditorState = EditorContractState;

const initialState: EditorState = { current: createDefaultGridData() };

export const editorSlice = createSlice({
  name: 'editor',
  initialState,
  reducers: {
    boxAdded(state) {
      const { boxes } = state.current;
      const order = boxes.length;
      const id = `box-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      boxes.push(createBox(id, order, `New Box ${order + 1}`));
      state.current.selectedBoxIds = [id];
      state.current.lastSelectedBoxId = id;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadGridData, (state, action) => {
        state.current = action.payload;
      })
      .addCase(gridReset, (state) => {
        state.current = createDefaultGridData();
      });
  },
  selectors: {
    selectDocument: (state) => state.current,
  },
});

declare module '@bento/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof editorSlice> {}
}

/** Injected when the editor remote loads; selectors read initial state until the first action arrives. */
export const injectedEditorSlice = editorSlice.injectInto(rootReducer);

export const { boxAdded } = editorSlice.actions;
export const { selectDocument } = injectedEditorSlice.selectors;
