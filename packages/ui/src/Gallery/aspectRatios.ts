// The aspect ratios of a chunk of gallery images: read from the URL when it says the size, otherwise measured by
// loading the image (a few at a time, each bounded by a time-out). An image that does not load is not a hang: it
// is marked failed and gets the ratio its URL hints at, else the fallback (editor-core.md §8 'Image size detection
// fails', §9 hints).
import {
  ASPECT_RATIO_DETECTION_RETRIES,
  ASPECT_RATIO_DETECTION_TIMEOUT_MS,
  aspectRatioFromUrl,
  guessedAspectRatio,
} from '@bento/core';

export interface MeasuredImage {
  aspectRatio: number;
  failed: boolean;
}

/** Images measured at once (the spec's fast mode: at most 4 workers). */
export const MEASURE_CONCURRENCY = 4;

const TIMED_OUT = 'timeout';

export type ImageLoader = (url: string, timeoutMs: number) => Promise<{ width: number; height: number }>;

/** Loads an image in the browser and answers its natural size; rejects on error or after `timeoutMs`. */
export const loadImageSize: ImageLoader = (url, timeoutMs) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => {
      image.src = '';
      reject(new Error(TIMED_OUT));
    }, timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('error'));
    };
    image.decoding = 'async';
    image.src = url;
  });

/**
 * A load that fails is tried again, up to 3 more times (a flaky connection); one that times out is not: three more
 * time-outs would hold the whole chunk back for 12 s.
 */
async function loadWithRetries(url: string, load: ImageLoader) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load(url, ASPECT_RATIO_DETECTION_TIMEOUT_MS);
    } catch (error) {
      const timedOut = error instanceof Error && error.message === TIMED_OUT;
      if (timedOut || attempt >= ASPECT_RATIO_DETECTION_RETRIES) throw error;
    }
  }
}

async function measure(url: string, load: ImageLoader): Promise<MeasuredImage> {
  const fromUrl = aspectRatioFromUrl(url);
  if (fromUrl !== null) return { aspectRatio: fromUrl, failed: false };
  try {
    const { width, height } = await loadWithRetries(url, load);
    return width > 0 && height > 0
      ? { aspectRatio: width / height, failed: false }
      : { aspectRatio: guessedAspectRatio(url), failed: true };
  } catch {
    return { aspectRatio: guessedAspectRatio(url), failed: true };
  }
}

/** Every URL's ratio, in order, with at most MEASURE_CONCURRENCY images loading at a time. */
export async function measureImages(
  urls: readonly string[],
  load: ImageLoader = loadImageSize,
): Promise<MeasuredImage[]> {
  const results: MeasuredImage[] = new Array(urls.length);
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const index = next++;
      results[index] = await measure(urls[index]!, load);
    }
  };
  await Promise.all(Array.from({ length: Math.min(MEASURE_CONCURRENCY, urls.length) }, worker));
  return results;
}
