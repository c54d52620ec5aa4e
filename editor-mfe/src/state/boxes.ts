// Adding, deleting and duplicating boxes (editor-core.md §4). Ids are made in each action's `prepare`, so the
// reducers stay pure: an id (or an id seed for several boxes) travels in the payload.
import { nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { clampColSpan, clampRowSpan, createBox, type Box, type BoxOptions } from '@bento/core';
import type { EditorState } from './editorState';
import { documentChange } from './history';
import {
  documentIds,
  nestedSelectionOf,
  orderedBoxes,
  plain,
  renumbered,
  selectedBoxIdsInOrder,
  setSelection,
  uniqueId,
  withoutGridPosition,
} from './lib/document';
import { removeSelectedNested } from './nested';

export interface BoxAddedPayload {
  id: string;
  options: BoxOptions;
}

/** 'New Box n' (editor-core.md §4 'Text editing' placeholders). */
export function newBoxText(n: number): string {
  return `New Box ${n}`;
}

export const boxesReducers = {
  /** Adds a box at the end of the box order and selects it. `options` e.g. spans or style of a dropped photo. */
  boxAdded: {
    reducer: documentChange((state: EditorState, action: PayloadAction<BoxAddedPayload>) => {
      const doc = state.current;
      const { options } = action.payload;
      const id = uniqueId(action.payload.id, documentIds(doc));
      // Read from the plain snapshot: iterating the draft would draft every box.
      const order = plain(doc).boxes.reduce((max, box) => Math.max(max, box.order), -1) + 1;
      const box = createBox(id, order, newBoxText(state.nextBoxNumber), options);
      box.colSpan = clampColSpan(box.colSpan);
      box.rowSpan = clampRowSpan(box.rowSpan);
      doc.boxes.push(box);
      state.nextBoxNumber += 1;
      setSelection(doc, [id], id);
    }),
    prepare: (options: BoxOptions = {}) => ({ payload: { id: `box-${nanoid(10)}`, options } }),
  },

  /**
   * Deletes the selected boxes and selects the box before the first deleted one, or the first remaining box when
   * the first box went. When a nested box is the last selected, deletes the selected nested boxes instead.
   */
  selectedBoxesDeleted: documentChange((state: EditorState) => {
    const doc = state.current;
    if (nestedSelectionOf(doc)) {
      removeSelectedNested(doc);
      return;
    }
    const doomed = new Set(selectedBoxIdsInOrder(doc));
    if (doomed.size === 0) return;
    const ordered = orderedBoxes(plain(doc.boxes));
    const first = ordered.findIndex((box) => doomed.has(box.id));
    const remaining = ordered.filter((box) => !doomed.has(box.id));
    doc.boxes = renumbered(remaining);
    const next = first > 0 ? ordered[first - 1] : remaining[0];
    setSelection(doc, next ? [next.id] : [], next?.id ?? null);
  }),

  /** Copies the selected boxes (nested boxes too, all with new ids) right after their originals, and selects them. */
  selectedBoxesDuplicated: {
    reducer: documentChange((state: EditorState, action: PayloadAction<{ seed: string }>) => {
      const doc = state.current;
      const chosen = new Set(selectedBoxIdsInOrder(doc));
      if (chosen.size === 0) return;
      const taken = documentIds(doc);
      const copies: string[] = [];
      const result: Box[] = [];
      for (const box of orderedBoxes(plain(doc.boxes))) {
        result.push(box);
        if (!chosen.has(box.id)) continue;
        const copy = duplicateBox(box, `box-${action.payload.seed}-${copies.length + 1}`, taken);
        copies.push(copy.id);
        result.push(copy);
      }
      doc.boxes = renumbered(result);
      setSelection(doc, copies, copies.at(-1) ?? null);
    }),
    prepare: () => ({ payload: { seed: nanoid(8) } }),
  },
};

/** A copy of `box` with a fresh id (derived from `baseId`) for it and for each nested box. */
export function duplicateBox(box: Box, baseId: string, taken: Set<string>): Box {
  const id = uniqueId(baseId, taken);
  return {
    // Explicit grid coordinates would put the copy on top of its original.
    ...withoutGridPosition(box),
    id,
    nestedBoxes: box.nestedBoxes.map((nested, i) => ({
      ...nested,
      id: uniqueId(`${id}-nested-${i + 1}`, taken),
      parentId: id,
    })),
  };
}
