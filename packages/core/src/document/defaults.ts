import type { Box, GridData, GridSettings } from './types';

export const FIRST_BOX_TEXT = 'Double-click to add/edit text';
export const DEFAULT_BOX_BG_COLOR = '#d8d8d8';

export function createDefaultGridSettings(): GridSettings {
  return {
    boxSpacing: 17,
    columnsCount: 5,
    globalBoxRadius: 29,
    useSquircles: true,
    containerBgColor: '#ededed',
  };
}

export function createBox(id: string, order: number, contentId: string): Box {
  return { id, contentId, colSpan: 1, rowSpan: 1, order };
}

/** A new document: one box holding the first-box placeholder text. */
export function createDefaultGridData(firstBoxId = 'box-1'): GridData {
  return {
    boxes: [createBox(firstBoxId, 0, FIRST_BOX_TEXT)],
    gridSettings: createDefaultGridSettings(),
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
}
