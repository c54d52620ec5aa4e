// The migration lock on databases several processes share (a SQLite file; MariaDB when MYSQL_URL is set), each
// holder on a Sequelize instance of its own (its own connections, as in another process): one holder at a time, a
// clear error after the timeout, released after a failure, and three concurrent migrateUp calls applying each
// migration once. (startTogether.test.ts starts three real server processes.)
import { QueryTypes, type Sequelize } from 'sequelize';
import { sharedDatabases } from '../cluster/testing';
import { createSequelize } from './connect';
import { migrations, migrateUp } from './migrate';
import { withMigrationLock } from './migrationLock';

jest.setTimeout(30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(sharedDatabases())('the migration lock on $label', (db) => {
  let url: string;
  const opened: Sequelize[] = [];
  /** A new Sequelize instance on the shared database: connections of its own. */
  const connect = () => {
    const sequelize = createSequelize(url);
    opened.push(sequelize);
    return sequelize;
  };

  beforeEach(async () => {
    url = await db.url();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((sequelize) => sequelize.close()));
  });
  afterAll(() => db.cleanup());

  it('has one holder at a time: the second waits until the first is done', async () => {
    const [first, second] = [connect(), connect()];
    const release = gate();
    const held = gate();
    const order: string[] = [];
    const one = withMigrationLock(first, async () => {
      order.push('first in');
      held.open();
      await release.opened;
      order.push('first out');
    });
    await held.opened;
    const two = withMigrationLock(second, async () => {
      order.push('second in');
    });
    await sleep(500);
    expect(order).toEqual(['first in']);
    release.open();
    await Promise.all([one, two]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });

  it('gives up after its timeout with a clear error, and the holder is unharmed', async () => {
    const [first, second] = [connect(), connect()];
    const release = gate();
    const held = gate();
    const one = withMigrationLock(first, async () => {
      held.open();
      await release.opened;
      return 'done';
    });
    await held.opened;
    const started = Date.now();
    await expect(withMigrationLock(second, async () => 'never', { timeoutMs: 1_000 })).rejects.toThrow(
      'Timed out after 1 s waiting for the migration lock: another instance is applying migrations',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    release.open();
    expect(await one).toBe('done');
    // Free again: the second takes it at once.
    expect(await withMigrationLock(second, async () => 'mine', { timeoutMs: 1_000 })).toBe('mine');
  });

  it('is released when the work fails, which on SQLite is rolled back', async () => {
    const [first, second] = [connect(), connect()];
    await expect(
      withMigrationLock(first, async () => {
        await first.query('CREATE TABLE half_done (id INTEGER)');
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    const tables = await withMigrationLock(second, () => second.getQueryInterface().showAllTables(), {
      timeoutMs: 1_000,
    });
    // MySQL commits DDL as it goes; SQLite runs the whole migration run in the locking transaction.
    expect(tables.includes('half_done')).toBe(second.getDialect() === 'mysql');
  });

  it('lets three concurrent migrateUp calls apply each migration once', async () => {
    const instances = [connect(), connect(), connect()];
    const applied = await Promise.all(instances.map((sequelize) => migrateUp(sequelize)));
    // One of them applied everything; the others found nothing left.
    expect(applied.flat()).toEqual(migrations.map((m) => m.name));
    expect(applied.filter((names) => names.length === 0)).toHaveLength(2);
    const rows = await instances[0]!.query<{ name: string }>('SELECT name FROM SequelizeMeta ORDER BY name', {
      type: QueryTypes.SELECT,
    });
    expect(rows.map((row) => row.name)).toEqual(migrations.map((m) => m.name));
  });
});
