// Boxes made from what is dropped on the page (editor-core.md §5 'Pasted or dropped media URLs', 'Dropped
// photo sizing from aspect ratio').
import {
  ASPECT_RATIO_DETECTION_TIMEOUT_MS,
  createDefaultBoxStyle,
  extractMediaUrls,
  photoSpansForAspectRatio,
  type BoxOptions,
  type MediaKind,
} from '@bento/core';

/** A box whose background is the dropped media URL (an image, or a video). */
export function mediaBoxOptions(url: string, kind: MediaKind): BoxOptions {
  const style = createDefaultBoxStyle();
  if (kind === 'video') style.bgVideoUrl = url;
  else style.bgImageUrl = url;
  return { style };
}

/** One box per media URL of dropped text (one URL per line; other lines are ignored). */
export function boxesForDroppedText(text: string): BoxOptions[] {
  return extractMediaUrls(text).map(({ url, kind }) => mediaBoxOptions(url, kind));
}

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
