// The edit screen's local draft of a published site (accounts-and-sites.md §4: kept per slug, used if under
// 24 hours old). 'Reset Changes' drops it so the site's saved content loads again.
import { siteDraftKey } from '@bento/core';

export function hasSiteDraft(slug: string): boolean {
  try {
    return window.localStorage.getItem(siteDraftKey(slug)) !== null;
  } catch {
    return false;
  }
}

export function clearSiteDraft(slug: string): void {
  try {
    window.localStorage.removeItem(siteDraftKey(slug));
  } catch {
    // Storage unavailable: there is no draft to clear.
  }
}
