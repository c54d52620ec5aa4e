import {
  columnsForBreakpoint,
  INFINITE_URL_REMOVAL_DELAY_MS,
  spacingForBreakpoint,
  type Breakpoint,
  type GridSettings,
  type InfiniteScrollConfig,
} from '@bento/core';
import { useAppDispatch, useAppStore } from '@bento/store';
import { InfiniteGallery } from '@bento/ui/gallery';
import { useEffect, useState } from 'react';
import { isInDialog, isTypingTarget } from '../keyboard/shortcuts';
import { galleryUrlsSet, selectDocument, selectIsPreviewMode } from '../state/editorSlice';

export interface CanvasGalleryProps {
  config: InfiniteScrollConfig;
  settings: GridSettings;
  breakpoint: Breakpoint;
}

/**
 * The gallery on the canvas: its images are not boxes, so box editing does not apply; a click selects an image,
 * Delete or Backspace removes it from the URL list after 50 ms (editor-core.md §4), which lays the rest out again;
 * Escape or a click elsewhere clears the selection. Nothing is selected in preview.
 */
export function CanvasGallery({ config, settings, breakpoint }: CanvasGalleryProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [selected, setSelected] = useState<{ urls: readonly string[]; index: number } | null>(null);
  // A selection belongs to the list it was made in.
  const selectedIndex = selected && selected.urls === config.urlList ? selected.index : null;

  useEffect(() => {
    if (selectedIndex === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || isInDialog(event.target)) return;
      if (event.key === 'Escape') setSelected(null);
      if (event.key !== 'Delete' && event.key !== 'Backspace') return;
      event.preventDefault();
      setSelected(null);
      setTimeout(() => {
        const current = selectDocument(store.getState()).gridSettings.infiniteScrollConfig?.urlList;
        // Only if the list is still the one the image was chosen in.
        if (current === config.urlList)
          dispatch(galleryUrlsSet(current.filter((_, i) => i !== selectedIndex)));
      }, INFINITE_URL_REMOVAL_DELAY_MS);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-box-id^="infinite-"]'))
        setSelected(null);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointerDown);
    };
  }, [selectedIndex, config.urlList, dispatch, store]);

  return (
    <InfiniteGallery
      config={config}
      columns={columnsForBreakpoint(settings, breakpoint)}
      gap={spacingForBreakpoint(settings.boxSpacing, breakpoint)}
      selectedIndex={selectedIndex}
      onImageClick={(index) => {
        if (!selectIsPreviewMode(store.getState())) setSelected({ urls: config.urlList, index });
      }}
    />
  );
}
