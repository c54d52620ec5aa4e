// Pure helpers over plain (non-draft) documents. Reducers read a plain snapshot with `plain()`, compute new
// values here and assign them, so no helper ever mutates a frozen object.
import { current, isDraft, type Draft } from '@reduxjs/toolkit';
import type { Box, GridData, NestedBox } from '@bento/core';
import { shallowEqual } from './styles';

/** A plain value of a possibly drafted one (cheap: Immer returns the base when nothing changed). */
export function plain<T>(value: T): T {
  return isDraft(value) ? (current(value as Draft<T>) as T) : value;
}

/** Boxes in box order (by `order`, ties kept in list order). Returns the same array when already in order. */
export function orderedBoxes(boxes: readonly Box[]): Box[] {
  const sorted = boxes.every((box, i) => i === 0 || boxes[i - 1]!.order <= box.order);
  if (sorted) return boxes as Box[];
  return boxes
    .map((box, index) => ({ box, index }))
    .sort((a, b) => a.box.order - b.box.order || a.index - b.index)
    .map(({ box }) => box);
}

/** The list as the new box order: order renumbered 0..n-1 (unchanged boxes keep their identity). */
export function renumbered(boxes: readonly Box[]): Box[] {
  return boxes.map((box, order) => (box.order === order ? box : { ...box, order }));
}

/** A box without its explicit grid coordinates (they are dropped whenever boxes are repositioned). */
export function withoutGridPosition(box: Box): Box {
  if (!('gridRow' in box) && !('gridColumn' in box)) return box;
  const { gridRow: _row, gridColumn: _column, ...rest } = box;
  return rest;
}

// Lookups scan a plain snapshot and index into `doc`, so on a draft only the box found gets drafted (Immer drafts
// every element an iteration touches, which costs at 500 boxes on every click).

/** Box `id` of `doc` (a draft when `doc` is one). */
export function findBox(doc: GridData, id: string): Box | undefined {
  const index = plain(doc).boxes.findIndex((box) => box.id === id);
  return index < 0 ? undefined : doc.boxes[index];
}

export interface NestedLocation {
  parent: Box;
  nested: NestedBox;
  index: number;
}

/** Nested box `id` with its parent and index (drafts when `doc` is one). */
export function findNested(doc: GridData, id: string): NestedLocation | undefined {
  const boxes = plain(doc).boxes;
  for (let p = 0; p < boxes.length; p += 1) {
    const index = boxes[p]!.nestedBoxes.findIndex((nested) => nested.id === id);
    if (index < 0) continue;
    const parent = doc.boxes[p]!;
    return { parent, nested: parent.nestedBoxes[index]!, index };
  }
  return undefined;
}

/** Every id in the document, boxes and nested boxes. */
export function documentIds(doc: GridData): Set<string> {
  const ids = new Set<string>();
  for (const box of plain(doc).boxes) {
    ids.add(box.id);
    for (const nested of box.nestedBoxes) ids.add(nested.id);
  }
  return ids;
}

/** `base`, or `base-2`, `base-3`… when taken; the result is added to `taken`. */
export function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/** The selected top-level boxes, in box order. */
export function selectedBoxIdsInOrder(doc: GridData): string[] {
  const snapshot = plain(doc);
  const { boxes, selectedBoxIds } = snapshot;
  // One box selected (most of the time): no order to find, only whether it is a top-level box.
  if (selectedBoxIds.length <= 1) return selectedBoxIds.filter((id) => findBox(snapshot, id));
  const selected = new Set(selectedBoxIds);
  return orderedBoxes(boxes)
    .filter((box) => selected.has(box.id))
    .map((box) => box.id);
}

export interface NestedSelection {
  parent: Box;
  /** The selected children of `parent`, in their order. */
  ids: string[];
  last: string;
}

/** The nested selection (plain values): present when the last selected id is a nested box. */
export function nestedSelectionOf(draftOrDoc: GridData): NestedSelection | null {
  const doc = plain(draftOrDoc);
  const last = doc.lastSelectedBoxId;
  const location = last === null ? undefined : findNested(doc, last);
  if (!location) return null;
  const selected = new Set(doc.selectedBoxIds);
  const ids = location.parent.nestedBoxes.filter((n) => selected.has(n.id)).map((n) => n.id);
  return {
    parent: location.parent,
    ids: ids.length > 0 ? ids : [location.nested.id],
    last: location.nested.id,
  };
}

/** The top-level box the selection is anchored on: the last selected box, or the parent of a nested one. */
export function selectionAnchor(draftOrDoc: GridData): string | null {
  const doc = plain(draftOrDoc);
  const last = doc.lastSelectedBoxId;
  if (last === null) return null;
  if (findBox(doc, last)) return last;
  return findNested(doc, last)?.parent.id ?? null;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Sets the selection, leaving the document untouched when it is already that selection. */
export function setSelection(doc: GridData, ids: string[], last: string | null): void {
  if (!sameIds(doc.selectedBoxIds, ids)) doc.selectedBoxIds = ids;
  if (doc.lastSelectedBoxId !== last) doc.lastSelectedBoxId = last;
}

/** Index after a step of `delta` in a list of `length`, wrapping at both ends. */
export function wrapIndex(index: number, delta: number, length: number): number {
  return (((index + delta) % length) + length) % length;
}

/** The ids of a list from `fromId` to `toId` inclusive, whichever comes first. */
export function idRange(ids: readonly string[], fromId: string, toId: string): string[] {
  const from = ids.indexOf(fromId);
  const to = ids.indexOf(toId);
  if (from < 0 || to < 0) return [toId];
  return ids.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/**
 * Whether the document's content (everything but the selection) differs: what history compares. Boxes rebuilt
 * with the same values (a drag that ends where it started) count as unchanged.
 */
export function documentChanged(before: GridData, after: GridData): boolean {
  if (before.boxes === after.boxes && before.gridSettings === after.gridSettings) return false;
  return (
    !shallowEqual(before.gridSettings, after.gridSettings) ||
    before.boxes.length !== after.boxes.length ||
    before.boxes.some((box, i) => !shallowEqual(box, after.boxes[i]!))
  );
}
