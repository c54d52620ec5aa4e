// Repositioning and resizing (editor-core.md §4 'Adding, deleting, duplicating, repositioning', 'Box resize and
// drag'; §5 'Box size'; §6 Alt+arrows and Cmd/Ctrl+arrows).
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  clampColSpan,
  clampRowSpan,
  RESIZE_KEY_FINE_STEP,
  RESIZE_KEY_STEP,
  stepNestedSize,
  type Box,
} from '@bento/core';
import type { EditorState } from './editorState';
import { documentChange } from './history';
import {
  findBox,
  nestedSelectionOf,
  orderedBoxes,
  plain,
  renumbered,
  selectedBoxIdsInOrder,
  withoutGridPosition,
} from './lib/document';
import { nestedTargets } from './nested';
import type { NavigationDirection } from './selection';

export type ArrowDirection = 'left' | 'right' | 'up' | 'down';

export interface ReorderPayload {
  /** The box being dragged; the other selected boxes move with it when it is selected. */
  activeId: string;
  /** The box dropped on: the moved boxes take its position. */
  overId: string;
}

export interface BoxResizedPayload {
  id: string;
  colSpan?: number;
  rowSpan?: number;
  /** Columns of the breakpoint shown (the column span's upper bound); default 12. */
  columns?: number;
}

export interface ResizeStepPayload {
  direction: ArrowDirection;
  /** Shift held: the fine step (5 instead of 15) for nested sizes. */
  fine?: boolean;
  /** Columns of the breakpoint shown; default 12. */
  columns?: number;
  /** Measured size in px per nested id along the resized axis: where growing from 'auto' starts. */
  measuredPx?: Record<string, number>;
  /** Per nested id, the most its parent can draw along the resized axis: a size never grows past it. */
  maxPx?: Record<string, number>;
}

/** Writes a new box order: order renumbered 0..n-1 and every explicit grid coordinate dropped. */
function reposition(state: EditorState, boxes: Box[]): void {
  const next = renumbered(boxes.map(withoutGridPosition));
  const before = plain(state.current.boxes);
  // Unchanged boxes keep their identity, so a move back to where it started is no change (and no history).
  if (next.length !== before.length || next.some((box, i) => box !== before[i])) state.current.boxes = next;
}

function moveGroup(ordered: Box[], group: Set<string>, insertAt: (rest: Box[]) => number): Box[] {
  const moving = ordered.filter((box) => group.has(box.id));
  const rest = ordered.filter((box) => !group.has(box.id));
  const at = insertAt(rest);
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
}

export const layoutReducers = {
  /** Drag and drop: the dragged boxes move to the target box's position (before it when moving back, after it when moving forward). */
  boxesReordered: documentChange((state: EditorState, action: PayloadAction<ReorderPayload>) => {
    const { activeId, overId } = action.payload;
    const doc = state.current;
    const selected = selectedBoxIdsInOrder(doc);
    const group = new Set(selected.includes(activeId) ? selected : [activeId]);
    const ordered = orderedBoxes(plain(doc.boxes));
    const from = ordered.findIndex((box) => box.id === activeId);
    const to = ordered.findIndex((box) => box.id === overId);
    if (from < 0 || to < 0 || group.has(overId)) return;
    reposition(
      state,
      moveGroup(ordered, group, (rest) => {
        const target = rest.findIndex((box) => box.id === overId);
        return from < to ? target + 1 : target;
      }),
    );
  }),

  /** Alt+arrows: the selected boxes move one place back or forward in box order, wrapping at both ends. */
  selectedBoxesMoved: documentChange((state: EditorState, action: PayloadAction<NavigationDirection>) => {
    const doc = state.current;
    const group = new Set(selectedBoxIdsInOrder(doc));
    if (group.size === 0) return;
    const ordered = orderedBoxes(plain(doc.boxes));
    const first = ordered.findIndex((box) => group.has(box.id));
    reposition(
      state,
      moveGroup(ordered, group, (rest) => {
        const at = first + (action.payload === 'next' ? 1 : -1);
        if (at < 0) return rest.length;
        return at > rest.length ? 0 : at;
      }),
    );
  }),

  /** The corner handle: spans clamped to 1..columns and 1..12. */
  boxResized: documentChange((state: EditorState, action: PayloadAction<BoxResizedPayload>) => {
    const { id, colSpan, rowSpan, columns } = action.payload;
    const box = findBox(state.current, id);
    if (!box) return;
    if (colSpan !== undefined) box.colSpan = clampColSpan(colSpan, columns);
    if (rowSpan !== undefined) box.rowSpan = clampRowSpan(rowSpan);
  }),

  /**
   * Cmd/Ctrl+arrows. Selected boxes: right/left add or remove a column, down/up a row, within the clamps.
   * Nested selection: right/left grow or shrink the width, down/up the height, by 15 (5 with Shift) under the
   * nested size rules (percent 5–100, px at least 10, 'auto' at the bottom), never past what the parent can draw
   * (maxPx, measured by the caller). A step that changes nothing records no history.
   */
  selectionResizedBy: documentChange((state: EditorState, action: PayloadAction<ResizeStepPayload>) => {
    const { direction, fine = false, columns, measuredPx, maxPx } = action.payload;
    const grow = direction === 'right' || direction === 'down';
    const horizontal = direction === 'left' || direction === 'right';
    const doc = state.current;
    if (nestedSelectionOf(doc)) {
      const step = fine ? RESIZE_KEY_FINE_STEP : RESIZE_KEY_STEP;
      const key = horizontal ? 'width' : 'height';
      for (const nested of nestedTargets(doc)) {
        const options = {
          step,
          ...(measuredPx?.[nested.id] !== undefined ? { measuredPx: measuredPx[nested.id] } : {}),
          ...(maxPx?.[nested.id] !== undefined ? { maxPx: maxPx[nested.id] } : {}),
        };
        nested.style[key] = stepNestedSize(nested.style[key], grow ? 'grow' : 'shrink', options);
      }
      return;
    }
    const delta = grow ? 1 : -1;
    for (const id of selectedBoxIdsInOrder(doc)) {
      const box = findBox(doc, id)!;
      if (horizontal) box.colSpan = clampColSpan(box.colSpan + delta, columns);
      else box.rowSpan = clampRowSpan(box.rowSpan + delta);
    }
  }),
};
