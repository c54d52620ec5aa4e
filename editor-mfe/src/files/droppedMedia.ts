// Boxes made from photos dropped on the page (editor-core.md §5 'Dropped photo sizing from aspect ratio'), and the
// reading of a dropped file; the boxes for dropped media URLs are in ./droppedUrls.ts.
import { ASPECT_RATIO_DETECTION_TIMEOUT_MS, photoSpansForAspectRatio, type BoxOptions } from '@bento/core';
import { mediaBoxOptions } from './droppedUrls';

export { boxesForDroppedText, mediaBoxOptions } from './droppedUrls';

/** A box for a dropped photo: spans from its aspect ratio (width / height; null when unreadable). */
export function photoBoxOptions(url: string, aspectRatio: number | null, columns: number): BoxOptions {
  return { ...photoSpansForAspectRatio(aspectRatio, columns), ...mediaBoxOptions(url, 'image') };
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error()));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Width / height of an image, or null when it cannot be decoded (in time). */
export function imageAspectRatio(src: string): Promise<number | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(null), ASPECT_RATIO_DETECTION_TIMEOUT_MS);
    const settle = (ratio: number | null) => {
      clearTimeout(timer);
      resolve(ratio);
    };
    image.onload = () =>
      settle(
        image.naturalWidth > 0 && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : null,
      );
    image.onerror = () => settle(null);
    image.src = src;
  });
}
