import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { testDatabases } from '../testing/databases';
import { migrateDown, migrateUp, migrations } from './migrate';

interface IndexInfo {
  name: string;
  unique: boolean;
  fields: Array<{ attribute: string }>;
}

async function tableNames(sequelize: Sequelize): Promise<string[]> {
  const tables = (await sequelize.getQueryInterface().showAllTables()) as unknown[];
  return tables.map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName)).sort();
}

async function indexes(sequelize: Sequelize, table: string): Promise<IndexInfo[]> {
  return (await sequelize.getQueryInterface().showIndex(table)) as IndexInfo[];
}

function findIndex(list: IndexInfo[], name: string): { unique: boolean; columns: string[] } | undefined {
  const index = list.find((i) => i.name === name);
  return index && { unique: Boolean(index.unique), columns: index.fields.map((f) => f.attribute) };
}

async function insert(sequelize: Sequelize, table: string, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row);
  await sequelize.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `:${c}`).join(', ')})`,
    {
      replacements: row,
    },
  );
}

async function count(sequelize: Sequelize, sql: string, replacements: Record<string, unknown> = {}) {
  const [row] = await sequelize.query<{ n: number | string }>(sql, { type: QueryTypes.SELECT, replacements });
  return Number(row?.n);
}

const now = () => new Date();

describe.each(testDatabases())('migrations on $label', (db) => {
  let sequelize: Sequelize;

  beforeAll(async () => {
    sequelize = await db.open();
  });
  afterAll(() => db.cleanup());

  it('creates users, designs and published_sites with their indexes', async () => {
    expect(await migrateUp(sequelize)).toEqual(migrations.map((m) => m.name));
    const tables = await tableNames(sequelize);
    expect(tables).toEqual(expect.arrayContaining(['users', 'designs', 'published_sites']));

    const users = await indexes(sequelize, 'users');
    expect(findIndex(users, 'users_email_unique')).toEqual({ unique: true, columns: ['email'] });
    expect(findIndex(users, 'users_clerk_user_id_unique')).toEqual({
      unique: true,
      columns: ['clerk_user_id'],
    });

    const designs = await indexes(sequelize, 'designs');
    expect(findIndex(designs, 'designs_user_id_updated_at')).toEqual({
      unique: false,
      columns: ['user_id', 'updated_at'],
    });

    const sites = await indexes(sequelize, 'published_sites');
    expect(findIndex(sites, 'published_sites_slug_unique')).toEqual({ unique: true, columns: ['slug'] });
    expect(findIndex(sites, 'published_sites_user_id')).toEqual({ unique: false, columns: ['user_id'] });
  });

  it('describes the columns the spec needs', async () => {
    const qi = sequelize.getQueryInterface();
    const users = await qi.describeTable('users');
    expect(Object.keys(users).sort()).toEqual(
      [
        'avatar_url',
        'clerk_user_id',
        'created_at',
        'disabled_at',
        'email',
        'email_verified_at',
        'full_name',
        'id',
        'is_admin',
        'last_active_at',
        'password_hash',
        'updated_at',
      ].sort(),
    );
    expect(users.password_hash?.allowNull).toBe(true);
    expect(users.email?.allowNull).toBe(false);

    const sites = await qi.describeTable('published_sites');
    expect(sites.design_id?.allowNull).toBe(true);
    expect(sites.site_description?.allowNull).toBe(true);
    if (sequelize.getDialect() === 'mysql') {
      expect(sites.grid_data?.type).toBe('LONGTEXT');
      expect((await qi.describeTable('designs')).grid_data?.type).toBe('LONGTEXT');
    }
  });

  it('is a no-op when run again', async () => {
    expect(await migrateUp(sequelize)).toEqual([]);
    expect(await migrateUp(sequelize)).toEqual([]);
  });

  it('enforces unique slugs and emails, cascades user deletes and nulls design_id on design delete', async () => {
    const userId = randomUUID();
    const designId = randomUUID();
    const siteId = randomUUID();
    await insert(sequelize, 'users', {
      id: userId,
      email: 'a@example.org',
      created_at: now(),
      updated_at: now(),
    });
    await expect(
      insert(sequelize, 'users', {
        id: randomUUID(),
        email: 'a@example.org',
        created_at: now(),
        updated_at: now(),
      }),
    ).rejects.toThrow();

    // 1 MB of grid data: more than MySQL's plain TEXT (64 KB) holds.
    const bigGrid = JSON.stringify({ boxes: [], note: 'x'.repeat(1024 * 1024) });
    await insert(sequelize, 'designs', {
      id: designId,
      user_id: userId,
      title: 'Design 🍱',
      grid_data: bigGrid,
      created_at: now(),
      updated_at: now(),
    });
    const site = {
      user_id: userId,
      design_id: designId,
      site_title: 'My site',
      grid_data: '{}',
      created_at: now(),
      updated_at: now(),
    };
    await insert(sequelize, 'published_sites', { ...site, id: siteId, slug: 'my-site' });
    await expect(
      insert(sequelize, 'published_sites', { ...site, id: randomUUID(), slug: 'my-site' }),
    ).rejects.toThrow();

    const [stored] = await sequelize.query<{ title: string; grid_data: string }>(
      'SELECT title, grid_data FROM designs WHERE id = :designId',
      { type: QueryTypes.SELECT, replacements: { designId } },
    );
    expect(stored?.title).toBe('Design 🍱');
    expect(stored?.grid_data.length).toBe(bigGrid.length);

    const [fresh] = await sequelize.query<{ published: number | boolean }>(
      'SELECT published FROM published_sites WHERE id = :siteId',
      { type: QueryTypes.SELECT, replacements: { siteId } },
    );
    expect(Boolean(fresh?.published)).toBe(true);

    await sequelize.query('DELETE FROM designs WHERE id = :designId', { replacements: { designId } });
    expect(await count(sequelize, 'SELECT COUNT(*) AS n FROM published_sites WHERE design_id IS NULL')).toBe(
      1,
    );

    await sequelize.query('DELETE FROM users WHERE id = :userId', { replacements: { userId } });
    expect(await count(sequelize, 'SELECT COUNT(*) AS n FROM published_sites')).toBe(0);
  });

  it('reverts everything and applies again', async () => {
    expect(await migrateDown(sequelize)).toEqual(migrations.map((m) => m.name).reverse());
    const afterDown = await tableNames(sequelize);
    expect(afterDown).not.toEqual(expect.arrayContaining(['users']));
    expect(afterDown.filter((t) => ['users', 'designs', 'published_sites'].includes(t))).toEqual([]);

    expect(await migrateUp(sequelize)).toEqual(migrations.map((m) => m.name));
    expect(await tableNames(sequelize)).toEqual(
      expect.arrayContaining(['users', 'designs', 'published_sites']),
    );
  });
});
