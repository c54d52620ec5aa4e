// The signed-in user's image uploads (POST /api/uploads, docs/api.md 'Uploads'): shared by the editor's drop
// pipeline and auto-save's rewrite of inline images.
import { getApiClient } from '../auth';

/** Where uploaded images are served: `/uploads/<sha256>.<ext>`. */
export const UPLOADS_PATH = '/uploads/';

/** The API's answer to an upload. */
export interface UploadedImage {
  /** `/uploads/<sha256>.<ext>`, same origin as the page. */
  url: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
}

/** Sends the image's bytes as they are; throws the API's ApiError (413 too large or over quota, 400 not an image). */
export function uploadImage(image: Blob): Promise<UploadedImage> {
  return getApiClient().post<UploadedImage>('/uploads', image);
}
