// Values of raw SQL rows, read the same on both dialects: SQLite answers dates as text ('2031-05-06 07:08:09.123
// +00:00') and booleans and counts as numbers; MySQL/MariaDB answers Date objects, and counts as numbers or text.

export function rowDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A NOT NULL date column. */
export function rowDateRequired(value: unknown): Date {
  const date = rowDate(value);
  if (!date) throw new Error(`Not a stored date: ${String(value)}`);
  return date;
}

export function rowNumber(value: unknown): number {
  return Number(value ?? 0);
}

export function rowBoolean(value: unknown): boolean {
  return value === true || Number(value) === 1;
}

export function rowText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}
