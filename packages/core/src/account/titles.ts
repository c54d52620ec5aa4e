// Design titles (accounts-and-sites.md §2, §3), shared by the designs sidebar, auto-save and the project table.

/** New designs are titled 'Design {local date}'. */
export function newDesignTitle(now: Date = new Date()): string {
  return `Design ${now.toLocaleDateString()}`;
}

/** Duplicates are titled '{title} (Copy)'. */
export function copyTitle(title: string): string {
  return `${title} (Copy)`;
}

/** Untitled designs display 'Untitled'. */
export function displayTitle(title: string | null | undefined): string {
  return title?.trim() ? title : 'Untitled';
}
