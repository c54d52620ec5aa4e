// Change detection for auto-save (accounts-and-sites.md §4).
import type { GridData } from '@bento/core';

/**
 * The spec's fingerprint (box count, column count, container background colour, spacing, selection count) PLUS
 * the identity of `boxes` and `gridSettings`. The spec's fields alone miss text edits, colours, sizes and moves;
 * the editor's reducers are immutable, so any real edit gives a new `boxes` or `gridSettings` array/object, and
 * comparing identities costs nothing. No edit goes unsaved; at worst an edit that changes nothing visible (a
 * reorder back to the same place) is saved once more.
 */
export interface Fingerprint {
  summary: string;
  boxes: GridData['boxes'];
  gridSettings: GridData['gridSettings'];
}

export function fingerprintOf(grid: GridData): Fingerprint {
  const { boxes, gridSettings, selectedBoxIds } = grid;
  const summary = [
    boxes.length,
    gridSettings.columnsCount,
    gridSettings.containerBgColor,
    gridSettings.boxSpacing,
    selectedBoxIds.length,
  ].join('|');
  return { summary, boxes, gridSettings };
}

export function sameFingerprint(a: Fingerprint, b: Fingerprint): boolean {
  return a.summary === b.summary && a.boxes === b.boxes && a.gridSettings === b.gridSettings;
}
