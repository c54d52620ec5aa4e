// Design titles (accounts-and-sites.md §2, §3), shared by the designs sidebar, auto-save and the project table.

export const UNTITLED_DESIGN = 'Untitled design';

/**
 * A new design's title: 'Untitled design', else 'Untitled design 2', 3… (the first not taken by `existing`). Issue
 * 29 goes beyond the spec's 'Design {local date}', which gave ten designs made on one day the same name.
 */
export function newDesignTitle(existing: readonly string[] = []): string {
  const taken = new Set(existing.map((title) => title.trim().toLowerCase()));
  if (!taken.has(UNTITLED_DESIGN.toLowerCase())) return UNTITLED_DESIGN;
  let n = 2;
  while (taken.has(`${UNTITLED_DESIGN} ${n}`.toLowerCase())) n += 1;
  return `${UNTITLED_DESIGN} ${n}`;
}

/** Duplicates are titled '{title} (Copy)'. */
export function copyTitle(title: string): string {
  return `${title} (Copy)`;
}

/** Untitled designs display 'Untitled'. */
export function displayTitle(title: string | null | undefined): string {
  return title?.trim() ? title : 'Untitled';
}
