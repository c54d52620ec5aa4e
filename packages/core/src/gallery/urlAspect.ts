// An image's aspect ratio read from its URL, when the URL says its size (editor-core.md §5 'Aspect ratios in
// packing', §9 'URL size patterns'): '…/1200x800/…', '…-640x480.jpg', or w and h (width and height) in the query.
// Our placeholder photos say it as /{width}/{height}.webp. Trusted only when both are positive and under 10000;
// otherwise the image has to be loaded to know.
import { MAX_DETECTED_IMAGE_DIMENSION } from '../document/constants';
import { parsePlaceholderPhotoUrl } from './placeholderPhotos';

const SIZE_IN_PATH = /(?:^|[^0-9])(\d{1,5})[x×](\d{1,5})(?![0-9])/i;

function ratio(width: number, height: number): number | null {
  const valid = (value: number) =>
    Number.isFinite(value) && value > 0 && value < MAX_DETECTED_IMAGE_DIMENSION;
  return valid(width) && valid(height) ? width / height : null;
}

/** Width ÷ height from the URL, or null when it does not say (or says something implausible). */
export function aspectRatioFromUrl(url: string): number | null {
  const photo = parsePlaceholderPhotoUrl(url);
  if (photo) return ratio(photo.width, photo.height);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const query = parsed.searchParams;
  const width = query.get('w') ?? query.get('width');
  const height = query.get('h') ?? query.get('height');
  if (width !== null && height !== null) {
    const fromQuery = ratio(Number(width), Number(height));
    if (fromQuery !== null) return fromQuery;
  }
  const match = SIZE_IN_PATH.exec(decodeURIComponent(parsed.pathname));
  return match ? ratio(Number(match[1]), Number(match[2])) : null;
}
