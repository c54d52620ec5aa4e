// Dates as the admin remote's tables show them (the project table and the admin panel).
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** e.g. 'Mar 5, 2026, 3:04 PM'; '' for a date that cannot be read. */
export function formatDateTime(iso: string): string {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? '' : dateFormat.format(value);
}
