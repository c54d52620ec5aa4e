// The current design id, kept locally (accounts-and-sites.md §3 'current design id (persisted)') with the user it
// belongs to, and whether changes were still unsaved, so a reload does not forget them. An account key: deleted
// on sign-out and when another account signs in (@bento/store localScope).
import { ACCOUNT_STORAGE_PREFIX } from '@bento/core';
import { browserStorage } from '@bento/store';

export const CURRENT_DESIGN_KEY = `${ACCOUNT_STORAGE_PREFIX}current-design`;

export interface PersistedDesign {
  userId: string;
  designId: string;
  unsaved: boolean;
  /** The revision the document on this device is based on: a reload still sends it as If-Match. */
  revision?: number;
}

export function readPersistedDesign(): PersistedDesign | null {
  try {
    const raw = browserStorage()?.getItem(CURRENT_DESIGN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PersistedDesign>;
    if (typeof value.userId !== 'string' || typeof value.designId !== 'string') return null;
    const revision = Number.isInteger(value.revision) ? value.revision : undefined;
    return { userId: value.userId, designId: value.designId, unsaved: value.unsaved === true, revision };
  } catch {
    return null;
  }
}

/** Writes the record, or removes it for null. Storage errors are ignored: the id is a convenience. */
export function writePersistedDesign(value: PersistedDesign | null): void {
  try {
    const target = browserStorage();
    if (!target) return;
    if (value) target.setItem(CURRENT_DESIGN_KEY, JSON.stringify(value));
    else target.removeItem(CURRENT_DESIGN_KEY);
  } catch {
    // Full or blocked storage: the design is still on the server and in the sidebar.
  }
}
