// What a signed-in account keeps on this device lives under one key prefix ('bento-account-') with one owner key,
// so that one rule keeps accounts apart on a shared browser (issue 15): an account's keys are only ever read by
// that account, another account signing in starts by deleting them, and signing out deletes them.
import {
  ACCOUNT_OWNER_KEY,
  ACCOUNT_STORAGE_PREFIX,
  ANONYMOUS_DOCUMENT_KEYS,
  type DocumentStorageKeys,
} from '@bento/core';

/** The page's local storage, or null when the browser refuses it (privacy settings) or there is no window. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function keysWithPrefix(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** The user the account keys belong to, or null when there are none. */
export function accountStorageOwner(storage: Storage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(ACCOUNT_OWNER_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Whether account keys may be written for `userId` now (they are claimed by that user). */
export function ownsAccountStorage(userId: string, storage: Storage | null = browserStorage()): boolean {
  return accountStorageOwner(storage) === userId;
}

/** Deletes every account key. Never throws. */
export function forgetAccountStorage(storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  try {
    for (const key of keysWithPrefix(storage, ACCOUNT_STORAGE_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing readable to forget.
  }
}

/**
 * Makes the account keys `userId`'s: another user's are deleted first. Called before anything reads them for a
 * newly signed-in user. Never throws.
 */
export function claimAccountStorage(userId: string, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  if (accountStorageOwner(storage) !== userId) forgetAccountStorage(storage);
  try {
    storage.setItem(ACCOUNT_OWNER_KEY, userId);
  } catch {
    // Storage full or refused: nothing of the account will be kept on this device.
  }
}

/** Deletes the anonymous visitor's document (it became a design of the account that signed in). */
export function clearAnonymousWork(
  storage: Storage | null = browserStorage(),
  keys: DocumentStorageKeys = ANONYMOUS_DOCUMENT_KEYS,
): void {
  if (!storage) return;
  try {
    for (const key of Object.values(keys)) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
