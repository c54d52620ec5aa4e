// What the per-box settings edit: the selected boxes, or the selected nested boxes when a nested box is the last
// selected (the same targets as the reducers in state/settings.ts). Panels show the values of the last selected
// one; a change applies to all of them.
import type { Box, GridData, NestedBox } from '@bento/core';
import { findBox, findNested, nestedSelectionOf, selectedBoxIdsInOrder } from '../state/lib/document';

export type SettingsTarget =
  | { kind: 'box'; ids: string[]; box: Box }
  | { kind: 'nested'; ids: string[]; nested: NestedBox; parent: Box };

export function settingsTargetOf(doc: GridData): SettingsTarget | null {
  const nested = nestedSelectionOf(doc);
  if (nested)
    return {
      kind: 'nested',
      ids: nested.ids,
      nested: findNested(doc, nested.last)!.nested,
      parent: nested.parent,
    };
  const last = doc.lastSelectedBoxId;
  const box = last === null ? undefined : findBox(doc, last);
  const ids = selectedBoxIdsInOrder(doc);
  return box && ids.includes(box.id) ? { kind: 'box', ids, box } : null;
}

/** The style the panels show: the last selected box's or nested box's. */
export function targetStyle(target: SettingsTarget) {
  return target.kind === 'box' ? target.box.style : target.nested.style;
}
