// Selectors over the editor slice's own state. editorSlice.ts exposes them on the injected slice, where they take
// the root state. Those returning derived values are memoised, so a component re-renders only when its answer
// changes (a box view asking selectIsBoxSelected is untouched by clicks on other boxes).
import { createSelector } from '@reduxjs/toolkit';
import type { Box, GridData, NestedBox } from '@bento/core';
import { canEdit, type EditorState } from './editorState';
import { nestedSelectionOf, orderedBoxes } from './lib/document';

export interface Selection {
  ids: string[];
  last: string | null;
}

export interface NestedSelectionSummary {
  parentId: string;
  /** The selected nested boxes (for 'Delete Selected (n)'). */
  ids: string[];
}

const selectCurrent = (state: EditorState): GridData => state.current;
const selectBoxes = (state: EditorState): Box[] => state.current.boxes;

const boxIndex = createSelector([selectBoxes], (boxes) => new Map(boxes.map((box) => [box.id, box])));
const nestedIndex = createSelector(
  [selectBoxes],
  (boxes) =>
    new Map<string, NestedBox>(boxes.flatMap((box) => box.nestedBoxes.map((n) => [n.id, n] as const))),
);
const selectedSet = createSelector(
  [(state: EditorState) => state.current.selectedBoxIds],
  (ids) => new Set(ids),
);

function sameNestedSelection(a: NestedSelectionSummary | null, b: NestedSelectionSummary | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.parentId === b.parentId && a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i])
  );
}

export const editorSelectors = {
  selectDocument: selectCurrent,
  selectSelection: createSelector(
    [
      (state: EditorState) => state.current.selectedBoxIds,
      (state: EditorState) => state.current.lastSelectedBoxId,
    ],
    (ids, last): Selection => ({ ids, last }),
  ),
  /** Set when a nested box is the last selected. */
  selectNestedSelection: createSelector(
    [selectCurrent],
    (doc): NestedSelectionSummary | null => {
      const nested = nestedSelectionOf(doc);
      return nested && { parentId: nested.parent.id, ids: nested.ids };
    },
    { memoizeOptions: { resultEqualityCheck: sameNestedSelection } },
  ),
  selectIsBoxSelected: (state: EditorState, id: string): boolean => selectedSet(state).has(id),
  selectBoxById: (state: EditorState, id: string): Box | undefined => boxIndex(state).get(id),
  selectNestedBoxById: (state: EditorState, id: string): NestedBox | undefined => nestedIndex(state).get(id),
  selectBoxesInOrder: createSelector([selectBoxes], (boxes) => orderedBoxes(boxes)),
  selectCanUndo: (state: EditorState): boolean =>
    canEdit(state) && !state.isDragging && state.past.length > 0,
  selectCanRedo: (state: EditorState): boolean =>
    canEdit(state) && !state.isDragging && state.future.length > 0,
  selectIsPreviewMode: (state: EditorState): boolean => state.isPreviewMode,
  selectPreviewBreakpoint: (state: EditorState) => state.previewBreakpoint,
  selectIsReadOnly: (state: EditorState): boolean => state.isReadOnly,
  selectIsDragging: (state: EditorState): boolean => state.isDragging,
  /** 'Paste Style' is offered only when the copied box had a style. */
  selectCanPasteStyle: (state: EditorState): boolean => Boolean(state.copiedStyle?.style),
  selectCanPasteNestedBox: (state: EditorState): boolean => state.copiedNestedBox !== null,
  selectEditingId: (state: EditorState): string | null => state.editingId,
};
