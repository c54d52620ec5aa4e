// Prepared statements kept on a SQLite connection, for the short reads of db/driverRead.ts. sqlite3's
// Database#all prepares, runs and finalizes a new statement for every call (two thread-pool round trips, a
// parse of the SQL, a finalize on the main thread); a kept statement is prepared once, then only run.
import type { SqlValue } from './driverRead';

type RowsCallback = (error: Error | null, rows: Record<string, unknown>[]) => void;

/** sqlite3's Statement: the methods used here. */
interface SqliteStatement {
  all(params: SqlValue[], callback: RowsCallback): void;
  finalize(): void;
}

/** sqlite3's Database: the methods used here. */
export interface SqliteConnection {
  prepare(sql: string, callback: (error: Error | null) => void): SqliteStatement;
  close(callback?: (error: Error | null) => void): void;
}

/**
 * Statements kept per SQL text. A statement runs one call at a time (sqlite3 queues the others until its
 * thread-pool round trip is over), so a few are kept and taken in turn: concurrent reads do not wait on one
 * another's round trips (the database still steps one statement at a time on its connection).
 */
export const STATEMENTS_PER_SQL = 4;

interface KeptStatements {
  statements: SqliteStatement[];
  next: number;
  /** Fails each call in progress: sqlite3 silently drops the calls queued on a statement that fails to prepare. */
  inProgress: Set<(error: Error) => void>;
}

const keptByConnection = new WeakMap<SqliteConnection, Map<string, KeptStatements>>();

/**
 * The statements kept on a connection. sqlite3 refuses to close a connection while a statement is open
 * (SQLITE_BUSY), so the connection's close() first finalizes them (each after its current call, if any).
 */
function keptOn(connection: SqliteConnection): Map<string, KeptStatements> {
  const existing = keptByConnection.get(connection);
  if (existing) return existing;
  const kept = new Map<string, KeptStatements>();
  keptByConnection.set(connection, kept);
  const close = connection.close.bind(connection);
  connection.close = (callback) => {
    for (const { statements } of kept.values()) for (const statement of statements) statement.finalize();
    kept.clear();
    close(callback);
  };
  return kept;
}

/** Prepares `sql`'s statements; should preparing fail, they are dropped (the next call prepares anew). */
function prepareKept(connection: SqliteConnection, kept: Map<string, KeptStatements>, sql: string) {
  const group: KeptStatements = { statements: [], next: 0, inProgress: new Set() };
  // Called once each statement is prepared: with null (sqlite3 passes the callback on to a bind of no
  // values), or with the error, the statement then being finalized by sqlite3 already.
  const prepared = (error: Error | null) => {
    if (!error) return;
    if (kept.get(sql) === group) {
      kept.delete(sql);
      for (const statement of group.statements) statement.finalize();
    }
    for (const fail of group.inProgress) fail(error);
    group.inProgress.clear();
  };
  for (let index = 0; index < STATEMENTS_PER_SQL; index += 1) {
    group.statements.push(connection.prepare(sql, prepared));
  }
  kept.set(sql, group);
  return group;
}

/** The rows of `sql` with `params`, on one of the connection's statements for `sql` (prepared on first use). */
export function allRows(
  connection: SqliteConnection,
  sql: string,
  params: SqlValue[],
): Promise<Record<string, unknown>[]> {
  const kept = keptOn(connection);
  const group = kept.get(sql) ?? prepareKept(connection, kept, sql);
  const statement = group.statements[group.next]!;
  group.next = (group.next + 1) % STATEMENTS_PER_SQL;
  return new Promise((resolve, reject) => {
    group.inProgress.add(reject);
    statement.all(params, (error, rows) => {
      group.inProgress.delete(reject);
      if (error) reject(error);
      else resolve(rows);
    });
  });
}
