// The image store beside the running local persistence (useLocalPersistence.ts): an inline image too long for
// local storage is put in the store as soon as it enters the document; references in restored work are read back
// and handed to `restore` (which puts them in place with the contract action localImagesRestored); a while after
// the start, images no record names any more are deleted (housekeeping.ts).
import { LOCAL_IMAGE_DB_NAME, type Box, type GridData, type GridSettings } from '@bento/core';
import { backgroundUrls, isOversizedDataUrl } from '../persistRules';
import { referencedHash } from './imageReference';
import { keepImage, keptHashes, loadImageStore, rememberStoredImages } from './keptImages';

/** How long after the start the unused images are looked for: well after the first screen. */
export const HOUSEKEEPING_DELAY_MS = 5000;

/** The editor's documents that may hold images: the current one, the history, a drag's snapshot. */
export interface EditorDocuments {
  current: GridData;
  past: readonly GridData[];
  future: readonly GridData[];
  dragSnapshot: GridData | null;
}

/** Reference → data URL, or null when it could not be read (then it goes, as §9 drops an image). */
export type RestoredImages = Record<string, string | null>;

export interface ImageKeeping {
  /** Looks at the documents after a change: new inline images are kept, new references read back. */
  check(): void;
  stop(): void;
}

interface MediaUrls {
  /** Every background media URL of the document. */
  all: string[];
  /** Those that are references to the image store. */
  references: string[];
}

// History entries never change: each is looked through once. The answer is kept by the document's boxes and grid
// settings, not the document: selecting a box makes a new document around the same two (a look through 2,000
// boxes per click otherwise).
const urlsByContent = new WeakMap<readonly Box[], WeakMap<GridSettings, MediaUrls>>();

function mediaUrlsOf(doc: GridData): MediaUrls {
  let bySettings = urlsByContent.get(doc.boxes);
  if (!bySettings) {
    bySettings = new WeakMap();
    urlsByContent.set(doc.boxes, bySettings);
  }
  let urls = bySettings.get(doc.gridSettings);
  if (!urls) {
    const all = backgroundUrls(doc);
    urls = { all, references: all.filter((url) => referencedHash(url) !== null) };
    bySettings.set(doc.gridSettings, urls);
  }
  return urls;
}

const referencesIn = (doc: GridData): string[] => mediaUrlsOf(doc).references;

function documentsOf(documents: EditorDocuments): GridData[] {
  const { current, past, future, dragSnapshot } = documents;
  return [current, ...past, ...future, ...(dragSnapshot ? [dragSnapshot] : [])];
}

/** The images the references name, from the store; what it cannot give (or a store that cannot be read) is null. */
async function readBack(references: readonly string[]): Promise<RestoredImages> {
  const hashes = references.map((reference) => referencedHash(reference)!);
  let found: (string | null)[] = [];
  try {
    found = await (await loadImageStore()).readImages(hashes);
  } catch {
    // No IndexedDB here (any more): nothing can be read back.
  }
  const images: RestoredImages = {};
  const kept: { dataUrl: string; hash: string }[] = [];
  references.forEach((reference, index) => {
    const dataUrl = found[index] ?? null;
    images[reference] = dataUrl;
    if (dataUrl !== null) kept.push({ dataUrl, hash: hashes[index]! });
  });
  rememberStoredImages(kept);
  return images;
}

/** Whether this browser may hold the image store (so a new visitor's editor never creates it to look inside). */
export async function mayHoldImages(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === LOCAL_IMAGE_DB_NAME);
}

export function startImageKeeping(
  documents: () => EditorDocuments,
  restore: (images: RestoredImages) => void,
  storage: Storage,
): ImageKeeping {
  let stopped = false;
  // The answer for the last boxes and grid settings looked through: a new one means either changed.
  let lastLooked: MediaUrls | null = null;
  const reading = new Set<string>();

  const check = () => {
    const state = documents();
    const urls = mediaUrlsOf(state.current);
    if (urls !== lastLooked) {
      lastLooked = urls;
      for (const url of urls.all) if (isOversizedDataUrl(url)) void keepImage(url);
    }
    const unread = new Set(
      documentsOf(state)
        .flatMap(referencesIn)
        .filter((ref) => !reading.has(ref)),
    );
    if (unread.size === 0) return;
    unread.forEach((reference) => reading.add(reference));
    void readBack([...unread]).then((images) => {
      unread.forEach((reference) => reading.delete(reference));
      if (!stopped) restore(images);
    });
  };

  const housekeeping = setTimeout(() => {
    void mayHoldImages()
      .then((may) => {
        if (!may || stopped) return;
        const inUse = keptHashes();
        for (const reference of documentsOf(documents()).flatMap(referencesIn))
          inUse.add(referencedHash(reference)!);
        return loadImageStore().then((code) => code.deleteUnusedImages(storage, inUse));
      })
      .catch(() => {
        // Housekeeping is tried again at the next start.
      });
  }, HOUSEKEEPING_DELAY_MS);

  return {
    check,
    stop() {
      stopped = true;
      clearTimeout(housekeeping);
    },
  };
}
