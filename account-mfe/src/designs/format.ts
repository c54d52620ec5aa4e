/** New designs are titled 'Design {local date}' (accounts-and-sites.md §3). */
export function newDesignTitle(now: Date = new Date()): string {
  return `Design ${now.toLocaleDateString()}`;
}

export function copyTitle(title: string): string {
  return `${title} (Copy)`;
}

export function displayTitle(title: string | null | undefined): string {
  return title?.trim() ? title : 'Untitled';
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Short month, day and time, e.g. 'Mar 5, 3:04 PM'. */
export function formatDesignDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
