// Builders shared by the state tests (not imported by the app).
import type { UnknownAction } from '@reduxjs/toolkit';
import { createBox, createDefaultGridData, createNestedBox, type GridData } from '@bento/core';
import { createEditorState, type EditorState } from './editorState';
import { editorSlice } from './editorSlice';

/** A document with boxes b1…bn (order 0…n-1); `nested` gives box ids a number of nested boxes `<id>-n<k>`. */
export function docWith(count: number, nested: Record<string, number> = {}): GridData {
  const doc = createDefaultGridData();
  doc.boxes = Array.from({ length: count }, (_, i) => {
    const id = `b${i + 1}`;
    const children = Array.from({ length: nested[id] ?? 0 }, (_, k) =>
      createNestedBox(`${id}-n${k + 1}`, id, `Nested Element ${k + 1}`),
    );
    return createBox(id, i, `Box ${i + 1}`, { nestedBoxes: children });
  });
  return doc;
}

export function stateWith(doc: GridData, overrides: Partial<EditorState> = {}): EditorState {
  return { ...createEditorState(doc), ...overrides };
}

/** Runs the actions through the slice reducer, one after the other. */
export function reduce(state: EditorState, ...actions: UnknownAction[]): EditorState {
  return actions.reduce((next, action) => editorSlice.reducer(next, action), state);
}

export function ids(state: EditorState): string[] {
  return state.current.boxes.map((box) => box.id);
}

export function selection(state: EditorState): { ids: string[]; last: string | null } {
  return { ids: state.current.selectedBoxIds, last: state.current.lastSelectedBoxId };
}

/** A state with `ids` selected (last = the last of them). */
export function selected(state: EditorState, ...selectedIds: string[]): EditorState {
  return {
    ...state,
    current: { ...state.current, selectedBoxIds: selectedIds, lastSelectedBoxId: selectedIds.at(-1) ?? null },
  };
}

/** Records every action dispatched to a real store (the store still handles them). */
export function recordActions(store: { dispatch: (action: UnknownAction) => unknown }): UnknownAction[] {
  const seen: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = (action: UnknownAction) => {
    seen.push(action);
    return dispatch(action);
  };
  return seen;
}
