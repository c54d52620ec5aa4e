// Placeholder photos (editor-core.md §7): URLs of the form {host}/{width}/{height}.webp?random={n}, served by our own
// API (api/src/placeholders), so the gallery's demo works offline and under the page's CSP. The 'sample URLs'
// button fills the list with 100 of them; a gallery whose list ends with one goes on with 20 more at a time.

/** Where the server serves them: on the page's own origin (img-src 'self'), whatever API_BASE the front end uses. */
export const PLACEHOLDER_PHOTO_PATH = '/api/placeholder-photos';
/** Each side, px: any size in between is drawn; others are refused with PLACEHOLDER_SIZE_ERROR. */
export const PLACEHOLDER_PHOTO_SIDE = { min: 8, max: 2400 } as const;
export const PLACEHOLDER_SIZE_ERROR = `Width and height must be whole numbers from ${PLACEHOLDER_PHOTO_SIDE.min} to ${PLACEHOLDER_PHOTO_SIDE.max}`;
export const SAMPLE_PHOTO_COUNT = 100;
/** Generated at a time while scrolling past the end of a list of placeholder photos. */
export const PLACEHOLDER_PHOTO_BATCH = 20;

/** Width ÷ height of the samples: squares, prints, screens, phones' stories, panoramas. */
const SAMPLE_RATIOS = [1, 4 / 3, 3 / 2, 16 / 9, 3 / 4, 2 / 3, 9 / 16, 2, 5 / 4, 4 / 5] as const;
const SAMPLE_LONG_SIDES = [640, 800, 960, 1200] as const;

const PLACEHOLDER_URL = /^(https?:\/\/.+\/placeholder-photos)\/(\d+)\/(\d+)\.webp(?:\?random=(\d+))?$/;

export function placeholderPhotoUrl(host: string, width: number, height: number, n: number): string {
  return `${host}/${width}/${height}.webp?random=${n}`;
}

/** The n-th photo's size: the ratios and long sides in turn, so neighbours differ. */
export function placeholderPhotoSize(n: number): { width: number; height: number } {
  const ratio = SAMPLE_RATIOS[n % SAMPLE_RATIOS.length]!;
  const long = SAMPLE_LONG_SIDES[(n * 7 + Math.floor(n / SAMPLE_RATIOS.length)) % SAMPLE_LONG_SIDES.length]!;
  return ratio >= 1
    ? { width: long, height: Math.round(long / ratio) }
    : { width: Math.round(long * ratio), height: long };
}

/** Photos `from` … `from + count - 1` at `host` (PLACEHOLDER_PHOTO_PATH as an absolute URL). */
export function placeholderPhotoUrls(host: string, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const { width, height } = placeholderPhotoSize(from + i);
    return placeholderPhotoUrl(host, width, height, from + i);
  });
}

/** The 'sample URLs' button's list: SAMPLE_PHOTO_COUNT photos served by the page's own origin. */
export function samplePhotoUrls(pageUrl: string): string[] {
  return placeholderPhotoUrls(new URL(PLACEHOLDER_PHOTO_PATH, pageUrl).href, 1, SAMPLE_PHOTO_COUNT);
}

export interface PlaceholderPhoto {
  host: string;
  width: number;
  height: number;
  n: number;
}

/** The parts of a placeholder-photo URL, or null for any other URL. */
export function parsePlaceholderPhotoUrl(url: string): PlaceholderPhoto | null {
  const match = PLACEHOLDER_URL.exec(url);
  if (!match) return null;
  return { host: match[1]!, width: Number(match[2]), height: Number(match[3]), n: Number(match[4] ?? 0) };
}

/**
 * The next photos after the list's end, when it ends with a placeholder photo (the spec generates more only for
 * those): PLACEHOLDER_PHOTO_BATCH more on the same host, numbered on; none past `limit` URLs in all.
 */
export function morePlaceholderPhotos(urls: readonly string[], limit: number): string[] {
  const last = urls.length > 0 ? parsePlaceholderPhotoUrl(urls[urls.length - 1]!) : null;
  const count = Math.min(PLACEHOLDER_PHOTO_BATCH, limit - urls.length);
  return last && count > 0 ? placeholderPhotoUrls(last.host, last.n + 1, count) : [];
}
