// One instance at a time applies migrations (issue 31): replicas started together, or a rolling update's new
// instances, would otherwise run the same migration at once ('Duplicate column name is_admin'). Whoever gets the lock
// applies what is pending; the others wait for it, then find nothing left and go straight on. The lock is named after
// the database, never after the migration list, so adding a migration changes nothing here.
import { createHash } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';

/** How long an instance waits for another's migrations before it gives up (and fails to start). */
export const MIGRATION_LOCK_TIMEOUT_MS = 10 * 60_000;

export interface MigrationLockOptions {
  timeoutMs?: number;
}

function timedOut(timeoutMs: number): Error {
  return new Error(
    `Timed out after ${Math.ceil(timeoutMs / 1000)} s waiting for the migration lock: another instance is applying migrations`,
  );
}

/**
 * Runs `work` (the migrations) holding the database's migration lock: GET_LOCK on MySQL/MariaDB, an immediate
 * transaction on a SQLite file. A SQLite database in memory belongs to one process: nothing to lock.
 */
export async function withMigrationLock<T>(
  sequelize: Sequelize,
  work: () => Promise<T>,
  { timeoutMs = MIGRATION_LOCK_TIMEOUT_MS }: MigrationLockOptions = {},
): Promise<T> {
  if (sequelize.getDialect() === 'mysql') return withNamedLock(sequelize, work, timeoutMs);
  // The main database's file: empty in memory.
  const [main] = await sequelize.query<{ file: string }>(
    "SELECT file FROM pragma_database_list WHERE name = 'main'",
    { type: QueryTypes.SELECT },
  );
  return main?.file ? withImmediateTransaction(sequelize, work, timeoutMs) : work();
}

/** GET_LOCK is server-wide: named after the database, so deployments on other databases never wait on each other. */
export function migrationLockName(sequelize: Sequelize): string {
  const database = sequelize.config.database;
  // At most 64 characters (MySQL's limit for lock names), whatever the database is called.
  return `bento-migrations-${createHash('sha256').update(database).digest('hex').slice(0, 40)}`;
}

// GET_LOCK belongs to one connection and Sequelize pools them: an unmanaged transaction is how Sequelize runs
// several statements on one connection, held here for the whole run. It reads no table, so it holds no metadata
// lock that the migrations' DDL (on the pool's other connections) would wait for.
async function withNamedLock<T>(sequelize: Sequelize, work: () => Promise<T>, timeoutMs: number): Promise<T> {
  const name = migrationLockName(sequelize);
  const holder = await sequelize.transaction();
  try {
    const [row] = await sequelize.query<{ got: number | string | null }>('SELECT GET_LOCK(?, ?) AS got', {
      replacements: [name, Math.ceil(timeoutMs / 1000)],
      type: QueryTypes.SELECT,
      transaction: holder,
    });
    // 1: ours; 0: timed out; NULL: an error (the server killed the wait).
    if (Number(row?.got) !== 1) throw timedOut(timeoutMs);
    try {
      return await work();
    } finally {
      await sequelize.query('SELECT RELEASE_LOCK(?)', {
        replacements: [name],
        type: QueryTypes.SELECT,
        transaction: holder,
      });
    }
  } finally {
    await holder.rollback();
  }
}

// SQLite: the lock is the database's own write lock, taken with BEGIN IMMEDIATE on the connection the migrations run
// on (Sequelize's 'default' one: statements without a transaction), so they run inside it, and they are committed or
// rolled back as one. Another process's BEGIN IMMEDIATE waits (busy_timeout) until the commit. The operating system
// drops the lock if its holder dies.
async function withImmediateTransaction<T>(
  sequelize: Sequelize,
  work: () => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const [setting] = await sequelize.query<{ timeout: number }>('PRAGMA busy_timeout', {
    type: QueryTypes.SELECT,
  });
  await sequelize.query(`PRAGMA busy_timeout = ${Math.ceil(timeoutMs)}`);
  try {
    try {
      // One attempt: busy_timeout is the wait (Sequelize would otherwise retry SQLITE_BUSY five more times).
      await sequelize.query('BEGIN IMMEDIATE', { retry: { max: 1 } });
    } catch (err) {
      if ((err as { parent?: { code?: string } }).parent?.code === 'SQLITE_BUSY') throw timedOut(timeoutMs);
      throw err;
    }
    try {
      const result = await work();
      await sequelize.query('COMMIT');
      return result;
    } catch (err) {
      await sequelize.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  } finally {
    await sequelize.query(`PRAGMA busy_timeout = ${Number(setting?.timeout ?? 0)}`);
  }
}
