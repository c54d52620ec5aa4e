import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { testDatabases } from '../../testing/databases';
import { migrateDown, migrateUp } from '../migrate';

describe.each(testDatabases())('migration 0007-password-resets on $label', (db) => {
  let sequelize: Sequelize;

  beforeAll(async () => {
    sequelize = await db.open();
    await migrateUp(sequelize);
  });
  afterAll(() => db.cleanup());

  const insert = (sql: string, replacements: Record<string, unknown>) =>
    sequelize.query(sql, { replacements, type: QueryTypes.INSERT });

  it('keeps a 64-character token hash per link, deleted with its user', async () => {
    const columns = await sequelize.getQueryInterface().describeTable('password_reset_tokens');
    expect(Object.keys(columns).sort()).toEqual(['created_at', 'expires_at', 'id', 'user_id']);
    expect(columns.id?.type).toMatch(/VARCHAR\(64\)/);

    const userId = randomUUID();
    const now = new Date();
    await insert(
      'INSERT INTO users (id, email, created_at, updated_at) VALUES (:userId, :email, :now, :now)',
      { userId, email: `${userId}@example.org`, now },
    );
    await insert(
      'INSERT INTO password_reset_tokens (id, user_id, expires_at, created_at) VALUES (:id, :userId, :now, :now)',
      { id: 'a'.repeat(64), userId, now },
    );
    await sequelize.query('DELETE FROM users WHERE id = :userId', { replacements: { userId } });
    const left = await sequelize.query('SELECT id FROM password_reset_tokens', { type: QueryTypes.SELECT });
    expect(left).toEqual([]);
  });

  it('reverts and applies again', async () => {
    expect((await migrateDown(sequelize, { to: '0007-password-resets' })).at(-1)).toBe(
      '0007-password-resets',
    );
    await expect(sequelize.getQueryInterface().describeTable('password_reset_tokens')).rejects.toThrow();
    expect((await migrateUp(sequelize))[0]).toBe('0007-password-resets');
  });
});
