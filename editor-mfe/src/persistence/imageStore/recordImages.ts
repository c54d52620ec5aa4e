// One write's answers for the inline images too long for local storage (records.ts ImageReferrer), and what the
// status pill says about them: a record names an image whose put is done or under way; one still being hashed is
// left out for now (the write is made again once it can be named); one the store refused is left out and reported.
import { LOCAL_SAVE_FAILED_REASON, type LocalSaveStatus } from '../localSaveStatus';
import type { ImageReferrer } from '../records';
import type { SaveResult } from '../saveState';
import { imageReference } from './imageReference';
import { keepImage, keptGeneration, keptImage, type KeepFailure } from './keptImages';

export interface RecordImages extends ImageReferrer {
  /** Named in the records while their put is still under way. */
  readonly storing: ReadonlySet<string>;
  /** Left out: not hashed yet. */
  readonly waiting: ReadonlySet<string>;
  /** Left out: the image store refused them. */
  readonly failed: ReadonlyMap<string, KeepFailure>;
}

export function recordImages(): RecordImages {
  const storing = new Set<string>();
  const waiting = new Set<string>();
  const failed = new Map<string, KeepFailure>();
  let unsettled = 0;
  return {
    storing,
    waiting,
    failed,
    generation: keptGeneration(),
    get unsettled() {
      return unsettled;
    },
    referenceOf(dataUrl) {
      const image = keptImage(dataUrl);
      if (image?.state === 'stored') return imageReference(image.hash);
      unsettled += 1;
      if (!image) {
        // Not seen yet (it entered the document some other way): from now on it is.
        void keepImage(dataUrl);
        waiting.add(dataUrl);
        return null;
      }
      if (image.state === 'storing') {
        storing.add(dataUrl);
        return imageReference(image.hash);
      }
      if (image.state === 'hashing') waiting.add(dataUrl);
      else failed.set(dataUrl, image.failure);
      return null;
    },
  };
}

/** Whether the write is final for its images: none is still being kept. */
export function imagesSettled(images: RecordImages): boolean {
  return images.storing.size === 0 && images.waiting.size === 0;
}

/** Whether the write holds every image: all kept, none left out. */
export function imagesComplete(images: RecordImages): boolean {
  return imagesSettled(images) && images.failed.size === 0;
}

const NOT_KEPT = 'could not be kept on this device';

/** The pill's reason when images were left out because the store refused them, else null. */
export function imagesFailedReason(images: RecordImages): string | null {
  const failures = [...images.failed.values()];
  if (failures.length === 0) return null;
  const photos = failures.length === 1 ? 'this photo' : `these ${failures.length} photos`;
  return failures.includes('full')
    ? `${photos} ${NOT_KEPT}: its storage is full`
    : `${photos} ${NOT_KEPT}: this browser does not allow it here`;
}

/** What the status pill says after a write: a refused image is a failure, one still being kept is pending. */
export function localSaveStatusOf(result: SaveResult, images: RecordImages): LocalSaveStatus {
  if (result === 'failed') return { state: 'failed', reason: LOCAL_SAVE_FAILED_REASON };
  // The quota fallback keeps no image at all (editor-core §8), as before.
  if (result === 'slimmed') return { state: 'saved' };
  const refused = imagesFailedReason(images);
  if (refused) return { state: 'failed', reason: refused };
  return imagesSettled(images) ? { state: 'saved' } : { state: 'pending' };
}
