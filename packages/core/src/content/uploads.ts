// Checks of images uploaded to a box or through the container drop zone (editor-core.md §5). Messages are the
// spec's, word for word.

import {
  BOX_IMAGE_MAX_BYTES,
  BOX_IMAGE_TYPES,
  CONTAINER_IMAGE_MAX_BYTES,
  CONTAINER_IMAGE_TYPES,
} from '../document/constants';

export const UPLOAD_MESSAGES = {
  boxTooLarge: 'Image too large (max: 5MB)',
  boxInvalidFormat: 'Invalid image format',
  boxNotAnImage: 'Only image files are supported',
  boxProcessFailed: 'Failed to process image',
  boxCompressFailed: 'Failed to compress image. Please try again.',
  boxReadFailed: 'Failed to read image file',
  containerTooLarge: 'Image too large (max: 2.0MB)',
  containerInvalidType: 'Invalid file type. Allowed types are: jpeg, png, gif, webp',
  containerReadFailed: 'Failed to read file. Please try again.',
  uploadLimitation: 'You can only publish sites using image URLs for now. Uploads coming soon!',
} as const;

export type UploadTarget = 'box' | 'container';

/** The error message for a file dropped on a box or on the container drop zone, or null when it is accepted. */
export function validateImageUpload(
  file: { type: string; size: number },
  target: UploadTarget,
): string | null {
  const type = file.type.toLowerCase();
  if (target === 'box') {
    if (!type.startsWith('image/')) return UPLOAD_MESSAGES.boxNotAnImage;
    if (!(BOX_IMAGE_TYPES as readonly string[]).includes(type)) return UPLOAD_MESSAGES.boxInvalidFormat;
    if (file.size > BOX_IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.boxTooLarge;
    return null;
  }
  if (!(CONTAINER_IMAGE_TYPES as readonly string[]).includes(type))
    return UPLOAD_MESSAGES.containerInvalidType;
  if (file.size > CONTAINER_IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.containerTooLarge;
  return null;
}
