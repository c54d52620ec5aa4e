import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { testDatabases } from '../../testing/databases';
import { migrateDown, migrateUp } from '../migrate';

interface IndexInfo {
  name: string;
  unique: boolean;
  fields: Array<{ attribute: string }>;
}

describe.each(testDatabases())('migration 0002-sessions on $label', (db) => {
  let sequelize: Sequelize;

  beforeAll(async () => {
    sequelize = await db.open();
    await migrateUp(sequelize);
  });
  afterAll(() => db.cleanup());

  it('creates sessions with a 64-character id, user_id, expires_at, created_at and an index on user_id', async () => {
    const qi = sequelize.getQueryInterface();
    const columns = await qi.describeTable('sessions');
    expect(Object.keys(columns).sort()).toEqual(['created_at', 'expires_at', 'id', 'user_id']);
    expect(columns.id?.primaryKey).toBe(true);
    expect(columns.id?.type).toMatch(/VARCHAR\(64\)/);
    expect(columns.user_id?.allowNull).toBe(false);
    expect(columns.expires_at?.allowNull).toBe(false);
    const indexes = (await qi.showIndex('sessions')) as IndexInfo[];
    const byUser = indexes.find((index) => index.name === 'sessions_user_id');
    expect(
      byUser && { unique: Boolean(byUser.unique), columns: byUser.fields.map((f) => f.attribute) },
    ).toEqual({
      unique: false,
      columns: ['user_id'],
    });
  });

  it('deletes a user’s sessions with the user and refuses sessions of unknown users', async () => {
    const userId = randomUUID();
    const now = new Date();
    await sequelize.query(
      'INSERT INTO users (id, email, created_at, updated_at) VALUES (:userId, :email, :now, :now)',
      { replacements: { userId, email: `${userId}@example.org`, now } },
    );
    const insertSession = (id: string, user: string) =>
      sequelize.query(
        'INSERT INTO sessions (id, user_id, expires_at, created_at) VALUES (:id, :user, :now, :now)',
        { replacements: { id, user, now } },
      );
    await insertSession('a'.repeat(64), userId);
    await expect(insertSession('b'.repeat(64), randomUUID())).rejects.toThrow();

    await sequelize.query('DELETE FROM users WHERE id = :userId', { replacements: { userId } });
    const [row] = await sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM sessions', {
      type: QueryTypes.SELECT,
    });
    expect(Number(row?.n)).toBe(0);
  });

  it('reverts to 0001 and applies again', async () => {
    // Later migrations go first; 0002 is the last one reverted.
    expect((await migrateDown(sequelize, { to: '0002-sessions' })).at(-1)).toBe('0002-sessions');
    const tables = ((await sequelize.getQueryInterface().showAllTables()) as unknown[]).map((t) =>
      typeof t === 'string' ? t : (t as { tableName: string }).tableName,
    );
    expect(tables).not.toContain('sessions');
    expect(tables).toContain('users');
    expect((await migrateUp(sequelize))[0]).toBe('0002-sessions');
  });
});
