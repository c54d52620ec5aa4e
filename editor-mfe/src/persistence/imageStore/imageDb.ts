// The image store itself: one IndexedDB database (@bento/core LOCAL_IMAGE_DB_NAME) through idb-keyval, a chunk of
// its own loaded when an image is first kept or read back (keptImages.ts). Key: the SHA-256 of the data URL;
// value: the data URL and when it was stored, indexed, so housekeeping finds old images without reading them.
import { LOCAL_IMAGE_DB_NAME } from '@bento/core';
import { delMany, getMany, promisifyRequest, set, type UseStore } from 'idb-keyval';

const STORE = 'images';
const BY_TIME = 'storedAt';

export interface StoredImage {
  dataUrl: string;
  storedAt: number;
}

/**
 * idb-keyval's store function, opening the database with the time index. The connection closes when another
 * page deletes the database ('Clear Storage & Restart'), so it never blocks that deletion.
 */
function openImageStore(): UseStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    if (opened) return opened;
    const request = indexedDB.open(LOCAL_IMAGE_DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE).createIndex(BY_TIME, BY_TIME);
    const connection = promisifyRequest(request);
    connection.then(
      (db) => {
        db.onversionchange = () => {
          db.close();
          opened = undefined;
        };
        db.onclose = () => (opened = undefined);
      },
      () => (opened = undefined),
    );
    opened = connection;
    return connection;
  };
  return (mode, callback) =>
    database().then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));
}

const images = openImageStore();

function isStoredImage(value: unknown): value is StoredImage {
  const image = value as Partial<StoredImage> | null | undefined;
  return (
    typeof image?.dataUrl === 'string' &&
    image.dataUrl.startsWith('data:') &&
    typeof image.storedAt === 'number'
  );
}

/** Stores (or stores again, with a new time) the image named `hash`. Resolves once the write is committed. */
export function putImage(hash: string, dataUrl: string, now = Date.now()): Promise<void> {
  return set(hash, { dataUrl, storedAt: now } satisfies StoredImage, images);
}

/** The data URLs of the images named, in order (null for an image the store does not have). */
export async function readImages(hashes: readonly string[]): Promise<(string | null)[]> {
  const found = await getMany<unknown>([...hashes], images);
  return found.map((value) => (isStoredImage(value) ? value.dataUrl : null));
}

/** The hashes of the images stored before `time`. */
export function imagesStoredBefore(time: number): Promise<string[]> {
  return images('readonly', (store) =>
    promisifyRequest(store.index(BY_TIME).getAllKeys(IDBKeyRange.upperBound(time, true))),
  ).then((keys) => keys.filter((key): key is string => typeof key === 'string'));
}

export function deleteImages(hashes: readonly string[]): Promise<void> {
  return hashes.length === 0 ? Promise.resolve() : delMany([...hashes], images);
}
