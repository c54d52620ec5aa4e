import { createSequelize } from '../db/connect';
import { migrateUp } from '../db/migrate';
import { createMemoryLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { sharedAuthSecret } from './sharedSecret';
import { sharedDatabases, signUp } from './testing';
import { TEST_MAIL_OUTBOX_DIR } from '../testing/fixtures';

jest.setTimeout(60_000);

// First: once a MySQL connection has been used in a process, Sequelize's SQLite migrations of later tests in
// the same file fail (shared data-type state); the other test files also open SQLite before MySQL.
describe('sharedAuthSecret', () => {
  it('makes one secret for concurrent first asks and keeps it', async () => {
    const sequelize = createSequelize('sqlite::memory:');
    try {
      await migrateUp(sequelize);
      const [first, second] = await Promise.all([sharedAuthSecret(sequelize), sharedAuthSecret(sequelize)]);
      expect(first).toBe(second);
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(await sharedAuthSecret(sequelize)).toBe(first);
    } finally {
      await sequelize.close();
    }
  });
});

describe.each(sharedDatabases())('two instances without AUTH_SECRET on $label', (db) => {
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const env = { DATABASE_URL: await db.url(), NODE_ENV: 'test', MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR };
    a = await startServer({ env, port: 0, logger: createMemoryLogger() });
    b = await startServer({ env, port: 0, logger: createMemoryLogger() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db.cleanup();
  });

  it('share one token secret: a token minted by one instance is accepted by the other', async () => {
    const bearer = await signUp(a.url);
    const token = await bearer();
    const onB = await fetch(`${b.url}/api/designs`, { headers: { authorization: token } });
    expect(onB.status).toBe(200);
  });
});
