// The edit screen's local draft of a published site for anonymous visitors (accounts-and-sites.md §4): one per
// slug, used only if under 24 hours old. The accounts remote's 'Reset Changes' (account-mfe/src/sidebar/
// siteDraft.ts) reads and clears the same key: keep the two in step.
import { LOCAL_DRAFT_EXPIRY_MS, siteDraftKey, toValidGridData, type GridData } from '@bento/core';

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

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The fresh draft for `slug`, or null; a stale or unreadable one is dropped. */
export function readSiteDraft(slug: string, now = Date.now()): GridData | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(siteDraftKey(slug));
    const draft = freshDraft(raw, now);
    if (raw !== null && !draft) store.removeItem(siteDraftKey(slug));
    return draft;
  } catch {
    return null;
  }
}

export function writeSiteDraft(slug: string, gridData: GridData, now = Date.now()): void {
  const draft: SiteDraft = { savedAt: now, gridData };
  try {
    storage()?.setItem(siteDraftKey(slug), JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the edit stays in the editor (and its own local copy).
  }
}
