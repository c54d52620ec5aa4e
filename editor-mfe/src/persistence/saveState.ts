// Writing the records, with the storage error rules of editor-core.md §8: a full storage clears every 'bento-'
// key and saves a slimmed version; any other storage error is ignored.
import {
  CONTENT_STORAGE_KEY,
  GRID_STORAGE_KEY,
  HISTORY_STORAGE_KEY,
  STORAGE_KEY_PREFIX,
  type GridData,
} from '@bento/core';
import { documentRecords, historyRecord, slimmedDocumentRecords, type HistoryEntries } from './records';

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

function saveSlimmed(storage: Storage, snapshot: PersistSnapshot): void {
  try {
    clearProductKeys(storage);
  } catch {
    return;
  }
  const { content, grid } = slimmedDocumentRecords(snapshot.current);
  trySet(storage, CONTENT_STORAGE_KEY, content);
  trySet(storage, GRID_STORAGE_KEY, grid);
  trySet(storage, HISTORY_STORAGE_KEY, historyRecord(snapshot, true));
}

/** Saves the changed records. Never throws. */
export function saveEditorState(
  storage: Storage,
  snapshot: PersistSnapshot,
  parts: ChangedParts = ALL,
): void {
  try {
    if (parts.document) {
      const { content, grid } = documentRecords(snapshot.current);
      storage.setItem(CONTENT_STORAGE_KEY, content);
      storage.setItem(GRID_STORAGE_KEY, grid);
    }
    if (parts.history) storage.setItem(HISTORY_STORAGE_KEY, historyRecord(snapshot));
  } catch (error) {
    if (isQuotaExceeded(error)) saveSlimmed(storage, snapshot);
  }
}
