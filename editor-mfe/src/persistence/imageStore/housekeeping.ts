// Deleting the images no stored record names any more (an image replaced, a history entry fallen off, a design
// adopted by an account, an account forgotten at sign-out). An image stored less than an hour ago is spared:
// another tab may have put it and not yet written the record that names it. Part of the image store's chunk.
import { STORAGE_KEY_PREFIX } from '@bento/core';
import { deleteImages, imagesStoredBefore } from './imageDb';
import { hashesIn } from './imageReference';

export const IMAGE_GRACE_MS = 60 * 60 * 1000;

/** Every image named by the product's local records: all 'bento-' keys (anonymous, account, history, drafts). */
export function hashesInStorage(storage: Storage): Set<string> {
  const hashes = new Set<string>();
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(STORAGE_KEY_PREFIX)) continue;
    for (const hash of hashesIn(storage.getItem(key) ?? '')) hashes.add(hash);
  }
  return hashes;
}

/**
 * Deletes the images stored before the grace period that neither a record nor `inUse` (this page's) names;
 * answers their hashes. The records are read after the store, so one written meanwhile still counts.
 */
export async function deleteUnusedImages(
  storage: Storage,
  inUse: ReadonlySet<string>,
  now = Date.now(),
): Promise<string[]> {
  const old = await imagesStoredBefore(now - IMAGE_GRACE_MS);
  if (old.length === 0) return [];
  const named = hashesInStorage(storage);
  const unused = old.filter((hash) => !named.has(hash) && !inUse.has(hash));
  await deleteImages(unused);
  return unused;
}
