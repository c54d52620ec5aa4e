// The image store's code loaded on first use (keptImages.ts loadImageStore): IndexedDB through idb-keyval, and
// the housekeeping. Nothing of it is needed for the editor's first screen.
export { putImage, readImages } from './imageDb';
export { deleteUnusedImages } from './housekeeping';
