import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { testDatabases } from '../../testing/databases';
import { migrateDown, migrateUp } from '../migrate';

interface IndexInfo {
  name: string;
  unique: boolean;
}

const tableNames = async (sequelize: Sequelize) =>
  ((await sequelize.getQueryInterface().showAllTables()) as unknown[]).map((t) =>
    typeof t === 'string' ? t : (t as { tableName: string }).tableName,
  );

async function count(sequelize: Sequelize, sql: string): Promise<number> {
  const [row] = await sequelize.query<{ n: number | string }>(sql, { type: QueryTypes.SELECT });
  return Number(row?.n);
}

describe.each(testDatabases())('migration 0005-admin on $label', (db) => {
  let sequelize: Sequelize;
  const userId = randomUUID();
  const siteId = randomUUID();

  beforeAll(async () => {
    sequelize = await db.open();
    await migrateUp(sequelize);
    const now = new Date();
    const insert = (sql: string, replacements: Record<string, unknown>) =>
      sequelize.query(sql, { replacements: { ...replacements, now } });
    await insert(
      'INSERT INTO users (id, email, created_at, updated_at) VALUES (:userId, :email, :now, :now)',
      {
        userId,
        email: `${userId}@example.org`,
      },
    );
    await insert(
      'INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (:id, :userId, :now, :now)',
      {
        id: 'a'.repeat(64),
        userId,
      },
    );
    await insert(
      'INSERT INTO published_sites (id, user_id, site_title, slug, published, grid_data, created_at, updated_at) ' +
        "VALUES (:siteId, :userId, 'T', 'migration-site', true, '{}', :now, :now)",
      { siteId, userId },
    );
  });
  afterAll(() => db.cleanup());

  it('adds the role, disabled and activity columns (existing users: no role, enabled) and take-down columns', async () => {
    const qi = sequelize.getQueryInterface();
    const users = await qi.describeTable('users');
    expect(users.is_admin?.allowNull).toBe(false);
    expect(users.disabled_at?.allowNull).toBe(true);
    expect(users.last_active_at?.allowNull).toBe(true);
    const [user] = await sequelize.query<{ is_admin: unknown; disabled_at: unknown }>(
      'SELECT is_admin, disabled_at FROM users WHERE id = ?',
      { replacements: [userId], type: QueryTypes.SELECT },
    );
    expect(Number(user?.is_admin)).toBe(0);
    expect(user?.disabled_at).toBeNull();
    const sites = await qi.describeTable('published_sites');
    expect(sites.taken_down_at?.allowNull).toBe(true);
    expect(sites.takedown_reason?.allowNull).toBe(true);
    expect(await tableNames(sequelize)).toEqual(
      expect.arrayContaining(['site_reports', 'template_submissions', 'audit_log']),
    );
    if (sequelize.getDialect() === 'mysql') {
      expect((await qi.describeTable('template_submissions')).grid_data?.type).toBe('LONGTEXT');
    }
  });

  it('refuses a report of no site and a submission of no user', async () => {
    const now = new Date();
    await expect(
      sequelize.query(
        "INSERT INTO site_reports (id, site_id, reason, state, created_at) VALUES (?, ?, 'spam', 'open', ?)",
        { replacements: [randomUUID(), randomUUID(), now] },
      ),
    ).rejects.toThrow();
    await expect(
      sequelize.query(
        'INSERT INTO template_submissions (id, user_id, title, category, grid_data, state, created_at, updated_at) ' +
          "VALUES (?, ?, 'T', 'Food', '{}', 'pending', ?, ?)",
        { replacements: [randomUUID(), randomUUID(), now, now] },
      ),
    ).rejects.toThrow();
  });

  it('reverts without touching the rows and indexes of users and sites, and applies again', async () => {
    expect((await migrateDown(sequelize, { to: '0005-admin' })).at(-1)).toBe('0005-admin');
    const tables = await tableNames(sequelize);
    for (const table of ['site_reports', 'template_submissions', 'audit_log'])
      expect(tables).not.toContain(table);
    const users = await sequelize.getQueryInterface().describeTable('users');
    expect(users).not.toHaveProperty('is_admin');
    expect(users).not.toHaveProperty('disabled_at');
    expect(await sequelize.getQueryInterface().describeTable('published_sites')).not.toHaveProperty(
      'taken_down_at',
    );
    // Dropping columns must not have rebuilt (and so emptied, with foreign keys on) the tables.
    expect(await count(sequelize, 'SELECT COUNT(*) AS n FROM users')).toBe(1);
    expect(await count(sequelize, 'SELECT COUNT(*) AS n FROM sessions')).toBe(1);
    expect(await count(sequelize, 'SELECT COUNT(*) AS n FROM published_sites')).toBe(1);
    const userIndexes = (await sequelize.getQueryInterface().showIndex('users')) as IndexInfo[];
    expect(userIndexes.find((index) => index.name === 'users_email_unique')?.unique).toBeTruthy();

    expect((await migrateUp(sequelize))[0]).toBe('0005-admin');
    expect(await count(sequelize, 'SELECT COUNT(*) AS n FROM users WHERE is_admin = false')).toBe(1);
  });
});
