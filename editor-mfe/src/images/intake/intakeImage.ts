// One image file on its way into the document (editor-core.md §4 'Image drop on a box', §5 upload rules):
// checked, compressed when it is a JPEG, PNG or WebP, then uploaded (signed in and online) or kept inline as a
// data URL, with the counters and notices of §3/§4.
import { UPLOAD_MESSAGES, validateImageUpload } from '@bento/core';
import { isApiError, uploadImage } from '@bento/store';
import { readAsDataUrl } from '../../files/droppedMedia';
import { keepImage } from '../../persistence/imageStore/keptImages';
import { isOversizedDataUrl } from '../../persistence/persistRules';
import type { ImageTarget, IntakeProgress, IntakeResult } from '../intakeTypes';
import { compressImage, isCompressible } from './compressImage';
import { showImageNotice } from './imageNotices';
import { countInlineImage, countUploadedImage, markShown } from './uploadCounter';

export interface IntakeContext {
  /** Signed in and online: the image is uploaded (an /uploads/ URL), else kept inline. */
  canUpload: boolean;
  signedIn: boolean;
  /** The editor page ('/'): a failed compression falls back to the uncompressed file (§5). */
  onEditorPage: boolean;
}

const SVG = 'image/svg+xml';

const readFailed = (target: ImageTarget) =>
  target === 'box' ? UPLOAD_MESSAGES.boxReadFailed : UPLOAD_MESSAGES.containerReadFailed;

const CANCELLED = { cancelled: true } as const;

async function compressed(
  file: File,
  target: ImageTarget,
  context: IntakeContext,
  onProgress: (progress: IntakeProgress) => void,
  signal: AbortSignal | undefined,
): Promise<Blob | { error: string } | typeof CANCELLED> {
  if (!isCompressible(file.type)) return file;
  onProgress({ phase: 'compressing', percent: 0 });
  try {
    return await compressImage(
      file,
      (percent) => onProgress({ phase: 'compressing', percent: Math.round(percent) }),
      signal,
    );
  } catch {
    if (signal?.aborted) return CANCELLED;
    if (context.onEditorPage) return file;
    return {
      error: target === 'box' ? UPLOAD_MESSAGES.boxCompressFailed : UPLOAD_MESSAGES.containerReadFailed,
    };
  }
}

/** The /uploads/ URL, or null when the upload should fall back to inline data (offline, network failure). */
async function uploaded(image: Blob): Promise<{ url: string } | { error: string } | null> {
  try {
    const { url } = await uploadImage(image);
    countUploadedImage();
    return { url };
  } catch (error) {
    // The server refused it (quota, not an image…): say why. Anything else: keep it inline, auto-save retries.
    if (isApiError(error) && error.status >= 400 && error.status < 500) return { error: error.message };
    return null;
  }
}

async function inline(image: Blob, target: ImageTarget, context: IntakeContext): Promise<IntakeResult> {
  let url: string;
  try {
    url = await readAsDataUrl(image);
  } catch {
    return { error: readFailed(target) };
  }
  // Too long for local storage: it goes to the image store now, so that once it is in the document its record can
  // name it, even at a pagehide right after (persistence/imageStore).
  if (isOversizedDataUrl(url)) await keepImage(url);
  const { storageWarningDue, firstInline } = countInlineImage();
  if (storageWarningDue) showImageNotice('storage');
  if (!context.signedIn && firstInline) {
    markShown('hasShownUploadNotification');
    showImageNotice('uploadLimitation');
  }
  return { url };
}

export async function intakeImage(
  file: File,
  target: ImageTarget,
  context: IntakeContext,
  onProgress: (progress: IntakeProgress) => void = () => {},
  signal?: AbortSignal,
): Promise<IntakeResult> {
  const refused = validateImageUpload(file, target);
  if (refused) return { error: refused };
  try {
    const image = await compressed(file, target, context, onProgress, signal);
    if ('error' in image || 'cancelled' in image) return image;
    if (signal?.aborted) return CANCELLED;
    if (!isCompressible(file.type)) onProgress({ phase: 'processing' });
    // SVG is never uploaded (the server refuses it: it can carry script); shown as a CSS background it cannot run.
    if (context.canUpload && file.type !== SVG) {
      onProgress({ phase: 'processing' });
      const result = await uploaded(image);
      if (result) return result;
    }
    return await inline(image, target, context);
  } catch {
    return { error: target === 'box' ? UPLOAD_MESSAGES.boxProcessFailed : readFailed(target) };
  }
}
