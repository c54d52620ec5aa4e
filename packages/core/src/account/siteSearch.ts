// A published site's search and sharing settings (issue 32): limits and messages shared by the Edit Site dialog and
// the API, so both refuse the same input with the same words.

/** Longer titles and descriptions are cut off in search results anyway. */
export const SEARCH_TITLE_MAX_LENGTH = 70;
export const SEARCH_DESCRIPTION_MAX_LENGTH = 200;
export const SHARE_IMAGE_URL_MAX_LENGTH = 2048;
export const FAVICON_MAX_BYTES = 1024 * 1024;
/** The smallest favicon that is resized up without looking blurred at 32 × 32. */
export const FAVICON_MIN_SIDE = 32;
/** The square PNGs a favicon is resized to: the tab icon, the apple-touch-icon and the web manifest's two. */
export const FAVICON_SIZES = [32, 180, 192, 512] as const;
export type FaviconSize = (typeof FAVICON_SIZES)[number];

export const SITE_SEARCH_TEXTS = {
  searchTitleTooLong: `Search title must be at most ${SEARCH_TITLE_MAX_LENGTH} characters`,
  searchDescriptionTooLong: `Search description must be at most ${SEARCH_DESCRIPTION_MAX_LENGTH} characters`,
  noindexNotBoolean: 'noindex must be true or false',
  shareImageInvalid: 'Share image must be an uploaded image or an https:// image address',
  shareImageNotFound: 'Share image not found: upload it again',
  faviconInvalid: 'Favicon must be a PNG, JPEG, WebP, GIF or AVIF image',
  faviconTooLarge: `Favicon must be at most ${FAVICON_MAX_BYTES / (1024 * 1024)} MB`,
  faviconTooSmall: `Favicon must be at least ${FAVICON_MIN_SIDE} × ${FAVICON_MIN_SIDE} pixels`,
  faviconSaved: 'Favicon saved',
  faviconRemoved: 'Favicon removed',
  faviconFailed: 'Failed to save the favicon. Please try again.',
} as const;

/** What a favicon file may be: what the server decodes (api/src/uploads/imageType.ts), SVG excepted. */
export const FAVICON_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;

/** The message for a favicon file the server would refuse by its type or size, or null. */
export function faviconFileError(file: { type: string; size: number }): string | null {
  if (!(FAVICON_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return SITE_SEARCH_TEXTS.faviconInvalid;
  if (file.size > FAVICON_MAX_BYTES) return SITE_SEARCH_TEXTS.faviconTooLarge;
  return null;
}
