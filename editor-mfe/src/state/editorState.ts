import {
  createDefaultGridData,
  type BoxStyle,
  type Breakpoint,
  type GridData,
  type NestedBox,
  type TextStyle,
} from '@bento/core';
import type { EditorContractState } from '@bento/store';

/** What copy-style holds: the visual style (never a nested box's placement) and the text style. */
export interface CopiedStyle {
  /** Absent when the copied box had no style: paste style then does nothing (editor-core.md §5). */
  style?: BoxStyle;
  textStyle?: TextStyle;
}

/**
 * The editor slice (editor-core.md §3 'Document state'). The selection (selectedBoxIds, lastSelectedBoxId) lives
 * inside `current` because the document format carries it; it is the only part of `current` that changes without
 * a history entry.
 */
export interface EditorState extends EditorContractState {
  current: GridData;
  /** Oldest first; at most HISTORY_DEPTH entries. */
  past: GridData[];
  /** Most recently undone last. */
  future: GridData[];
  /** True between dragStarted and dragEnded/dragCancelled (box drag and corner resize alike). */
  isDragging: boolean;
  /** `current` when the drag started: committed to history on end, restored on cancel. */
  dragSnapshot: GridData | null;
  isPreviewMode: boolean;
  /** The device previewed (drives the hide-by-breakpoint rule); null when not chosen. */
  previewBreakpoint: Breakpoint | null;
  isReadOnly: boolean;
  copiedNestedBox: NestedBox | null;
  copiedStyle: CopiedStyle | null;
  /** The box or nested box whose text is open in the rich-text editor. */
  editingId: string | null;
  /** n of the next 'New Box n' placeholder; numbering follows box creation, so it never goes back. */
  nextBoxNumber: number;
}

export function createEditorState(current: GridData = createDefaultGridData()): EditorState {
  return {
    current,
    past: [],
    future: [],
    isDragging: false,
    dragSnapshot: null,
    isPreviewMode: false,
    previewBreakpoint: null,
    isReadOnly: false,
    copiedNestedBox: null,
    copiedStyle: null,
    editingId: null,
    nextBoxNumber: current.boxes.length + 1,
  };
}

/** Preview and read-only modes block editing (editor-core.md §6). */
export function canEdit(state: EditorState): boolean {
  return !state.isPreviewMode && !state.isReadOnly;
}

/** Preview and read-only modes block selection too. */
export const canSelect = canEdit;
