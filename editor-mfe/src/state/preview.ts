// Preview and read-only modes (editor-core.md §4 'Preview mode', §6): both block editing and selection.
// Container-padding memory and the preview animation belong to the preview issue.
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Breakpoint } from '@bento/core';
import { cancelDrag } from './drag';
import type { EditorState } from './editorState';
import { setSelection } from './lib/document';

/** Entering a blocking mode ends any drag (restoring its snapshot) and text editing, and clears the selection. */
function block(state: EditorState): void {
  cancelDrag(state);
  state.editingId = null;
  setSelection(state.current, [], null);
}

export const previewReducers = {
  previewEntered(state: EditorState) {
    if (state.isPreviewMode) return;
    block(state);
    state.isPreviewMode = true;
  },
  previewExited(state: EditorState) {
    state.isPreviewMode = false;
  },
  previewToggled(state: EditorState) {
    if (state.isPreviewMode) state.isPreviewMode = false;
    else previewReducers.previewEntered(state);
  },
  /** The device previewed (the preview toolbar's device cycle); null when none. */
  previewBreakpointSet(state: EditorState, action: PayloadAction<Breakpoint | null>) {
    state.previewBreakpoint = action.payload;
  },
  /** A visitor's view of a published site, for instance. */
  readOnlySet(state: EditorState, action: PayloadAction<boolean>) {
    if (action.payload && !state.isReadOnly) block(state);
    state.isReadOnly = action.payload;
  },
};
