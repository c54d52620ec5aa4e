// Compression with browser-image-compression in a web worker, with the spec's settings (core IMAGE_COMPRESSION:
// at most 0.5 MB and 1280 px on the longer side, quality 0.8, EXIF dropped).
import { COMPRESSIBLE_IMAGE_TYPES, IMAGE_COMPRESSION } from '@bento/core';
import { COMPRESSION_LIB_URL } from './compressionLibUrl';

/** A compression still running after this is given up (it then fails like any other): nothing waits for ever. */
export const COMPRESSION_TIMEOUT_MS = 30_000;

export function isCompressible(type: string): boolean {
  return (COMPRESSIBLE_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

async function compress(
  file: File,
  onPercent: (percent: number) => void,
  signal: AbortSignal,
): Promise<File> {
  // Fetched with the first image, not with the editor.
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, {
    ...IMAGE_COMPRESSION,
    libURL: COMPRESSION_LIB_URL,
    onProgress: onPercent,
    signal,
  });
}

/** The compressed file; `onPercent` receives 0–100. Rejects when the browser cannot decode or encode it. */
export async function compressImage(file: File, onPercent: (percent: number) => void): Promise<File> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The library only honours the signal in its worker and between steps on the main thread (its fallback when the
  // worker fails): an image that never decodes there would leave it pending, so the timeout rejects by itself.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('Image compression timed out'));
    }, COMPRESSION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([compress(file, onPercent, controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
