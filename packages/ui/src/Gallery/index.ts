export {
  InfiniteGallery,
  ALL_IMAGES_LOADED,
  IMAGE_UNAVAILABLE,
  type InfiniteGalleryProps,
} from './InfiniteGallery';
export { type ImageLoader } from './aspectRatios';
