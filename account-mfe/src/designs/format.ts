// The sidebar's date format. Design titles ('Design {local date}', '{title} (Copy)', 'Untitled') are in @bento/core.
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
