// The infinite-scroll gallery's document changes (editor-core.md §4 'Infinite-scroll mode', §5 'URL list'): the
// mode, its URL list, the packing algorithm and the batch size, each one history step. The gallery's boxes are not
// in the document: they are drawn from the URL list (canvas/gallery), so switching the mode off leaves none behind
// and the user's own boxes come back as they were.
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  BOUNDS,
  clampToBound,
  createDefaultInfiniteScrollConfig,
  DEFAULT_LOAD_BATCH_SIZE,
  type InfiniteScrollConfig,
  type PackingAlgorithm,
} from '@bento/core';
import type { EditorState } from './editorState';
import { documentChange } from './history';
import { setSelection } from './lib/document';

function config(state: EditorState): InfiniteScrollConfig {
  const settings = state.current.gridSettings;
  settings.infiniteScrollConfig ??= createDefaultInfiniteScrollConfig();
  return settings.infiniteScrollConfig;
}

export const galleryReducers = {
  /** On: a default config (a new gallery); off: the gallery and its config go. Either clears the selection. */
  galleryModeSet: documentChange((state: EditorState, action: PayloadAction<boolean>) => {
    const settings = state.current.gridSettings;
    if ((settings.isInfiniteScrollMode === true) === action.payload) return;
    setSelection(state.current, [], null);
    state.editingId = null;
    if (action.payload) {
      settings.isInfiniteScrollMode = true;
      settings.infiniteScrollConfig = createDefaultInfiniteScrollConfig();
    } else {
      delete settings.isInfiniteScrollMode;
      delete settings.infiniteScrollConfig;
    }
  }),
  /** The URL list loaded from the URL input (already validated); an empty list clears the gallery. */
  galleryUrlsSet: documentChange((state: EditorState, action: PayloadAction<string[]>) => {
    if (!state.current.gridSettings.isInfiniteScrollMode) return;
    const gallery = config(state);
    gallery.urlList = action.payload;
    delete gallery.cachedPlacements;
    delete gallery.cachedItems;
  }),
  galleryAlgorithmSet: documentChange((state: EditorState, action: PayloadAction<PackingAlgorithm>) => {
    if (!state.current.gridSettings.isInfiniteScrollMode) return;
    config(state).packingAlgorithm = action.payload === 'masonry' ? 'masonry' : 'infiniteScrollGridPacking';
  }),
  galleryBatchSizeSet: documentChange((state: EditorState, action: PayloadAction<number>) => {
    if (!state.current.gridSettings.isInfiniteScrollMode) return;
    config(state).loadBatchSize = clampToBound(action.payload, BOUNDS.batchSize, DEFAULT_LOAD_BATCH_SIZE);
  }),
};
