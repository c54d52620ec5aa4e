// Which box or nested box has its text open in the rich-text editor (editor-core.md §4 'Text editing'). Not part
// of the document: starting or ending an edit records no history; the saved text arrives as contentUpdated.
import type { PayloadAction } from '@reduxjs/toolkit';
import { canEdit, type EditorState } from './editorState';
import { findBox, findNested } from './lib/document';

export const textEditingReducers = {
  /** Not in preview or read-only mode, nor during a drag; the id must be a box or a nested box. */
  textEditingStarted(state: EditorState, action: PayloadAction<string>) {
    const id = action.payload;
    if (!canEdit(state) || state.isDragging) return;
    if (!findBox(state.current, id) && !findNested(state.current, id)) return;
    state.editingId = id;
  },
  textEditingEnded(state: EditorState) {
    state.editingId = null;
  },
};
