// INSERT … adding to the counters of rows that exist: ON CONFLICT … DO UPDATE on SQLite, ON DUPLICATE KEY UPDATE on
// MySQL/MariaDB. One statement per chunk of rows, so a flush of thousands of beacons is a handful of statements.
import type { Sequelize, Transaction } from 'sequelize';

/** Well under SQLite's 32,766 bound variables for the widest table here. */
export const ROWS_PER_STATEMENT = 500;

export function chunks<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

export async function upsertCounts(
  sequelize: Sequelize,
  transaction: Transaction,
  table: string,
  { keys, counts }: { keys: readonly string[]; counts: readonly string[] },
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const columns = [...keys, ...counts];
  const update =
    sequelize.getDialect() === 'mysql'
      ? `ON DUPLICATE KEY UPDATE ${counts.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}`
      : `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${counts.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`;
  const row = `(${columns.map(() => '?').join(', ')})`;
  for (const part of chunks(rows)) {
    await sequelize.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${part.map(() => row).join(', ')} ${update}`,
      { replacements: part.flat(), transaction },
    );
  }
}

/** Counts of equal keys: the rows upsertCounts adds. */
export function tally(keys: Iterable<readonly unknown[]>): (readonly unknown[])[] {
  const counts = new Map<string, { key: readonly unknown[]; n: number }>();
  for (const key of keys) {
    const id = JSON.stringify(key);
    const entry = counts.get(id);
    if (entry) entry.n += 1;
    else counts.set(id, { key, n: 1 });
  }
  // In key order: two instances' flushes lock rows in the same order (no deadlock on MySQL).
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { key, n }]) => [...key, n]);
}
