import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sqlite3 from 'sqlite3';
import { allRows, STATEMENTS_PER_SQL, type SqliteConnection } from './sqliteStatements';

jest.setTimeout(30_000);

// Real sqlite3 connections on a file, as Sequelize opens them.
describe('allRows: statements kept on a SQLite connection', () => {
  let dir: string;
  let database: sqlite3.Database;
  let connection: SqliteConnection;

  const run = (sql: string, params: (string | number)[] = []) =>
    new Promise<void>((resolve, reject) =>
      database.run(sql, params, (error) => (error ? reject(error) : resolve())),
    );
  const close = () =>
    new Promise<void>((resolve, reject) => connection.close((error) => (error ? reject(error) : resolve())));

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-sqlite-statements-'));
    database = new sqlite3.Database(path.join(dir, 'test.sqlite'));
    connection = database as unknown as SqliteConnection;
    await run('CREATE TABLE items (id TEXT PRIMARY KEY, n INTEGER)');
    for (let n = 0; n < 60; n += 1) await run('INSERT INTO items VALUES (?, ?)', [`item-${n}`, n]);
  });
  afterEach(async () => {
    await close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers each of many concurrent reads (more than kept statements) with its own rows', async () => {
    const ids = Array.from({ length: 60 }, (_, n) => `item-${n}`);
    expect(ids.length).toBeGreaterThan(STATEMENTS_PER_SQL);
    const answers = await Promise.all(
      ids.map((id) => allRows(connection, 'SELECT id, n FROM items WHERE id = ?', [id])),
    );
    expect(answers).toEqual(ids.map((id, n) => [{ id, n }]));
    expect(await allRows(connection, 'SELECT id FROM items WHERE id = ?', ['none'])).toEqual([]);
  });

  it('sees rows written after its statements were prepared', async () => {
    const read = () => allRows(connection, 'SELECT n FROM items WHERE id = ?', ['late']);
    expect(await read()).toEqual([]);
    await run('INSERT INTO items VALUES (?, ?)', ['late', 99]);
    expect(await read()).toEqual([{ n: 99 }]);
    await run('DELETE FROM items WHERE id = ?', ['late']);
    expect(await read()).toEqual([]);
  });

  it('lets the connection close, even with reads still running: each read answers first', async () => {
    const reads = Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        allRows(connection, 'SELECT n FROM items WHERE id = ?', [`item-${n}`]),
      ),
    );
    const closed = close();
    await expect(reads).resolves.toHaveLength(20);
    await expect(closed).resolves.toBeUndefined();
  });

  it('fails a read whose statement cannot be prepared, and prepares it again on the next read', async () => {
    const sql = 'SELECT id FROM later WHERE id = ?';
    await expect(allRows(connection, sql, ['a'])).rejects.toThrow(/no such table/);
    await run('CREATE TABLE later (id TEXT)');
    await run('INSERT INTO later VALUES (?)', ['a']);
    expect(await allRows(connection, sql, ['a'])).toEqual([{ id: 'a' }]);
    await expect(close()).resolves.toBeUndefined();
  });
});
