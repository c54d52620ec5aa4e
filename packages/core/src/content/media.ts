// Media URLs: background video vs image, pasted or dropped media URLs, the infinite-scroll URL list
// (editor-core.md §5 'Background URL', 'Pasted or dropped media URLs', 'URL list').

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'avif', 'bmp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'ogg', 'avi', 'wmv', 'flv', 'mkv'] as const;
/** Extensions that make a background URL a video. */
export const BACKGROUND_VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'ogg'] as const;

function pathOf(url: string): string {
  return url.trim().replace(/[?#].*$/, '');
}

/**
 * A background value ending in mp4, webm, mov or ogg is a video (a query string or fragment after the
 * extension is ignored; an inline data:video/ URL is a video too). Anything else is an image.
 */
export function isVideoUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  if (/^data:video\//i.test(url.trim())) return true;
  const path = pathOf(url).toLowerCase();
  return BACKGROUND_VIDEO_EXTENSIONS.some((ext) => path.endsWith(`.${ext}`));
}

/** An absolute URL whose protocol is http or https. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const MEDIA_PATTERN = new RegExp(
  `\\.(${[...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS].join('|')})(\\?[^#\\s]*)?$`,
  'i',
);

export type MediaKind = 'image' | 'video';

/**
 * Kind of a pasted or dropped media URL: http(s), ending in an image or video extension, optionally followed by a
 * query string. Anything else → null.
 */
export function mediaUrlKind(value: string): MediaKind | null {
  const trimmed = value.trim();
  if (!isHttpUrl(trimmed)) return null;
  const match = MEDIA_PATTERN.exec(trimmed);
  if (!match) return null;
  const ext = (match[1] ?? '').toLowerCase();
  return (VIDEO_EXTENSIONS as readonly string[]).includes(ext) ? 'video' : 'image';
}

/** Media URLs of pasted or dropped text, one per line; other lines are ignored. */
export function extractMediaUrls(text: string): { url: string; kind: MediaKind }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .flatMap((url) => {
      const kind = mediaUrlKind(url);
      return kind ? [{ url, kind }] : [];
    });
}

/** Our own uploads (served at /uploads/<sha256>.<ext>): one file name of letters, digits, '-', '_', single dots. */
const UPLOADS_PATH = /^\/uploads\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;
const UPLOADS_PATH_MAX_LENGTH = 200;
const INLINE_MEDIA = /^data:(?:image|video)\/[\w.+-]+[;,]/i;

/**
 * Background media URLs (box bgImageUrl / bgVideoUrl, the grid's containerBgImageUrl) that may be stored,
 * published and rendered as an <img>, a <video>, a CSS url() or an image preload:
 * - absolute http(s) URLs;
 * - our own uploads, '/uploads/<file>': exactly one file name of letters, digits, '-', '_' and single dots after
 *   the prefix, so no '..', no further '/', no backslash, no '%' escapes, no query string or fragment;
 * - inline data:image/… and data:video/… URLs (they make no request; designs hold pasted photos).
 * Anything else gives null: any other root-relative path (it would make visitors' browsers call this server,
 * e.g. /api/…), blob: URLs (page-local: meaningless once stored), javascript:, other data:, protocol-relative.
 */
export function safeMediaUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  if (trimmed === '') return null;
  if (INLINE_MEDIA.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/')) {
    return trimmed.length <= UPLOADS_PATH_MAX_LENGTH && UPLOADS_PATH.test(trimmed) ? trimmed : null;
  }
  return isHttpUrl(trimmed) ? trimmed : null;
}
