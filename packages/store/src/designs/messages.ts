// The designs' texts, word for word from accounts-and-sites.md §8, shared by the designs sidebar and the project
// table, and how long their notices stay (§9).
import { HTTP_ERROR_CODE, INVALID_RESPONSE_CODE, NETWORK_ERROR_MESSAGE, isApiError } from '../api';

/** The design-limit notice shows this long. */
export const DESIGN_LIMIT_NOTICE_MS = 5000;
/** Toasts show this long. */
export const TOAST_MS = 4000;

export const DESIGN_LIMIT_MESSAGE =
  'Design Limit Reached: You have reached the maximum limit of 10 designs. Delete some designs to create new ones.';
export const UNPUBLISH_CONFIRM =
  'Are you sure you want to unpublish this site? It will no longer be publicly accessible.';

/** Deleting a design leaves its sites online without a design (orphaned): say so before. */
function orphanNote(designCount: number, withSites: number): string {
  if (withSites === 0) return '';
  if (designCount === 1)
    return 'Its published site stays online, as an orphaned site, until you sync and unpublish it.';
  if (withSites === 1)
    return 'The site published from one of them stays online, as an orphaned site, until you sync and unpublish it.';
  return `The sites published from ${withSites} of them stay online, as orphaned sites, until you sync and unpublish them.`;
}

/**
 * The question before deleting designs (the sidebar and the project table): it cannot be undone (the design's
 * version history goes with it), and a design's published site stays online, orphaned.
 */
export function deleteConfirmMessage(titles: string[], withSites: number): string {
  return [
    titles.length === 1
      ? `Are you sure you want to delete “${titles[0]}”? This cannot be undone.`
      : `Are you sure you want to delete these ${titles.length} designs? This cannot be undone.`,
    orphanNote(titles.length, withSites),
  ]
    .filter(Boolean)
    .join(' ');
}

export const FAILED = {
  publish: 'Failed to publish design. Please try again.',
  unpublish: 'Failed to unpublish site. Please try again.',
  updateSite: 'Failed to update site. Please try again.',
  republish: 'Failed to republish site. Please try again.',
  duplicate: 'Failed to duplicate design. Please try again.',
  sync: 'Failed to sync published sites. Please try again.',
  rename: 'Failed to update design title. Please try again.',
  // Not in the spec's catalogue: worded like its siblings.
  remove: 'Failed to delete design. Please try again.',
  saveBeforeRepublish: 'Failed to save changes before republishing. Please try again.',
} as const;

export const TOASTS = {
  // The spec's wording, in the singular for 1 (issue 29).
  synced: (count: number) => `Successfully synced ${count} published ${count === 1 ? 'site' : 'sites'}!`,
  nothingToSync: 'No orphaned sites found to sync.',
  republished: 'Site republished successfully!',
  renamed: 'Design title updated successfully!',
  duplicated: 'Design duplicated successfully!',
  alreadyPublished: 'This design is already published',
} as const;

export const EMPTY_STATES = {
  noDesigns: { title: 'No designs yet', text: 'Create your first design to get started' },
  noMatches: { title: 'No matching designs', text: 'Try adjusting your search' },
  signedOut: { title: 'Sign in to continue', text: 'Save and manage your designs' },
} as const;

/** The server's message, the network wording for status 0, else the action's default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error.code === HTTP_ERROR_CODE || error.code === INVALID_RESPONSE_CODE) return fallback;
  return error.message || fallback;
}

/** Sidebar errors appear in browser alerts (§8). */
export function alertError(error: unknown, fallback: string): void {
  window.alert(errorMessage(error, fallback));
}
