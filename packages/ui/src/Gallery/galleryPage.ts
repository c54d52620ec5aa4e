// '@bento/ui/galleryPage': what the published page's script (no React) needs to add a gallery's images as boxes
// exactly like the server-rendered ones.
export { gallerySpanTables, galleryImageBox, type GallerySpanTables } from './firstScreenBoxes';
export { measureImages, type ImageLoader } from './aspectRatios';
export { boxLayoutVars } from '../BentoGrid/layoutVars';
export { columnsByBreakpoint } from '../BentoGrid/gridStyle';
