import { createSlice } from '@reduxjs/toolkit';
import { createDefaultGridData } from '@bento/core';
import { gridReset, loadGridData, selectGridData, type EditorContractState } from './contract';
import { rootReducer } from './rootReducer';
import { createAppStore } from './store';

// A stand-in editor slice honouring the contract; the real one lives in editor-mfe, which the store never imports.
const editorLike = createSlice({
  name: 'editor',
  initialState: (): EditorContractState => ({ current: createDefaultGridData('initial') }),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadGridData, (state, action) => ({ ...state, current: action.payload }))
      .addCase(gridReset, () => ({ current: createDefaultGridData('reset') }));
  },
});

describe('store contract', () => {
  it('answers null before any remote injected the editor slice', () => {
    const store = createAppStore();
    expect(selectGridData(store.getState())).toBeNull();
  });

  it('reads a slice injected after the store was created, before any action reached it', () => {
    const store = createAppStore();
    editorLike.injectInto(rootReducer);
    expect(store.getState()).not.toHaveProperty('editor');
    expect(selectGridData(store.getState())?.boxes[0]?.id).toBe('initial');
    expect(selectGridData(store.getState())).toBe(selectGridData(store.getState()));
  });

  it('carries contract actions to the injected slice', () => {
    const store = createAppStore();
    editorLike.injectInto(rootReducer);
    store.dispatch(loadGridData(createDefaultGridData('loaded')));
    expect(selectGridData(store.getState())?.boxes[0]?.id).toBe('loaded');
    store.dispatch(gridReset());
    expect(selectGridData(store.getState())?.boxes[0]?.id).toBe('reset');
  });
});
