// Back to locally kept work (persistence/): after editing a published site (edit mode), after a sign-out (the
// anonymous visitor's work) or a sign-in (the account's own work on this device), the editor shows that
// document and its history.
import type { PayloadAction } from '@reduxjs/toolkit';
import { cancelDrag } from './drag';
import type { EditorState } from './editorState';

export interface RestoredWork {
  current: EditorState['current'];
  past: EditorState['past'];
  future: EditorState['future'];
}

export const restoreReducers = {
  /** The copied nested element kept for this scope (persistence/copiedNestedBox.ts), or none. */
  copiedNestedBoxRestored(state: EditorState, action: PayloadAction<EditorState['copiedNestedBox']>) {
    state.copiedNestedBox = action.payload;
  },
  localWorkRestored(state: EditorState, action: PayloadAction<RestoredWork>) {
    cancelDrag(state);
    state.editingId = null;
    state.current = action.payload.current;
    state.past = action.payload.past;
    state.future = action.payload.future;
  },
};
