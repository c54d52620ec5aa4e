// The edit screen's words (accounts-and-sites.md §2 'Edit-published-site screen', §3, §8).

export const LOADING_SITE_LABEL = 'Loading site into editor...';

/** The edit screen's own error, besides the viewer's four (§8). */
export const NO_GRID_DATA_MESSAGE = 'No grid data found for this site';

/** The viewer's note with the edit screen's wording. */
export const SITE_EDIT_NOTE = "The site you're trying to edit may have been removed or doesn't exist.";

/** A signed-in non-owner's personal copy of someone's published site (§3). */
export function copyTitle(siteTitle: string): string {
  return `Copy of ${siteTitle}`;
}
