import type { GridData } from '@bento/core';

/** The most page images the share image picker offers. */
export const PAGE_IMAGES_MAX = 12;

/** An image a share card can show: an upload (made absolute with PUBLIC_URL by the server) or an https address. */
export const isShareableImage = (url: string | undefined): url is string =>
  !!url && (/^\/uploads\/[^/?#]+$/.test(url) || url.startsWith('https://'));

/** The page's box images in box order, without repeats: the share image's choices, the first its default. */
export function pageImages(gridData: GridData | undefined): string[] {
  const boxes = [...(gridData?.boxes ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const urls = boxes.map((box) => box.style?.bgImageUrl).filter(isShareableImage);
  return [...new Set(urls)].slice(0, PAGE_IMAGES_MAX);
}
