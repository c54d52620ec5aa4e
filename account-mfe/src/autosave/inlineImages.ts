// Before a signed-in save, images kept inline (data URLs: added before signing in, imported, or dropped while
// offline) are uploaded and the document rewritten to their /uploads/ URLs (contract action mediaUrlsReplaced: the
// document and its history, no new history entry), so designs stay small and their published pages show them.
import type { GridData } from '@bento/core';
import {
  isApiError,
  mediaUrlsReplaced,
  selectGridData,
  uploadImage,
  type AppDispatch,
  type RootState,
} from '@bento/store';

// Raster images the server accepts; SVG stays inline (the server refuses it: it can carry script).
const INLINE_IMAGE_PREFIX = /^data:image\/(?:jpeg|png|webp|gif|avif);base64,/;
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

/**
 * A raster data URL the server may take. The payload is checked by looking for a character that does not belong,
 * never by one pattern over the whole URL: a greedy match over megabytes overflows the regular expression's stack.
 */
function isInlineRasterImage(value: string): boolean {
  const prefix = INLINE_IMAGE_PREFIX.exec(value)?.[0];
  return prefix !== undefined && value.length > prefix.length && !NOT_BASE64.test(value.slice(prefix.length));
}

/** Data URLs the server refused this session (not an image, over the quota…): not sent again on every save. */
const refused = new Set<string>();

// Refusals that say 'not now' rather than 'not this image': tried again on a later save, like a network failure.
const TRANSIENT_STATUSES = new Set([401, 408, 429]);

const isRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && !TRANSIENT_STATUSES.has(error.status);

/** The distinct inline images anywhere in the document (boxes, nested boxes, the container). */
function inlineImagesOf(grid: GridData): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith('data:image/') && isInlineRasterImage(value) && !refused.has(value))
        found.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(grid);
  return [...found];
}

/** True when a save should upload first: inline images to send, and the browser online. */
export function hasImagesToUpload(grid: GridData): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  return inlineImagesOf(grid).length > 0;
}

function blobOf(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const type = dataUrl.slice(5, dataUrl.indexOf(';'));
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

/**
 * Uploads the document's inline images; answers the document to save (rewritten when any upload succeeded).
 * A refused image stays inline and is not retried this session; a network failure is retried on a later save.
 * Never throws: the save goes on with what could not be uploaded.
 */
export async function withUploadedImages(
  dispatch: AppDispatch,
  getState: () => RootState,
  grid: GridData,
): Promise<GridData> {
  const inline = inlineImagesOf(grid);
  if (inline.length === 0) return grid;
  const replacements: Record<string, string> = {};
  for (const dataUrl of inline) {
    let image: Blob;
    try {
      image = blobOf(dataUrl);
    } catch {
      refused.add(dataUrl); // Not base64 after all: nothing the server could take.
      continue;
    }
    try {
      replacements[dataUrl] = (await uploadImage(image)).url;
    } catch (error) {
      if (isRefusal(error)) refused.add(dataUrl);
    }
  }
  if (Object.keys(replacements).length === 0) return grid;
  dispatch(mediaUrlsReplaced(replacements));
  return selectGridData(getState()) ?? grid;
}
