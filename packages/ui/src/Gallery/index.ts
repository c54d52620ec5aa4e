export {
  InfiniteGallery,
  ALL_IMAGES_LOADED,
  IMAGE_UNAVAILABLE,
  type GalleryProgress,
  type InfiniteGalleryProps,
} from './InfiniteGallery';
export { type ImageLoader } from './aspectRatios';
export { firstScreenBoxes, FIRST_SCREEN_IMAGES, publishedGalleryKind } from './firstScreenBoxes';
