// The editor slice: one reducer file per concern (history, drag, selection, boxes, layout, content, nested,
// clipboard, visibility, preview, settings), assembled here and injected into the shell's store (ARCHITECTURE 'Store
// contract'). `current` is the contract document that selectGridData reads.
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { createDefaultGridData } from '@bento/core';
import { gridReset, loadGridData, localImagesRestored, mediaUrlsReplaced, rootReducer } from '@bento/store';
import { restoreLocalImages } from './localImages';
import { replaceMediaUrls } from './mediaUrls';
import { restoredEditorState } from '../persistence/loadState';
import { boxContentReducers } from './boxContent';
import { boxesReducers } from './boxes';
import { clipboardReducers } from './clipboard';
import { dragReducers } from './drag';
import { createEditorState, type EditorState } from './editorState';
import { historyReducers } from './history';
import { layoutReducers } from './layout';
import { nestedReducers } from './nested';
import { previewReducers } from './preview';
import { galleryReducers } from './gallery';
import { editorSelectors } from './selectors';
import { restoreReducers } from './restore';
import { selectionReducers } from './selection';
import { settingsReducers } from './settings';
import { textEditingReducers } from './textEditing';
import { visibilityReducers } from './visibility';

export type { CopiedStyle, EditorState } from './editorState';

/**
 * A document arriving through the contract is another design (opened, imported, a site loaded, or the confirmed
 * 'Reset Anyway'): it starts a fresh history, so undo never brings back the previous design. Modes and the
 * copied style survive; a drag in progress is dropped.
 */
function replaceDocument(state: EditorState, current: EditorState['current']): EditorState {
  return {
    ...createEditorState(current),
    isPreviewMode: state.isPreviewMode,
    previewBreakpoint: state.previewBreakpoint,
    isReadOnly: state.isReadOnly,
    copiedNestedBox: state.copiedNestedBox,
    copiedStyle: state.copiedStyle,
  };
}

export const editorSlice = createSlice({
  name: 'editor',
  // Lazy: the document and history stored locally come back before the first render (persistence/).
  initialState: () => restoredEditorState(),
  reducers: {
    ...historyReducers,
    ...dragReducers,
    ...selectionReducers,
    ...boxesReducers,
    ...layoutReducers,
    ...boxContentReducers,
    ...nestedReducers,
    ...clipboardReducers,
    ...visibilityReducers,
    ...previewReducers,
    ...textEditingReducers,
    ...restoreReducers,
    ...settingsReducers,
    ...galleryReducers,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadGridData, (state, action) => replaceDocument(state, action.payload))
      .addCase(gridReset, (state) => replaceDocument(state, createDefaultGridData()))
      .addCase(mediaUrlsReplaced, (state, action) => replaceMediaUrls(state, action.payload))
      .addCase(localImagesRestored, (state, action) => restoreLocalImages(state, action.payload));
  },
  selectors: editorSelectors,
});

declare module '@bento/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof editorSlice> {}
}

/** Injected when the editor remote loads; selectors read initial state until the first action arrives. */
export const injectedEditorSlice = editorSlice.injectInto(rootReducer);

export const {
  // history and drag
  undone,
  redone,
  dragStarted,
  dragEnded,
  dragCancelled,
  // selection
  boxSelected,
  nestedBoxSelected,
  allSelected,
  allNestedSelected,
  selectionCleared,
  selectionMoved,
  // boxes and layout
  boxAdded,
  selectedBoxesDeleted,
  selectedBoxesDuplicated,
  boxesReordered,
  selectedBoxesMoved,
  boxResized,
  selectionResizedBy,
  // content
  boxStyleUpdated,
  nestedBoxStyleUpdated,
  textStyleUpdated,
  contentUpdated,
  // nested boxes and clipboard
  nestedBoxAdded,
  nestedBoxPositionSet,
  nestedBoxDeleted,
  selectedNestedBoxesDeleted,
  nestedBoxCopied,
  nestedBoxPasted,
  nestedHorizontalPositionCycled,
  nestedVerticalAlignmentCycled,
  nestedSizeReset,
  styleCopied,
  stylePasted,
  // visibility and modes
  boxHiddenToggled,
  previewEntered,
  previewExited,
  previewToggled,
  previewBreakpointSet,
  readOnlySet,
  // text editing
  textEditingStarted,
  textEditingEnded,
  // local work
  localWorkRestored,
  copiedNestedBoxRestored,
  // the infinite-scroll gallery
  galleryModeSet,
  galleryUrlsSet,
  galleryAlgorithmSet,
  galleryBatchSizeSet,
  galleryBoxSettingsSet,
  // settings panels
  selectionStyleUpdated,
  selectionLayoutUpdated,
  gridSettingsUpdated,
} = editorSlice.actions;

export const {
  selectDocument,
  selectSelection,
  selectNestedSelection,
  selectIsBoxSelected,
  selectBoxById,
  selectNestedBoxById,
  selectBoxesInOrder,
  selectCanUndo,
  selectCanRedo,
  selectIsPreviewMode,
  selectPreviewBreakpoint,
  selectIsReadOnly,
  selectIsDragging,
  selectCanPasteStyle,
  selectCanPasteNestedBox,
  selectEditingId,
} = injectedEditorSlice.selectors;
