// Writing the records, with the storage error rules of editor-core.md §8: a full storage clears every 'bento-'
// key and saves a slimmed version; any other storage error is ignored.
import {
  ANONYMOUS_DOCUMENT_KEYS,
  STORAGE_KEY_PREFIX,
  type DocumentStorageKeys,
  type GridData,
} from '@bento/core';
import {
  documentRecords,
  historyRecord,
  NO_IMAGE_STORE,
  slimmedDocumentRecords,
  type HistoryEntries,
  type ImageReferrer,
} from './records';

export interface PersistSnapshot extends HistoryEntries {
  current: GridData;
}

/** Which records changed since the last save (unchanged ones are not rewritten). */
export interface ChangedParts {
  document: boolean;
  history: boolean;
}

const ALL: ChangedParts = { document: true, history: true };

export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** Deletes every local key of the product (they all start 'bento-'). */
export function clearProductKeys(storage: Storage): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_KEY_PREFIX)) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

function trySet(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Best effort: the slimmed save has nothing left to fall back on.
  }
}

/** Where the records go, and the keys to write back after the quota rule cleared everything (the account owner). */
export interface SaveTarget {
  keys: DocumentStorageKeys;
  restoreAfterClear?: Record<string, string>;
}

const ANONYMOUS_TARGET: SaveTarget = { keys: ANONYMOUS_DOCUMENT_KEYS };

/** How a save went: 'saved', 'slimmed' (the storage was full: a slimmed version was kept) or 'failed'. */
export type SaveResult = 'saved' | 'slimmed' | 'failed';

function saveSlimmed(storage: Storage, snapshot: PersistSnapshot, target: SaveTarget): SaveResult {
  try {
    clearProductKeys(storage);
  } catch {
    return 'failed';
  }
  for (const [key, value] of Object.entries(target.restoreAfterClear ?? {})) trySet(storage, key, value);
  const { content, grid } = slimmedDocumentRecords(snapshot.current);
  const { keys } = target;
  trySet(storage, keys.content, content);
  trySet(storage, keys.grid, grid);
  trySet(storage, keys.history, historyRecord(snapshot, true));
  return storage.getItem(keys.content) === content ? 'slimmed' : 'failed';
}

/** Saves the changed records; `images` names the inline images too long for them (records.ts). Never throws. */
export function saveEditorState(
  storage: Storage,
  snapshot: PersistSnapshot,
  parts: ChangedParts = ALL,
  target: SaveTarget = ANONYMOUS_TARGET,
  images: ImageReferrer = NO_IMAGE_STORE,
): SaveResult {
  const { keys } = target;
  try {
    if (parts.document) {
      const { content, grid } = documentRecords(snapshot.current, images);
      storage.setItem(keys.content, content);
      storage.setItem(keys.grid, grid);
    }
    if (parts.history) storage.setItem(keys.history, historyRecord(snapshot, false, images));
    return 'saved';
  } catch (error) {
    return isQuotaExceeded(error) ? saveSlimmed(storage, snapshot, target) : 'failed';
  }
}
