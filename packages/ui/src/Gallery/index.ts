export {
  InfiniteGallery,
  ALL_IMAGES_LOADED,
  IMAGE_UNAVAILABLE,
  IMAGE_NOT_HTTPS,
  type GalleryProgress,
  type InfiniteGalleryProps,
} from './InfiniteGallery';
export { type ImageLoader } from './aspectRatios';
export { firstScreenBoxes, FIRST_SCREEN_IMAGES, publishedGalleryKind } from './firstScreenBoxes';
