export { BentoGrid } from './BentoGrid/BentoGrid';
export type { BentoGridProps, BoxElementProps } from './BentoGrid/types';
export { pageBackgroundColor, pageTone, shadowPresetOf } from './BentoGrid/gridStyle';
export { cssColor } from './BentoGrid/safeCss';
export { GridThumbnail, THUMBNAIL_PAGE_WIDTH, type GridThumbnailProps } from './GridThumbnail/GridThumbnail';
export { useFitZoom } from './GridThumbnail/useFitZoom';
export { isPlaceholderContent } from './BentoGrid/placeholder';
