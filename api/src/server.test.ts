import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryLogger } from './logger';
import { startServer } from './server';

describe('startServer', () => {
  it('migrates, listens on a free port, answers and closes', async () => {
    const logger = createMemoryLogger();
    const server = await startServer({
      env: { DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test' },
      port: 0,
      logger,
    });
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(server.url).toBe(`http://localhost:${server.port}`);
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
      expect(logger.lines).toEqual([
        expect.objectContaining({ msg: 'migrations applied', migrations: ['0001-initial-schema'] }),
        expect.objectContaining({ level: 'info', msg: 'listening', url: server.url, port: server.port }),
      ]);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // Closing twice is harmless.
    await expect(server.close()).resolves.toBeUndefined();
  });

  it('keeps a SQLite file between restarts and migrates only once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-server-'));
    const env = { DATABASE_URL: `sqlite:${path.join(dir, 'data', 'bento.sqlite')}`, NODE_ENV: 'test' };
    try {
      const first = createMemoryLogger();
      await (await startServer({ env, port: 0, logger: first })).close();
      expect(first.lines.map((l) => l.msg)).toEqual(['migrations applied', 'listening']);

      const second = createMemoryLogger();
      await (await startServer({ env, port: 0, logger: second })).close();
      expect(second.lines.map((l) => l.msg)).toEqual(['listening']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails to start with an unsupported database and a clear message', async () => {
    await expect(
      startServer({
        env: { DATABASE_URL: 'postgres://x@y/z', NODE_ENV: 'test' },
        port: 0,
        logger: createMemoryLogger(),
      }),
    ).rejects.toThrow('Unsupported DATABASE_URL scheme postgres:');
  });

  it('closes the database when the port is taken', async () => {
    const env = { DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test' };
    const first = await startServer({ env, port: 0, logger: createMemoryLogger() });
    try {
      await expect(startServer({ env, port: first.port, logger: createMemoryLogger() })).rejects.toThrow(
        /EADDRINUSE/,
      );
    } finally {
      await first.close();
    }
  });
});
