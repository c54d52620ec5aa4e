// History (editor-core.md §4 'History', §9 depth 50): every document change pushes the prior document onto
// `past` and clears `future`; undo and redo move documents between the stacks.
import { original, isDraft, type Action } from '@reduxjs/toolkit';
import { HISTORY_DEPTH, type GridData } from '@bento/core';
import { canEdit, type EditorState } from './editorState';
import { documentChanged, plain } from './lib/document';

/** Pushes `prior` onto `past` (dropping the oldest beyond the depth) and clears `future`. */
export function recordHistory(state: EditorState, prior: GridData): void {
  const past = [...plain(state.past), prior];
  state.past = past.length > HISTORY_DEPTH ? past.slice(past.length - HISTORY_DEPTH) : past;
  if (state.future.length > 0) state.future = [];
}

/**
 * Wraps a reducer that edits the document. It does nothing in preview or read-only mode, and records one history
 * entry when the boxes or grid settings actually changed (a no-op edit leaves history alone). During a drag only
 * `current` changes: the drag commits a single entry when it ends.
 */
export function documentChange<A extends Action>(recipe: (state: EditorState, action: A) => void) {
  return (state: EditorState, action: A): void => {
    if (!canEdit(state)) return;
    const before = isDraft(state.current) ? original(state.current)! : state.current;
    recipe(state, action);
    if (!state.isDragging && documentChanged(before, plain(state.current))) recordHistory(state, before);
  };
}

/** Moves the newest document of `from` into `current`, and `current` onto `to`. Plain values only. */
function step(state: EditorState, from: 'past' | 'future', to: 'past' | 'future'): void {
  if (!canEdit(state) || state.isDragging) return;
  const source = plain(state[from]);
  const target = source[source.length - 1];
  if (!target) return;
  state[to] = [...plain(state[to]), plain(state.current)];
  state[from] = source.slice(0, -1);
  state.current = target;
}

export const historyReducers = {
  undone(state: EditorState) {
    step(state, 'past', 'future');
  },
  redone(state: EditorState) {
    step(state, 'future', 'past');
  },
};
