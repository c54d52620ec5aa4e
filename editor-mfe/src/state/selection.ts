// Selection (editor-core.md §4 'Selection', 'Nested boxes'; §6 Cmd/Ctrl+A and arrows).
// Selection-only changes never create history entries: undoing a click would surprise users, so these reducers
// edit `current.selectedBoxIds` / `lastSelectedBoxId` directly instead of going through documentChange.
// A nested selection is [parentId, ...selected siblings] with the last clicked nested box as lastSelectedBoxId.
import type { PayloadAction } from '@reduxjs/toolkit';
import { canSelect, type EditorState } from './editorState';
import {
  findBox,
  findNested,
  idRange,
  nestedSelectionOf,
  orderedBoxes,
  plain,
  selectedBoxIdsInOrder,
  selectionAnchor,
  setSelection,
  wrapIndex,
} from './lib/document';

/** A plain click replaces; Ctrl/Cmd toggles; Shift adds the range from the last selected to the clicked one. */
export type SelectionMode = 'replace' | 'toggle' | 'range';

export interface SelectPayload {
  id: string;
  mode?: SelectionMode;
}

export type NavigationDirection = 'previous' | 'next';

/** Removes `id` from `ids`, or adds it at the end. Returns the new list and whether it was added. */
function toggled(ids: readonly string[], id: string): [string[], boolean] {
  return ids.includes(id) ? [ids.filter((x) => x !== id), false] : [[...ids, id], true];
}

function union(ids: readonly string[], more: readonly string[]): string[] {
  return [...new Set([...ids, ...more])];
}

export const selectionReducers = {
  boxSelected(state: EditorState, action: PayloadAction<SelectPayload>) {
    const doc = plain(state.current);
    const { id, mode = 'replace' } = action.payload;
    if (!canSelect(state) || !findBox(doc, id)) return;
    if (mode === 'toggle') {
      const [ids, added] = toggled(selectedBoxIdsInOrder(doc), id);
      const last = added
        ? id
        : ids.includes(doc.lastSelectedBoxId ?? '')
          ? doc.lastSelectedBoxId
          : (ids.at(-1) ?? null);
      setSelection(state.current, ids, last);
      return;
    }
    const anchor = selectionAnchor(doc);
    if (mode === 'range' && anchor !== null) {
      const order = orderedBoxes(doc.boxes).map((box) => box.id);
      setSelection(state.current, union(selectedBoxIdsInOrder(doc), idRange(order, anchor, id)), id);
      return;
    }
    setSelection(state.current, [id], id);
  },

  nestedBoxSelected(state: EditorState, action: PayloadAction<SelectPayload>) {
    const doc = plain(state.current);
    const { id, mode = 'replace' } = action.payload;
    const location = canSelect(state) ? findNested(doc, id) : undefined;
    if (!location) return;
    const parentId = location.parent.id;
    const active = nestedSelectionOf(doc);
    // Toggle and range work among siblings only; a click in another box starts a new nested selection.
    if (mode === 'replace' || !active || active.parent.id !== parentId) {
      setSelection(state.current, [parentId, id], id);
      return;
    }
    if (mode === 'toggle') {
      const [ids, added] = toggled(active.ids, id);
      if (ids.length === 0) setSelection(state.current, [parentId], parentId);
      else
        setSelection(
          state.current,
          [parentId, ...ids],
          added || !ids.includes(active.last) ? ids.at(-1)! : active.last,
        );
      return;
    }
    const siblings = location.parent.nestedBoxes.map((nested) => nested.id);
    setSelection(state.current, [parentId, ...union(active.ids, idRange(siblings, active.last, id))], id);
  },

  /** Cmd/Ctrl+A: every nested box of the parent when a nested box is the last selected, else every box. */
  allSelected(state: EditorState) {
    if (!canSelect(state)) return;
    const doc = plain(state.current);
    const nested = nestedSelectionOf(doc);
    if (nested) {
      selectAllNested(state, nested.parent.id);
      return;
    }
    const ids = orderedBoxes(doc.boxes).map((box) => box.id);
    const last = doc.lastSelectedBoxId;
    setSelection(state.current, ids, last !== null && ids.includes(last) ? last : (ids.at(-1) ?? null));
  },

  /** 'Select All Nested': the children of `parentId`, or of the last selected nested box's parent. */
  allNestedSelected(state: EditorState, action: PayloadAction<string | undefined>) {
    const parentId = action.payload ?? nestedSelectionOf(state.current)?.parent.id;
    if (canSelect(state) && parentId !== undefined) selectAllNested(state, parentId);
  },

  selectionCleared(state: EditorState) {
    setSelection(state.current, [], null);
  },

  /** Arrow keys: the next or previous box in box order, wrapping at both ends. */
  selectionMoved(state: EditorState, action: PayloadAction<NavigationDirection>) {
    if (!canSelect(state)) return;
    const doc = plain(state.current);
    const order = orderedBoxes(doc.boxes).map((box) => box.id);
    if (order.length === 0) return;
    const delta = action.payload === 'next' ? 1 : -1;
    const anchor = selectionAnchor(doc);
    const index = anchor === null ? -1 : order.indexOf(anchor);
    const target = index < 0 ? (delta > 0 ? 0 : order.length - 1) : wrapIndex(index, delta, order.length);
    const id = order[target]!;
    setSelection(state.current, [id], id);
  },
};

function selectAllNested(state: EditorState, parentId: string): void {
  const doc = plain(state.current);
  const parent = findBox(doc, parentId);
  if (!parent || parent.nestedBoxes.length === 0) return;
  const ids = parent.nestedBoxes.map((nested) => nested.id);
  const last = doc.lastSelectedBoxId;
  setSelection(state.current, [parentId, ...ids], last !== null && ids.includes(last) ? last : ids.at(-1)!);
}
