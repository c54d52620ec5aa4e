// Drag gestures (editor-core.md §4 'Box resize and drag'): a box drag, a corner-handle resize and a settings
// slider or colour-picker drag alike.
// Start saves a snapshot, moves in between change only `current` (documentChange skips history while
// dragging), end commits one history entry, cancel restores the snapshot.
import { canEdit, type EditorState } from './editorState';
import { recordHistory } from './history';
import { documentChanged, plain } from './lib/document';

export const dragReducers = {
  dragStarted(state: EditorState) {
    if (!canEdit(state) || state.isDragging || state.editingId !== null) return;
    state.isDragging = true;
    state.dragSnapshot = plain(state.current);
  },
  dragEnded(state: EditorState) {
    const snapshot = plain(state.dragSnapshot);
    if (!state.isDragging || !snapshot) return;
    if (documentChanged(snapshot, plain(state.current))) recordHistory(state, snapshot);
    state.isDragging = false;
    state.dragSnapshot = null;
  },
  dragCancelled(state: EditorState) {
    cancelDrag(state);
  },
};

/** Restores the document as it was when the drag started (also used when preview or read-only begins). */
export function cancelDrag(state: EditorState): void {
  if (!state.isDragging) return;
  const snapshot = plain(state.dragSnapshot);
  // A fresh top-level object: the snapshot is frozen, and callers may still change the selection after this.
  if (snapshot) state.current = { ...snapshot };
  state.isDragging = false;
  state.dragSnapshot = null;
}
