import { BOUNDS, type PackingAlgorithm } from '@bento/core';
import { useAppDispatch, useAppSelector } from '@bento/store';
import { ChoiceField, SliderField, ToggleField } from '@bento/ui/controls';
import { useGestureDispatch } from '../../settings/useGestureDispatch';
import {
  galleryAlgorithmSet,
  galleryBatchSizeSet,
  galleryModeSet,
  selectDocument,
} from '../../state/editorSlice';
import { GalleryBoxSettings } from './GalleryBoxSettings';
import { GalleryUrlInput } from './GalleryUrlInput';

const ALGORITHMS: readonly { value: PackingAlgorithm; label: string }[] = [
  { value: 'infiniteScrollGridPacking', label: 'Bento' },
  { value: 'masonry', label: 'Masonry' },
];

/**
 * Grid Settings' gallery part (editor-core.md §2): the Infinite Scroll toggle and, when on, the URL input, the
 * layout algorithm (Bento, Masonry), the batch size and the look of the image boxes.
 */
export function GallerySettings() {
  const dispatch = useAppDispatch();
  const send = useGestureDispatch();
  const settings = useAppSelector((state) => selectDocument(state).gridSettings);
  const config = settings.isInfiniteScrollMode ? settings.infiniteScrollConfig : undefined;
  return (
    <>
      <ToggleField
        label="Infinite Scroll"
        checked={settings.isInfiniteScrollMode === true}
        hint="A gallery of images from a list of URLs"
        onChange={(on) => dispatch(galleryModeSet(on))}
      />
      {config && (
        <>
          <GalleryUrlInput urlList={config.urlList} />
          <ChoiceField
            label="Layout"
            value={config.packingAlgorithm}
            options={ALGORITHMS}
            onChange={(algorithm) => dispatch(galleryAlgorithmSet(algorithm))}
          />
          <SliderField
            label="Batch Size"
            value={config.loadBatchSize}
            min={BOUNDS.batchSize.min}
            max={BOUNDS.batchSize.max}
            step={1}
            onChange={(value, phase) => send(galleryBatchSizeSet(value), phase)}
          />
          <GalleryBoxSettings settings={config.globalBoxSettings} />
        </>
      )}
    </>
  );
}
