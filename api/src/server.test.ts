import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from './db/migrate';
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
      // No METRICS_PORT: no metrics listener (api/src/metrics).
      expect(server.metricsUrl).toBeUndefined();
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
      expect(logger.lines).toEqual([
        expect.objectContaining({ msg: 'migrations applied', migrations: migrations.map((m) => m.name) }),
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

  it('signs in with Clerk when CLERK_JWT_KEY is set', async () => {
    const jwtKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString();
    const env = {
      DATABASE_URL: 'sqlite::memory:',
      NODE_ENV: 'test',
      CLERK_JWT_KEY: jwtKey,
      CLERK_PUBLISHABLE_KEY: 'pk_test_x',
    };
    const server = await startServer({ env, port: 0, logger: createMemoryLogger() });
    try {
      const res = await fetch(`${server.url}/api/auth/config`);
      expect(await res.json()).toEqual({ strategy: 'clerk', publishableKey: 'pk_test_x' });
    } finally {
      await server.close();
    }
  });

  it('trusts the proxy named by TRUST_PROXY: https behind it gets a Secure session cookie', async () => {
    const env = { DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test', TRUST_PROXY: 'loopback' };
    const server = await startServer({ env, port: 0, logger: createMemoryLogger() });
    try {
      const res = await fetch(`${server.url}/api/auth/local/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
        body: JSON.stringify({
          email: 'proxy@example.org',
          password: 'correct horse battery',
          acceptTerms: true,
        }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.getSetCookie()).toEqual([expect.stringMatching(/^bento_session=.*; Secure/)]);
    } finally {
      await server.close();
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
