// The grid document (editor-core.md §3). The editor issue grows these types to every field of the spec;
// the platform only needs the shape the store contract passes between remotes.

export interface Box {
  id: string;
  /** Rich-text HTML of the box. */
  contentId: string;
  colSpan: number;
  rowSpan: number;
  order: number;
}

export interface GridSettings {
  boxSpacing: number;
  columnsCount: number;
  globalBoxRadius: number;
  useSquircles: boolean;
  containerBgColor: string;
}

export interface GridData {
  boxes: Box[];
  gridSettings: GridSettings;
  selectedBoxIds: string[];
  lastSelectedBoxId: string | null;
}
