// The infinite-scroll gallery's document changes (editor-core.md §4 'Infinite-scroll mode', §5 'URL list'): the
// mode, its URL list, the packing algorithm and the batch size, each one history step. The gallery's boxes are not
// in the document: they are drawn from the URL list (canvas/gallery), so switching the mode off leaves none behind
// and the user's own boxes come back as they were.
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  BG_IMAGE_ALIGNMENTS,
  BOUNDS,
  clampToBound,
  createDefaultInfiniteScrollConfig,
  clampBgImagePadding,
  clampBorderWidth,
  clampImageScale,
  clampOpacity,
  DEFAULT_LOAD_BATCH_SIZE,
  type InfiniteScrollBoxSettings,
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
  /** The look of every image box (editor-core.md §3 globalBoxSettings), numbers clamped as a box's are. */
  galleryBoxSettingsSet: documentChange(
    (state: EditorState, action: PayloadAction<Partial<InfiniteScrollBoxSettings>>) => {
      if (!state.current.gridSettings.isInfiniteScrollMode) return;
      const gallery = config(state);
      const next = { ...gallery.globalBoxSettings, ...action.payload };
      if (next.borderWidth !== undefined) next.borderWidth = clampBorderWidth(next.borderWidth);
      if (next.opacity !== undefined) next.opacity = clampOpacity(next.opacity);
      if (next.imageScale !== undefined) next.imageScale = clampImageScale(next.imageScale);
      if (next.bgImagePadding !== undefined) next.bgImagePadding = clampBgImagePadding(next.bgImagePadding);
      if (next.bgImageAlignment !== undefined && !BG_IMAGE_ALIGNMENTS.includes(next.bgImageAlignment))
        delete next.bgImageAlignment;
      gallery.globalBoxSettings = next;
    },
  ),
  galleryBatchSizeSet: documentChange((state: EditorState, action: PayloadAction<number>) => {
    if (!state.current.gridSettings.isInfiniteScrollMode) return;
    config(state).loadBatchSize = clampToBound(action.payload, BOUNDS.batchSize, DEFAULT_LOAD_BATCH_SIZE);
  }),
};
