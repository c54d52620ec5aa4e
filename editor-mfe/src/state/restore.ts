// Back to the locally kept work (persistence/): after editing a published site (edit mode), whose document was
// never written to the local keys, the editor returns to the document and history the user had here before.
import type { PayloadAction } from '@reduxjs/toolkit';
import { cancelDrag } from './drag';
import type { EditorState } from './editorState';

export interface RestoredWork {
  current: EditorState['current'];
  past: EditorState['past'];
  future: EditorState['future'];
}

export const restoreReducers = {
  localWorkRestored(state: EditorState, action: PayloadAction<RestoredWork>) {
    cancelDrag(state);
    state.editingId = null;
    state.current = action.payload.current;
    state.past = action.payload.past;
    state.future = action.payload.future;
  },
};
