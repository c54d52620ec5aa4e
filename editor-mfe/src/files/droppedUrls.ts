// Boxes made from media URLs dropped on the page (editor-core.md §5 'Pasted or dropped media URLs'): decided
// while the drop event runs (whether the page takes it), so apart from the photo code that loads on first use.
import { createDefaultBoxStyle, extractMediaUrls, type BoxOptions, type MediaKind } from '@bento/core';

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
