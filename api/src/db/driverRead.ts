// One short read run on the database driver's own connection, for the per-request checks where Sequelize's
// query layer costs more than the read itself (bench:api, issue 16: the session check of signed-in requests).
// Each statement is prepared once per connection, then only run: on SQLite, statements kept by
// db/sqliteStatements.ts (sequelize.query would also run each statement alone on the connection and capture a
// stack trace for every query); on MySQL/MariaDB, mysql2's execute(), a server-side prepared statement that
// mysql2 keeps per connection (no query object, hooks or result mapping). Same connection (pool) as every
// other query, so a committed write is seen at once.
import type { Sequelize } from 'sequelize';
import { allRows, type SqliteConnection } from './sqliteStatements';

/** What a placeholder (`?`) may stand for here. */
export type SqlValue = string | number;

type RowsCallback = (error: Error | null, rows: Record<string, unknown>[]) => void;

/** mysql2's Connection: the one method used here. */
interface MysqlConnection {
  execute(sql: string, params: SqlValue[], callback: RowsCallback): void;
}

// Sequelize retries a query that meets a SQLite write lock (its default `retry`: 5 more tries, 100 ms apart
// and growing by 1.1×); so does this, so a read that used to wait out a commit does not fail instead.
const SQLITE_BUSY = 'SQLITE_BUSY';
const BUSY_RETRIES = 5;
const BUSY_BACKOFF_MS = 100;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rowsFrom(run: (callback: RowsCallback) => void): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => run((error, rows) => (error ? reject(error) : resolve(rows))));
}

async function sqliteRows(sequelize: Sequelize, sql: string, params: SqlValue[]) {
  for (let attempt = 0; ; attempt += 1) {
    // The connection Sequelize runs its own non-transaction queries on (one per database, kept open).
    const connection = (await sequelize.connectionManager.getConnection({
      type: 'read',
    })) as unknown as SqliteConnection;
    try {
      return await allRows(connection, sql, params);
    } catch (error) {
      const busy = (error as { code?: unknown }).code === SQLITE_BUSY;
      if (!busy || attempt >= BUSY_RETRIES) throw error;
      await delay(BUSY_BACKOFF_MS * 1.1 ** attempt);
    }
  }
}

async function mysqlRows(sequelize: Sequelize, sql: string, params: SqlValue[]) {
  const connection = await sequelize.connectionManager.getConnection({ type: 'read' });
  try {
    // Values travel apart from the SQL (binary protocol): never part of the statement.
    return await rowsFrom((callback) =>
      (connection as unknown as MysqlConnection).execute(sql, params, callback),
    );
  } finally {
    sequelize.connectionManager.releaseConnection(connection);
  }
}

/**
 * The rows of one read-only statement with `?` placeholders, outside any transaction. Keep it to short reads
 * with plain column names (no model mapping: columns come back as stored).
 */
export function selectRows(
  sequelize: Sequelize,
  sql: string,
  params: SqlValue[],
): Promise<Record<string, unknown>[]> {
  return sequelize.getDialect() === 'sqlite'
    ? sqliteRows(sequelize, sql, params)
    : mysqlRows(sequelize, sql, params);
}

/**
 * A date as the dialect stores it, to the millisecond: text in SQLite ('2031-05-06 07:08:09.123 +00:00'), a
 * DATETIME(3) literal in MySQL ('2031-05-06 07:08:09.123'). Sequelize stores dates in UTC (createSequelize keeps
 * its timezone at +00:00; driverRead.test.ts compares with stored dates on both). Unlike sequelize.escape(), it
 * keeps the milliseconds on MySQL too (an expired session is refused to the millisecond), without moment.js.
 */
export function sqlDate(sequelize: Sequelize, date: Date): string {
  const iso = date.toISOString(); // 2031-05-06T07:08:09.123Z
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  return sequelize.getDialect() === 'sqlite' ? `${text} +00:00` : text;
}
