// Compression with browser-image-compression in a web worker, with the spec's settings (core IMAGE_COMPRESSION:
// at most 0.5 MB and 1280 px on the longer side, quality 0.8, EXIF dropped).
import { COMPRESSIBLE_IMAGE_TYPES, IMAGE_COMPRESSION } from '@bento/core';
import { COMPRESSION_LIB_URL } from './compressionLibUrl';

/** A compression still running after this is given up (it then fails like any other): nothing waits for ever. */
export const COMPRESSION_TIMEOUT_MS = 30_000;

export function isCompressible(type: string): boolean {
  return (COMPRESSIBLE_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

/**
 * The format to encode to: a PNG becomes WebP (transparency kept), far smaller for photos and screenshots than a
 * PNG at any setting, so the 0.5 MB target is met in one pass instead of ten slow PNG re-encodings (issue 33: a
 * 3 MB PNG took 18 s and still ended at 610 KB). A browser that cannot encode WebP gives PNG back, as before.
 */
export function outputType(inputType: string): string | undefined {
  return inputType.toLowerCase() === 'image/png' ? 'image/webp' : undefined;
}

async function compress(
  file: File,
  onPercent: (percent: number) => void,
  signal: AbortSignal,
): Promise<File> {
  // Fetched with the first image, not with the editor.
  const { default: imageCompression } = await import('browser-image-compression');
  const fileType = outputType(file.type);
  return imageCompression(file, {
    ...IMAGE_COMPRESSION,
    ...(fileType ? { fileType } : {}),
    libURL: COMPRESSION_LIB_URL,
    onProgress: onPercent,
    signal,
  });
}

/**
 * The compressed file; `onPercent` receives 0–100. Rejects when the browser cannot decode or encode it, after
 * COMPRESSION_TIMEOUT_MS, or at once when `cancel` aborts (the user's Cancel).
 */
export async function compressImage(
  file: File,
  onPercent: (percent: number) => void,
  cancel?: AbortSignal,
): Promise<File> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onCancel = () => {};
  // The library only honours the signal in its worker and between steps on the main thread (its fallback when the
  // worker fails): an image that never decodes there would leave it pending, so these reject by themselves.
  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('Image compression timed out'));
    }, COMPRESSION_TIMEOUT_MS);
    onCancel = () => {
      controller.abort();
      reject(new DOMException('Image compression cancelled', 'AbortError'));
    };
    if (cancel?.aborted) onCancel();
    cancel?.addEventListener('abort', onCancel, { once: true });
  });
  try {
    return await Promise.race([compress(file, onPercent, controller.signal), stopped]);
  } finally {
    clearTimeout(timer);
    cancel?.removeEventListener('abort', onCancel);
  }
}
