import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import type { Sequelize } from 'sequelize';
import { sessionIdOf } from '../auth/sessions';
import { migratedDatabaseFor, testDatabases } from '../testing/databases';
import { createSequelize } from './connect';
import { selectRows, sqlDate } from './driverRead';
import { migrateUp } from './migrate';
import { defineModels, type Models } from './models';

jest.setTimeout(30_000);

const SESSION_BY_ID = 'SELECT id, user_id FROM sessions WHERE id = ?';

async function openSession(models: Models, expiresAt: Date) {
  const user = await models.User.create({ email: `${randomUUID()}@example.org`, fullName: 'Reader' });
  const session = await models.Session.create({ id: sessionIdOf(randomUUID()), userId: user.id, expiresAt });
  return { userId: user.id, sessionId: session.id };
}

// The production SQLite set-up: a file, where each transaction gets its own connection.
describe('selectRows on a SQLite file', () => {
  let dir: string;
  let file: string;
  let sequelize: Sequelize;
  let models: Models;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-driver-read-'));
    file = path.join(dir, 'bento.sqlite');
    sequelize = createSequelize(`sqlite:${file}`);
    await migrateUp(sequelize);
    models = defineModels(sequelize);
  });
  afterEach(async () => {
    await sequelize.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sees a write committed on a transaction’s own connection at once', async () => {
    const { sessionId } = await openSession(models, new Date(Date.now() + 60_000));
    expect(await selectRows(sequelize, SESSION_BY_ID, [sessionId])).toHaveLength(1);
    await sequelize.transaction((transaction) =>
      models.Session.destroy({ where: { id: sessionId }, transaction }),
    );
    expect(await selectRows(sequelize, SESSION_BY_ID, [sessionId])).toEqual([]);
  });

  it('waits out another connection’s write lock, as Sequelize’s own queries do, instead of failing', async () => {
    const { sessionId } = await openSession(models, new Date(Date.now() + 60_000));
    const other = new sqlite3.Database(file);
    const run = (sql: string) =>
      new Promise<void>((resolve, reject) => other.run(sql, (error) => (error ? reject(error) : resolve())));
    await run('BEGIN EXCLUSIVE');
    const read = selectRows(sequelize, SESSION_BY_ID, [sessionId]);
    // Held across at least one refused attempt, then released: the read retries and gets its row.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await run('COMMIT');
    await expect(read).resolves.toHaveLength(1);
    await new Promise<void>((resolve) => other.close(() => resolve()));
  });

  it('leaves no statement open: the database still closes cleanly', async () => {
    const { sessionId } = await openSession(models, new Date(Date.now() + 60_000));
    await Promise.all(Array.from({ length: 20 }, () => selectRows(sequelize, SESSION_BY_ID, [sessionId])));
    await expect(sequelize.close()).resolves.toBeUndefined();
  });
});

// After the file test: a MySQL database opened in this process changes Sequelize's shared data types, and a
// SQLite migration run after it fails (so every database test runs SQLite first).
describe.each(testDatabases())('selectRows and sqlDate on $label', (db) => {
  const database = migratedDatabaseFor(db);

  it('answers the matching rows, with columns as stored, and none when nothing matches', async () => {
    const { userId, sessionId } = await openSession(database.models, new Date(Date.now() + 60_000));
    expect(await selectRows(database.sequelize, SESSION_BY_ID, [sessionId])).toEqual([
      { id: sessionId, user_id: userId },
    ]);
    expect(await selectRows(database.sequelize, SESSION_BY_ID, ['no-such-session'])).toEqual([]);
  });

  it('answers many concurrent reads, each with its own row', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 30 }, () => openSession(database.models, new Date(Date.now() + 60_000))),
    );
    const answers = await Promise.all(
      sessions.map(({ sessionId }) => selectRows(database.sequelize, SESSION_BY_ID, [sessionId])),
    );
    expect(answers).toEqual(sessions.map(({ userId, sessionId }) => [{ id: sessionId, user_id: userId }]));
  });

  it('binds values as data, never as SQL', async () => {
    const { sessionId } = await openSession(database.models, new Date(Date.now() + 60_000));
    for (const value of [`' OR '1'='1`, `${sessionId}' --`, '\\', '"; DROP TABLE sessions; --']) {
      expect(await selectRows(database.sequelize, SESSION_BY_ID, [value])).toEqual([]);
    }
    expect(await selectRows(database.sequelize, SESSION_BY_ID, [sessionId])).toHaveLength(1);
  });

  it('formats dates as the dialect stores them: compared to the millisecond', async () => {
    const expiresAt = new Date('2031-05-06T07:08:09.123Z');
    const { sessionId } = await openSession(database.models, expiresAt);
    const compare = (operator: string, date: Date) =>
      selectRows(database.sequelize, `SELECT id FROM sessions WHERE id = ? AND expires_at ${operator} ?`, [
        sessionId,
        sqlDate(database.sequelize, date),
      ]);
    expect(await compare('=', expiresAt)).toHaveLength(1);
    expect(await compare('>', new Date(expiresAt.getTime() - 1))).toHaveLength(1);
    expect(await compare('>', expiresAt)).toHaveLength(0);
  });

  it('sees a write the moment its transaction has committed', async () => {
    const { sessionId } = await openSession(database.models, new Date(Date.now() + 60_000));
    expect(await selectRows(database.sequelize, SESSION_BY_ID, [sessionId])).toHaveLength(1);
    await database.sequelize.transaction((transaction) =>
      database.models.Session.destroy({ where: { id: sessionId }, transaction }),
    );
    expect(await selectRows(database.sequelize, SESSION_BY_ID, [sessionId])).toEqual([]);
  });
});
