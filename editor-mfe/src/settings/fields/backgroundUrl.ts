// Where a background URL typed, pasted or dropped in the Background tab goes (editor-core.md §5 'Background URL'):
// core's safeMediaUrl decides whether it may be stored at all (the published page renders nothing else), and a URL
// that is a video by extension (mp4, webm, mov, ogg) is a video whichever field it was typed in.
import { IMAGE_EXTENSIONS, isVideoUrl, safeMediaUrl, type BoxStyle } from '@bento/core';

export type MediaField = 'image' | 'video';

export const REFUSED_BACKGROUND_URL_MESSAGE =
  "This URL can't be used as a background: use an http(s) address, an /uploads/ file or a data:image URL.";

/** Pages load images and videos from secure addresses only (the CSP's img-src and media-src): say so (issue 33). */
export const HTTP_MEDIA_URL_MESSAGE =
  'Use an https:// address: pages show images and videos from secure (https://) addresses only.';

/**
 * The background URL that may be stored for `value`, or why not: unsafe ones refused as the published page would
 * drop them, and plain http:// ones because no page would load them (they would be kept, and never shown).
 */
export function storableMediaUrl(value: string): { url: string } | { error: string } {
  const url = safeMediaUrl(value);
  if (!url) return { error: REFUSED_BACKGROUND_URL_MESSAGE };
  return /^http:/i.test(url) ? { error: HTTP_MEDIA_URL_MESSAGE } : { url };
}

export type BackgroundUrlOutcome =
  | { ok: true; kind: MediaField | 'none'; changes: Pick<Partial<BoxStyle>, 'bgImageUrl' | 'bgVideoUrl'> }
  | { ok: false; message: string };

const IMAGE_PATH = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/** An inline image, or a path ending in an image extension (its query string and fragment ignored). */
function isImageUrl(url: string): boolean {
  return /^data:image\//i.test(url) || IMAGE_PATH.test(url.replace(/[?#].*$/, ''));
}

/**
 * The style change for `value` entered in the image or video field. Empty clears that field. Setting one of
 * bgImageUrl / bgVideoUrl clears the other (the reducer's applyStyleChanges does it).
 */
export function backgroundUrlChanges(value: string, field: MediaField): BackgroundUrlOutcome {
  const trimmed = value.trim();
  if (trimmed === '')
    return { ok: true, kind: 'none', changes: field === 'image' ? { bgImageUrl: '' } : { bgVideoUrl: '' } };
  const storable = storableMediaUrl(trimmed);
  if ('error' in storable) return { ok: false, message: storable.error };
  const { url } = storable;
  // A video URL typed as an image plays as a video; an image typed as a video shows as an image.
  const video = field === 'image' ? isVideoUrl(url) : !isImageUrl(url);
  return video
    ? { ok: true, kind: 'video', changes: { bgVideoUrl: url } }
    : { ok: true, kind: 'image', changes: { bgImageUrl: url } };
}

/** The first URL of dropped or pasted text (a text/uri-list may hold '#' comment lines). */
export function firstUrlOf(text: string): string {
  return (
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => line !== '' && !line.startsWith('#')) ?? ''
  );
}
