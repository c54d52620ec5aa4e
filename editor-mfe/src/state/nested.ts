// Nested boxes (editor-core.md §2 'Box controls', §4 'Nested boxes', §6 nested shortcuts): add, delete, copy and
// paste an element, where the nested grid sits in its box, and the arrow-key placement cycles.
import { nanoid, type PayloadAction } from '@reduxjs/toolkit';
import {
  createNestedBox,
  type GridData,
  type HorizontalPosition,
  type NestedBox,
  type NestedBoxPosition,
  type SelfAlignment,
} from '@bento/core';
import type { EditorState } from './editorState';
import { documentChange } from './history';
import {
  documentIds,
  findBox,
  findNested,
  nestedSelectionOf,
  plain,
  setSelection,
  uniqueId,
  wrapIndex,
} from './lib/document';
import { visualStyle } from './lib/styles';

/** 'Nested Element N' placeholder of the N-th element of a box. */
export function nestedElementText(n: number): string {
  return `Nested Element ${n}`;
}

/** Arrow keys move a nested box left/right through these, wrapping at both ends. */
export const HORIZONTAL_POSITIONS: readonly HorizontalPosition[] = ['left', 'full', 'right'];
/** Arrow keys move a nested box up/down through these (alignSelf), wrapping at both ends. */
export const VERTICAL_ALIGNMENTS: readonly SelfAlignment[] = ['start', 'center', 'end'];

export interface NestedAddedPayload {
  parentId: string;
  id: string;
  /** Also moves the box's nested grid: top, bottom or full. */
  position?: NestedBoxPosition;
}

/** Payload of the placement actions: the given nested ids, or the nested selection when absent. */
export interface NestedTargetsPayload<D> {
  direction: D;
  ids?: string[];
}

/** The nested boxes to act on (drafts): `ids`, or the selected children of the last selected nested box's parent. */
export function nestedTargets(doc: GridData, ids?: readonly string[]): NestedBox[] {
  const wanted = ids ?? nestedSelectionOf(doc)?.ids ?? [];
  return wanted.flatMap((id) => findNested(doc, id)?.nested ?? []);
}

/** Removes the selected nested boxes of the nested selection and selects their parent. */
export function removeSelectedNested(doc: GridData): void {
  const selection = nestedSelectionOf(doc);
  if (!selection) return;
  const parent = findBox(doc, selection.parent.id)!;
  const doomed = new Set(selection.ids);
  parent.nestedBoxes = plain(parent.nestedBoxes).filter((nested) => !doomed.has(nested.id));
  setSelection(doc, [parent.id], parent.id);
}

function cycle<T>(values: readonly T[], value: T, delta: number): T {
  const index = Math.max(0, values.indexOf(value));
  return values[wrapIndex(index, delta, values.length)]!;
}

function newNested(doc: GridData, parentId: string, id: string, from?: NestedBox): void {
  const parent = findBox(doc, parentId);
  if (!parent) return;
  const newId = uniqueId(id, documentIds(doc));
  const nested = from
    ? { ...from, id: newId, parentId }
    : createNestedBox(newId, parentId, nestedElementText(parent.nestedBoxes.length + 1));
  parent.nestedBoxes.push(nested);
  setSelection(doc, [parentId, newId], newId);
}

const nestedId = () => `nested-${nanoid(10)}`;

export const nestedReducers = {
  /** The plus button 'Add nested element' / 'Add Nested Element': adds and selects a new element. */
  nestedBoxAdded: {
    reducer: documentChange((state: EditorState, action: PayloadAction<NestedAddedPayload>) => {
      const { parentId, id, position } = action.payload;
      const parent = findBox(state.current, parentId);
      if (!parent) return;
      if (position) parent.nestedBoxPosition = position;
      newNested(state.current, parentId, id);
    }),
    prepare: (parentId: string, position?: NestedBoxPosition) => ({
      payload: { parentId, id: nestedId(), ...(position ? { position } : {}) },
    }),
  },

  /** Where the nested grid sits in its box. */
  nestedBoxPositionSet: documentChange(
    (state: EditorState, action: PayloadAction<{ boxId: string; position: NestedBoxPosition }>) => {
      const box = findBox(state.current, action.payload.boxId);
      if (box) box.nestedBoxPosition = action.payload.position;
    },
  ),

  /** 'Delete This' / the minus button: one nested box; its parent is selected if it was. */
  nestedBoxDeleted: documentChange((state: EditorState, action: PayloadAction<string>) => {
    const doc = state.current;
    const location = findNested(doc, action.payload);
    if (!location) return;
    const wasSelected = doc.selectedBoxIds.includes(action.payload);
    location.parent.nestedBoxes.splice(location.index, 1);
    if (!wasSelected) return;
    const parentId = location.parent.id;
    const rest = doc.selectedBoxIds.filter((id) => id !== action.payload);
    const last = doc.lastSelectedBoxId === action.payload ? (rest.at(-1) ?? parentId) : doc.lastSelectedBoxId;
    setSelection(doc, rest.length > 0 ? rest : [parentId], last);
  }),

  /** 'Delete Selected (n)' and Delete/Backspace in a nested box. */
  selectedNestedBoxesDeleted: documentChange((state: EditorState) => {
    removeSelectedNested(state.current);
  }),

  /** 'Copy Element': kept for 'Paste Nested Element', and its style for 'Paste Style'. Not a document change. */
  nestedBoxCopied(state: EditorState, action: PayloadAction<string>) {
    const nested = plain(findNested(state.current, action.payload)?.nested);
    if (!nested) return;
    state.copiedNestedBox = nested;
    state.copiedStyle = { style: visualStyle(nested.style), textStyle: nested.textStyle };
  },

  /** 'Paste Nested Element' on a box: a copy of the copied element with a new id, selected. */
  nestedBoxPasted: {
    reducer: documentChange((state: EditorState, action: PayloadAction<{ parentId: string; id: string }>) => {
      const copied = plain(state.copiedNestedBox);
      if (copied) newNested(state.current, action.payload.parentId, action.payload.id, copied);
    }),
    prepare: (parentId: string) => ({ payload: { parentId, id: nestedId() } }),
  },

  /** Plain left/right arrows in a nested box: horizontal position left ↔ full ↔ right, wrapping. */
  nestedHorizontalPositionCycled: documentChange(
    (state: EditorState, action: PayloadAction<NestedTargetsPayload<'left' | 'right'>>) => {
      const delta = action.payload.direction === 'right' ? 1 : -1;
      for (const nested of nestedTargets(state.current, action.payload.ids)) {
        nested.style.horizontalPosition = cycle(HORIZONTAL_POSITIONS, nested.style.horizontalPosition, delta);
      }
    },
  ),

  /** Plain up/down arrows in a nested box: vertical alignment start ↔ center ↔ end, wrapping. */
  nestedVerticalAlignmentCycled: documentChange(
    (state: EditorState, action: PayloadAction<NestedTargetsPayload<'up' | 'down'>>) => {
      const delta = action.payload.direction === 'down' ? 1 : -1;
      for (const nested of nestedTargets(state.current, action.payload.ids)) {
        nested.style.alignSelf = cycle(VERTICAL_ALIGNMENTS, nested.style.alignSelf, delta);
      }
    },
  ),

  /** Cmd/Ctrl+0: width and height back to 'auto'. */
  nestedSizeReset: documentChange((state: EditorState, action: PayloadAction<string[] | undefined>) => {
    for (const nested of nestedTargets(state.current, action.payload)) {
      nested.style.width = 'auto';
      nested.style.height = 'auto';
    }
  }),
};
