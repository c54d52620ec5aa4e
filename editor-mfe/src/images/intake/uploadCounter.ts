// The image upload counter of editor-core.md §3 (local records): how many images were kept inline (data URLs) or
// uploaded, and whether the storage notice and the upload-limitation notice were shown. Kept on this device.
import { IMAGE_UPLOAD_COUNTER_KEY, STORAGE_WARNING_UPLOAD_COUNT } from '@bento/core';

export interface UploadCounter {
  dataUrlCount: number;
  imageUrlCount: number;
  hasShownStorageWarning: boolean;
  hasShownUploadNotification: boolean;
}

const EMPTY: UploadCounter = {
  dataUrlCount: 0,
  imageUrlCount: 0,
  hasShownStorageWarning: false,
  hasShownUploadNotification: false,
};

export function readUploadCounter(): UploadCounter {
  try {
    const parsed = JSON.parse(
      window.localStorage.getItem(IMAGE_UPLOAD_COUNTER_KEY) ?? 'null',
    ) as Partial<UploadCounter>;
    return { ...EMPTY, ...(parsed && typeof parsed === 'object' ? parsed : {}) };
  } catch {
    return { ...EMPTY };
  }
}

export function writeUploadCounter(counter: UploadCounter): void {
  try {
    window.localStorage.setItem(IMAGE_UPLOAD_COUNTER_KEY, JSON.stringify(counter));
  } catch {
    // Storage full or refused: the notices may show again, nothing else depends on it (§8 'ignored').
  }
}

/** Counts one image kept inline; answers whether the storage notice is due (§4 'Storage warning'). */
export function countInlineImage(): { storageWarningDue: boolean; firstInline: boolean } {
  const counter = readUploadCounter();
  const next = { ...counter, dataUrlCount: counter.dataUrlCount + 1 };
  writeUploadCounter(next);
  return {
    storageWarningDue: next.dataUrlCount >= STORAGE_WARNING_UPLOAD_COUNT && !next.hasShownStorageWarning,
    firstInline: !next.hasShownUploadNotification,
  };
}

export function countUploadedImage(): void {
  const counter = readUploadCounter();
  writeUploadCounter({ ...counter, imageUrlCount: counter.imageUrlCount + 1 });
}

export function markShown(flag: 'hasShownStorageWarning' | 'hasShownUploadNotification'): void {
  writeUploadCounter({ ...readUploadCounter(), [flag]: true });
}
