import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSequelize } from '../db/connect';
import { migrateUp } from '../db/migrate';
import { createMemoryLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { sharedAuthSecret } from './sharedSecret';

jest.setTimeout(60_000);

/** The database URLs two instances can share: a SQLite file, and a fresh MariaDB database when MYSQL_URL is set. */
function sharedDatabases(): { label: string; url: () => Promise<string>; cleanup: () => Promise<void> }[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-cluster-'));
  const list = [
    {
      label: 'a SQLite file',
      url: async () => `sqlite:${path.join(dir, 'shared.sqlite')}`,
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const mysqlUrl = process.env.MYSQL_URL;
  if (mysqlUrl) {
    const name = `bento_cluster_${randomBytes(4).toString('hex')}`;
    const admin = () => createSequelize(mysqlUrl);
    list.push({
      label: 'MariaDB',
      url: async () => {
        const sequelize = admin();
        await sequelize.query(`CREATE DATABASE \`${name}\``);
        await sequelize.close();
        const url = new URL(mysqlUrl);
        url.pathname = `/${name}`;
        return url.toString();
      },
      cleanup: async () => {
        const sequelize = admin();
        await sequelize.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await sequelize.close();
      },
    });
  }
  return list;
}

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
    const env = { DATABASE_URL: await db.url(), NODE_ENV: 'test' };
    a = await startServer({ env, port: 0, logger: createMemoryLogger() });
    b = await startServer({ env, port: 0, logger: createMemoryLogger() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db.cleanup();
  });

  it('share one token secret: a token minted by one instance is accepted by the other', async () => {
    const signUp = await fetch(`${a.url}/api/auth/local/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${randomBytes(4).toString('hex')}@example.org`,
        password: 'shared-secret-works-42',
        acceptTerms: true,
      }),
    });
    expect(signUp.status).toBe(201);
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { token } = (await (await fetch(`${a.url}/api/auth/token`, { headers: { cookie } })).json()) as {
      token: string;
    };
    const onB = await fetch(`${b.url}/api/designs`, { headers: { authorization: `Bearer ${token}` } });
    expect(onB.status).toBe(200);
  });
});
