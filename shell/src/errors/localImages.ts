// The editor's image store (IndexedDB, @bento/core LOCAL_IMAGE_DB_NAME, issue 28) goes with the 'bento-' keys
// when local data is cleared ('Clear Storage & Restart', the full local reset of accounts-and-sites.md §4).
import { LOCAL_IMAGE_DB_NAME } from '@bento/core';

/** Longest wait for the deletion before the page goes on anyway (a blocked or slow browser). */
export const LOCAL_IMAGES_DELETE_TIMEOUT_MS = 2000;

/** Deletes the image store. Resolves when done, refused, or after the timeout; never rejects. */
export function deleteLocalImages(timeoutMs = LOCAL_IMAGES_DELETE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const request = indexedDB.deleteDatabase(LOCAL_IMAGE_DB_NAME);
      request.onsuccess = done;
      request.onerror = done;
    } catch {
      done(); // No IndexedDB here: nothing was kept in it.
    }
  });
}
