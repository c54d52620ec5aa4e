// The token secret when AUTH_SECRET is unset: generated once and kept in the database, so every instance on the
// same database signs and verifies with the same key (a token from one instance is accepted by all).
import { randomBytes } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';

const SECRET_NAME = 'auth_secret';

/** The stored secret, made by whichever instance asks first; concurrent first starts agree on one. */
export async function sharedAuthSecret(sequelize: Sequelize): Promise<string> {
  const candidate = randomBytes(48).toString('base64url');
  const insert =
    sequelize.getDialect() === 'sqlite'
      ? 'INSERT OR IGNORE INTO app_settings (name, value, created_at) VALUES (?, ?, ?)'
      : 'INSERT IGNORE INTO app_settings (name, value, created_at) VALUES (?, ?, ?)';
  await sequelize.query(insert, {
    replacements: [SECRET_NAME, candidate, new Date()],
    type: QueryTypes.INSERT,
  });
  const [row] = await sequelize.query<{ value: string }>('SELECT value FROM app_settings WHERE name = ?', {
    replacements: [SECRET_NAME],
    type: QueryTypes.SELECT,
  });
  if (!row) throw new Error('The token secret could not be stored');
  return row.value;
}
