// '@bento/ui/galleryPage': what the published page's script (no React) needs to add a gallery's images as boxes
// exactly like the server-rendered ones, in the same layout.
export {
  firstScreenAspect,
  PublishedGalleryLayout,
  type GalleryGridSettings,
  type PublishedGalleryKind,
} from './firstScreenBoxes';
export { measureImages, type ImageLoader } from './aspectRatios';
