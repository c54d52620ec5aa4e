import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { testDatabases } from '../../testing/databases';
import { migrateDown, migrateUp } from '../migrate';

describe.each(testDatabases())('migration 0008-email-addresses on $label', (db) => {
  let sequelize: Sequelize;

  beforeAll(async () => {
    sequelize = await db.open();
    // The schema just before this migration: an account can be made there first.
    await migrateUp(sequelize);
    await migrateDown(sequelize, { to: '0008-email-addresses' });
  });
  afterAll(() => db.cleanup());

  const insert = (sql: string, replacements: Record<string, unknown>) =>
    sequelize.query(sql, { replacements, type: QueryTypes.INSERT });
  const addUser = async (createdAt: Date) => {
    const userId = randomUUID();
    await insert(
      'INSERT INTO users (id, email, created_at, updated_at) VALUES (:userId, :email, :createdAt, :createdAt)',
      { userId, email: `${userId}@example.org`, createdAt },
    );
    return userId;
  };
  const verifiedAt = async (userId: string) => {
    const [row] = await sequelize.query<{ email_verified_at: Date | string | null }>(
      'SELECT email_verified_at FROM users WHERE id = :userId',
      { replacements: { userId }, type: QueryTypes.SELECT },
    );
    return row?.email_verified_at == null ? null : new Date(row.email_verified_at).getTime();
  };

  it('counts the accounts made before it as verified since they were made; new ones start unverified', async () => {
    const madeBefore = new Date('2026-01-02T03:04:05.000Z');
    const earlier = await addUser(madeBefore);
    expect((await migrateUp(sequelize))[0]).toBe('0008-email-addresses');
    expect(await verifiedAt(earlier)).toBe(madeBefore.getTime());
    expect(await verifiedAt(await addUser(new Date()))).toBeNull();
  });

  it('keeps a 64-character token hash per link with its purpose and address, deleted with its user', async () => {
    const columns = await sequelize.getQueryInterface().describeTable('email_tokens');
    expect(Object.keys(columns).sort()).toEqual([
      'created_at',
      'email',
      'expires_at',
      'id',
      'purpose',
      'user_id',
    ]);
    const userId = await addUser(new Date());
    const now = new Date();
    await insert(
      `INSERT INTO email_tokens (id, user_id, purpose, email, expires_at, created_at)
       VALUES (:id, :userId, 'change', 'new@example.org', :now, :now)`,
      { id: 'b'.repeat(64), userId, now },
    );
    await sequelize.query('DELETE FROM users WHERE id = :userId', { replacements: { userId } });
    expect(await sequelize.query('SELECT id FROM email_tokens', { type: QueryTypes.SELECT })).toEqual([]);
  });

  it('reverts and applies again', async () => {
    expect((await migrateDown(sequelize, { to: '0008-email-addresses' })).at(-1)).toBe(
      '0008-email-addresses',
    );
    await expect(sequelize.getQueryInterface().describeTable('email_tokens')).rejects.toThrow();
    expect(Object.keys(await sequelize.getQueryInterface().describeTable('users'))).not.toContain(
      'email_verified_at',
    );
    expect((await migrateUp(sequelize))[0]).toBe('0008-email-addresses');
  });
});
