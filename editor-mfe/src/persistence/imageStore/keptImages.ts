// Which inline images this page has put (or is putting) in the image store, by data URL. Local-storage writes are
// synchronous and the store is not: a record may name an image once its hash is known and its put is under way or
// done (recordImages.ts); anything else is left out of the record and reported.
import { loadOnce } from '../../loadOnce';
import { isQuotaExceeded } from '../saveState';
import { sha256Hex } from './imageReference';

/** Why an image could not be kept: the browser's storage is full, or it refuses (private mode, no IndexedDB). */
export type KeepFailure = 'full' | 'unavailable';

export type KeptImage =
  | { state: 'hashing'; hashed: Promise<void> }
  | { state: 'storing'; hash: string }
  | { state: 'stored'; hash: string }
  | { state: 'failed'; hash: string | null; failure: KeepFailure };

/** The image store's code (idb-keyval, the database, housekeeping), a chunk loaded on first use. */
export const loadImageStore = loadOnce(() => import('./imageStoreCode'));

const kept = new Map<string, KeptImage>();
const listeners = new Set<() => void>();
// Bumped on every change of an answer, so records cached with an older one are made again (records.ts).
let generation = 0;

function update(dataUrl: string, image: KeptImage, notify = true): void {
  kept.set(dataUrl, image);
  generation += 1;
  if (notify) listeners.forEach((listener) => listener());
}

const keepFailureOf = (error: unknown): KeepFailure => (isQuotaExceeded(error) ? 'full' : 'unavailable');

async function store(dataUrl: string, hash: string): Promise<void> {
  update(dataUrl, { state: 'storing', hash });
  try {
    const db = await loadImageStore();
    await db.putImage(hash, dataUrl);
    update(dataUrl, { state: 'stored', hash });
  } catch (error) {
    update(dataUrl, { state: 'failed', hash, failure: keepFailureOf(error) });
  }
}

/**
 * Starts keeping `dataUrl` in the image store (hash, then put) unless that is done or under way; resolves once its
 * hash is known (or could not be), when a record may name it. Never rejects.
 */
export function keepImage(dataUrl: string): Promise<void> {
  const image = kept.get(dataUrl);
  if (image?.state === 'hashing') return image.hashed;
  if (image) return Promise.resolve();
  const hashed = sha256Hex(dataUrl).then(
    (hash) => {
      void store(dataUrl, hash);
    },
    (error: unknown) => update(dataUrl, { state: 'failed', hash: null, failure: keepFailureOf(error) }),
  );
  update(dataUrl, { state: 'hashing', hashed });
  return hashed;
}

/** Tries again every image that could not be kept (the status pill's Retry). */
export function retryFailedImages(): void {
  for (const [dataUrl, image] of kept) {
    if (image.state !== 'failed') continue;
    if (image.hash === null) {
      kept.delete(dataUrl);
      void keepImage(dataUrl);
    } else {
      void store(dataUrl, image.hash);
    }
  }
}

/** Images read back from the store (restore): they are kept already. */
export function rememberStoredImages(images: ReadonlyArray<{ dataUrl: string; hash: string }>): void {
  for (const { dataUrl, hash } of images) update(dataUrl, { state: 'stored', hash }, false);
  if (images.length > 0) listeners.forEach((listener) => listener());
}

export function keptImage(dataUrl: string): KeptImage | undefined {
  return kept.get(dataUrl);
}

export function keptGeneration(): number {
  return generation;
}

/** The hashes of every image this page kept or is keeping: housekeeping never deletes them. */
export function keptHashes(): Set<string> {
  const hashes = new Set<string>();
  for (const image of kept.values()) if ('hash' in image && image.hash !== null) hashes.add(image.hash);
  return hashes;
}

/** Called after any image's state changed; returns the unsubscribe function. */
export function onKeptImagesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
