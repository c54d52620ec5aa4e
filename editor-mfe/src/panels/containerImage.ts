// A URL typed or dropped into the Grid Style image fields: one the published page can show (core's safeMediaUrl,
// the Background tab's rule and message). Image files go through the image pipeline (images/intake).
import { storableMediaUrl } from '../settings/fields/backgroundUrl';

/** The containerBgImageUrl to store (undefined: none), or why the input is refused. */
export type ImageResult = { url: string | undefined } | { error: string };

/** A typed or dropped URL: empty clears the image. */
export function containerImageFromUrl(value: string): ImageResult {
  const trimmed = value.trim();
  if (trimmed === '') return { url: undefined };
  return storableMediaUrl(trimmed);
}
