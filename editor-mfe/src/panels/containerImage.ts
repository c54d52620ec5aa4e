// What the Grid Style image fields accept (editor-core.md §5 'Images uploaded via the container drop zone'): a URL
// the published page can show (core's safeMediaUrl, the Background tab's rule and message), or an image file within
// core's container rules, read as a data URL (the images issue adds compression and upload).
import { UPLOAD_MESSAGES, safeMediaUrl, validateImageUpload } from '@bento/core';
import { readAsDataUrl } from '../files/droppedMedia';
import { REFUSED_BACKGROUND_URL_MESSAGE } from '../settings/fields/backgroundUrl';

/** The containerBgImageUrl to store (undefined: none), or why the input is refused. */
export type ImageResult = { url: string | undefined } | { error: string };

/** A typed or dropped URL: empty clears the image. */
export function containerImageFromUrl(value: string): ImageResult {
  const trimmed = value.trim();
  if (trimmed === '') return { url: undefined };
  const url = safeMediaUrl(trimmed);
  return url ? { url } : { error: REFUSED_BACKGROUND_URL_MESSAGE };
}

/** A dropped or chosen file: its data URL, or the spec's message for a file that is refused or unreadable. */
export async function containerImageFromFile(file: File): Promise<ImageResult> {
  const refused = validateImageUpload(file, 'container');
  if (refused) return { error: refused };
  try {
    return { url: await readAsDataUrl(file) };
  } catch {
    return { error: UPLOAD_MESSAGES.containerReadFailed };
  }
}
