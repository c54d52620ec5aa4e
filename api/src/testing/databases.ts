// Real databases for tests: SQLite in memory always, plus MySQL/MariaDB when MYSQL_URL is set.
import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { createSequelize } from '../db/connect';
import { migrateUp } from '../db/migrate';
import { defineModels, type Models } from '../db/models';

export interface TestDatabase {
  label: 'sqlite' | 'mysql';
  /** A new, empty database (a fresh uniquely named one on MySQL). Call as often as a test needs. */
  open(): Promise<Sequelize>;
  /** Closes what open() returned and drops what it created; safe to call more than once. */
  cleanup(): Promise<void>;
}

async function closeQuietly(sequelize: Sequelize): Promise<void> {
  await sequelize.close().catch(() => undefined);
}

function sqliteDatabase(): TestDatabase {
  const opened: Sequelize[] = [];
  return {
    label: 'sqlite',
    open: async () => {
      const sequelize = createSequelize('sqlite::memory:');
      opened.push(sequelize);
      return sequelize;
    },
    cleanup: async () => {
      await Promise.all(opened.splice(0).map(closeQuietly));
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function mysqlDatabase(mysqlUrl: string): TestDatabase {
  const opened: Sequelize[] = [];
  const created: string[] = [];
  let root: Sequelize | undefined;
  // pid + time + random: parallel Jest workers and concurrent runs never share a database.
  const prefix = `bento_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

  return {
    label: 'mysql',
    open: async () => {
      root ??= createSequelize(withDatabase(mysqlUrl, ''));
      const name = `${prefix}_${created.length}`;
      await root.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      created.push(name);
      const sequelize = createSequelize(withDatabase(mysqlUrl, name));
      opened.push(sequelize);
      return sequelize;
    },
    cleanup: async () => {
      await Promise.all(opened.splice(0).map(closeQuietly));
      const adminConnection = root;
      root = undefined;
      if (!adminConnection) return;
      for (const name of created.splice(0))
        await adminConnection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await closeQuietly(adminConnection);
    },
  };
}

/** The databases every database test runs against, for describe.each(...)('… on $label', …). */
export function testDatabases(env: Record<string, string | undefined> = process.env): TestDatabase[] {
  const mysqlUrl = env.MYSQL_URL?.trim();
  return mysqlUrl ? [sqliteDatabase(), mysqlDatabase(mysqlUrl)] : [sqliteDatabase()];
}

/**
 * For a describe block: the database opened and migrated before its tests (with the models), dropped after them.
 * Read `sequelize` and `models` inside tests and hooks, once beforeAll has run.
 */
export function migratedDatabaseFor(db: TestDatabase): {
  readonly sequelize: Sequelize;
  readonly models: Models;
} {
  let opened: { sequelize: Sequelize; models: Models } | undefined;
  beforeAll(async () => {
    const sequelize = await db.open();
    await migrateUp(sequelize);
    opened = { sequelize, models: defineModels(sequelize) };
  });
  afterAll(() => db.cleanup());
  return {
    get sequelize() {
      return opened!.sequelize;
    },
    get models() {
      return opened!.models;
    },
  };
}
