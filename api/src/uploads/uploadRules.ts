// Limits and messages of uploads (docs/api.md 'Uploads'). The per-file cap and its message are the box drop's
// (editor-core.md §5), since what the editor uploads is what was dropped on a box, compressed.
import { BOX_IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from '@bento/core';
import { ApiError } from '../web/errors';

export const UPLOAD_MAX_BYTES = BOX_IMAGE_MAX_BYTES;
/** Decoding more pixels than this costs a browser too much memory for one box. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Decoding and encoding one upload (uploads/reencode.ts) may take this long once its turn came; longer is refused. */
export const UPLOAD_PROCESS_TIMEOUT_SECONDS = 30;
export const DEFAULT_UPLOAD_QUOTA_MB = 100;
/** Uploads no design or site of their owner has used for this long are removed (uploadSweep.ts). */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Where uploads are served: /uploads/<sha256>.<ext>. */
export const UPLOADS_URL_PATH = '/uploads';

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

export const UPLOAD_ERRORS = {
  invalid: { status: 400, code: 'invalid_image', message: UPLOAD_MESSAGES.boxInvalidFormat },
  tooLarge: { status: 413, code: 'image_too_large', message: UPLOAD_MESSAGES.boxTooLarge },
  tooManyPixels: {
    status: 413,
    code: 'image_dimensions_too_large',
    message: `Image dimensions too large (max: ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels)`,
  },
  tooComplex: { status: 422, code: 'image_too_complex', message: UPLOAD_MESSAGES.boxProcessFailed },
  quota: (usedBytes: number, quotaBytes: number) => ({
    status: 413,
    code: 'upload_quota_exceeded',
    message:
      `Upload storage full: you use ${mb(usedBytes)} of your ${mb(quotaBytes)}. ` +
      'Images that none of your designs, their saved versions or your sites use are removed after 24 hours.',
  }),
} as const;

/** One of UPLOAD_ERRORS as the ApiError a service throws. */
export const uploadRefusal = ({ status, code, message }: { status: number; code: string; message: string }) =>
  new ApiError(status, code, message);

/** 429 to a user sending more than UPLOAD_RATE_LIMIT_MAX uploads in the window; `waitMs` until it ends. */
export function tooManyUploadsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many uploads. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export function uploadUrl(hash: string, ext: string): string {
  return `${UPLOADS_URL_PATH}/${hash}.${ext}`;
}
