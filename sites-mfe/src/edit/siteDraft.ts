// The edit screen's local draft of a published site (accounts-and-sites.md §4): one per slug, used only if under
// 24 hours old. Kept for whoever edits: an anonymous visitor's under 'bento-site-draft-<slug>', a signed-in
// user's under the account keys ('bento-account-site-draft-<slug>'), written only while those keys are that
// user's, so a sign-out forgets it and nobody else ever reads it.
import { LOCAL_DRAFT_EXPIRY_MS, siteDraftKey, toValidGridData, type GridData } from '@bento/core';
import { browserStorage, ownsAccountStorage } from '@bento/store';

/** Whose draft: a signed-in user's id, or null for the anonymous visitor. */
export type DraftOwner = string | null;

export interface SiteDraft {
  /** Epoch milliseconds. */
  savedAt: number;
  gridData: GridData;
}

function savedAtOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

/** The stored draft's document if it is readable and under 24 hours old at `now`; else null. Pure. */
export function freshDraft(raw: string | null, now: number): GridData | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { savedAt, gridData } = stored as { savedAt?: unknown; gridData?: unknown };
  const time = savedAtOf(savedAt);
  if (time === null || now - time >= LOCAL_DRAFT_EXPIRY_MS) return null;
  return toValidGridData(gridData);
}

/** The storage and key of `owner`'s draft, or null when it may not be touched (another account's keys). */
function draftSlot(slug: string, owner: DraftOwner): { storage: Storage; key: string } | null {
  const storage = browserStorage();
  if (!storage) return null;
  if (owner === null) return { storage, key: siteDraftKey(slug) };
  return ownsAccountStorage(owner, storage) ? { storage, key: siteDraftKey(slug, 'account') } : null;
}

/** The fresh draft for `slug`, or null; a stale or unreadable one is dropped. */
export function readSiteDraft(slug: string, owner: DraftOwner, now = Date.now()): GridData | null {
  const slot = draftSlot(slug, owner);
  if (!slot) return null;
  try {
    const raw = slot.storage.getItem(slot.key);
    const draft = freshDraft(raw, now);
    if (raw !== null && !draft) slot.storage.removeItem(slot.key);
    return draft;
  } catch {
    return null;
  }
}

export function writeSiteDraft(slug: string, gridData: GridData, owner: DraftOwner, now = Date.now()): void {
  const draft: SiteDraft = { savedAt: now, gridData };
  try {
    const slot = draftSlot(slug, owner);
    slot?.storage.setItem(slot.key, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the edit stays in the editor (and, signed in, in the design).
  }
}

export function clearSiteDraft(slug: string, owner: DraftOwner): void {
  try {
    const slot = draftSlot(slug, owner);
    slot?.storage.removeItem(slot.key);
  } catch {
    // Storage unavailable: there is no draft to clear.
  }
}
