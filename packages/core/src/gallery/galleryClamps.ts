// The engines' input clamps (editor-core.md §5): aspect ratios and column counts.

import { BOUNDS, clampToBound } from '../document/bounds';
import {
  FALLBACK_ASPECT_RATIO,
  GRID_PACKING_ASPECT_RATIO_RANGE,
  MASONRY_ASPECT_RATIO_RANGE,
} from '../document/constants';
import { DEFAULT_COLUMNS_COUNT } from '../document/defaults';

/** What the engines need of an image: its width divided by its height (InfiniteScrollItem fits). */
export interface GalleryItem {
  aspectRatio: number;
}

/** Grid packing: 0.1–10; an unreadable ratio becomes the fallback 1.33. */
export const packingAspectRatio = (aspectRatio: number): number =>
  clampToBound(aspectRatio, GRID_PACKING_ASPECT_RATIO_RANGE, FALLBACK_ASPECT_RATIO);

/** Masonry: 0.25–6; an unreadable ratio becomes the fallback 1.33. */
export const masonryAspectRatio = (aspectRatio: number): number =>
  clampToBound(aspectRatio, MASONRY_ASPECT_RATIO_RANGE, FALLBACK_ASPECT_RATIO);

/** Grid packing columns: whole 1–12 (the default 5 when not a number). */
export const packingColumns = (columns: number): number =>
  clampToBound(columns, BOUNDS.columns, DEFAULT_COLUMNS_COUNT);

/** Masonry columns: whole 1–10 (the default 5 when not a number). */
export const masonryColumns = (columns: number): number =>
  clampToBound(columns, BOUNDS.masonryColumns, DEFAULT_COLUMNS_COUNT);
