// GET /api/ready on real databases, against real Redis when REDIS_URL is set, a port where nothing listens, a
// Redis that goes away, and one that never answers (each 200 'degraded': the instance serves without Redis); and on
// a running server once its graceful shutdown began.
import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import Redis from 'ioredis';
import request from 'supertest';
import type { Sequelize } from 'sequelize';
import { createApp } from '../app';
import { connectSharedState, type SharedState } from '../cluster/sharedState';
import { migrateUp } from '../db/migrate';
import type { Readiness } from '../deps';
import { createMemoryLogger, type Logger } from '../logger';
import { startServer } from '../server';
import { testDatabases } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { testAuth } from '../testing/users';

jest.setTimeout(30_000);

const REDIS_URL = process.env.REDIS_URL?.trim();
/** Runs only when REDIS_URL is set (as the several-instance tests do); skipped otherwise. */
const withRedis = REDIS_URL ? it : it.skip;

function appOn(sequelize: Sequelize, readiness?: Readiness, logger: Logger = createMemoryLogger()) {
  return createApp({ sequelize, auth: testAuth, config: testConfig(), logger, readiness });
}

/** A TCP server on a free local port; `onSocket` decides what it does with each connection. */
async function tcpServer(
  onSocket: (socket: Socket) => void,
): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A Redis client that gives up at once when its server is gone (no reconnecting, no queueing). */
function clientWithoutRetries(url: string): Redis {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  return client;
}

/** Sends `head` on a new connection to `port`; answers the socket and a promise of everything it receives. */
function rawRequest(port: number, head: string): { socket: Socket; received: Promise<string> } {
  const socket = createConnection({ host: '127.0.0.1', port });
  socket.write(head);
  const received = new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  return { socket, received };
}

// First: once a MySQL database has run the migrations in this test file, a later SQLite migration fails (SQLITE_ERROR
// near "BINARY"), so the SQLite server starts before describe.each reaches MariaDB.
describe('GET /api/ready on a running server', () => {
  const env = { DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test' };

  /** Starts a server with `extraEnv`, answers what its /api/ready said, and stops it. */
  async function readyAnswer(extraEnv: Record<string, string> = {}) {
    const server = await startServer({ env: { ...env, ...extraEnv }, port: 0, logger: createMemoryLogger() });
    try {
      const res = await fetch(`${server.url}/api/ready`);
      return { status: res.status, body: (await res.json()) as unknown };
    } finally {
      await server.close();
    }
  }

  it('is ready without REDIS_URL', async () => {
    expect(await readyAnswer()).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', redis: 'not configured' },
    });
  });

  withRedis('pings the Redis of REDIS_URL', async () => {
    const prefix = `bento-test-${randomBytes(4).toString('hex')}:`;
    expect(await readyAnswer({ REDIS_URL: REDIS_URL!, REDIS_PREFIX: prefix })).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', redis: 'up' },
    });
  });

  it('is degraded, not down, when the Redis of REDIS_URL does not answer', async () => {
    expect(await readyAnswer({ REDIS_URL: 'redis://127.0.0.1:1' })).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'up', redis: 'down' },
    });
  });

  it('answers 503 shutting down once close() has begun, while liveness still answers', async () => {
    const server = await startServer({ env, port: 0, logger: createMemoryLogger() });
    // A load balancer's probe already on its way (headers not finished) when shutdown begins.
    const probe = rawRequest(server.port, 'GET /api/ready HTTP/1.1\r\nHost: localhost\r\n');
    const liveness = rawRequest(server.port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = server.close();
    probe.socket.write('Connection: close\r\n\r\n');
    liveness.socket.write('Connection: close\r\n\r\n');

    const answer = await probe.received;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(answer).toMatch(/cache-control: no-store/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ status: 'shutting down' });
    expect(await liveness.received).toMatch(/^HTTP\/1\.1 200 /);

    await closed;
    // New connections are refused once it has stopped.
    await expect(fetch(`${server.url}/api/ready`)).rejects.toThrow();
  });
});

describe.each(testDatabases())('GET /api/ready on $label', (db) => {
  afterAll(() => db.cleanup());

  it('is ready without Redis when the database is up', async () => {
    const sequelize = await db.open();
    await migrateUp(sequelize);
    const res = await request(appOn(sequelize)).get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: 'up', redis: 'not configured' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the database once it is closed', async () => {
    const sequelize = await db.open();
    const logger = createMemoryLogger();
    const app = appOn(sequelize, {}, logger);
    await sequelize.close();
    const res = await request(app).get('/api/ready').set('x-request-id', 'ready-1');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'not ready', database: 'down', redis: 'not configured' });
    expect(logger.lines).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'readiness check: database down', reqId: 'ready-1' }),
    ]);
    // Liveness is unchanged: it still only looks at the database.
    expect((await request(app).get('/api/health')).body).toEqual({ status: 'degraded', database: 'down' });
  });

  withRedis('is ready when Redis answers PING (connectSharedState on REDIS_URL)', async () => {
    const sequelize = await db.open();
    const shared = await connectSharedState(
      sequelize,
      { url: REDIS_URL!, prefix: `bento-test-${randomBytes(4).toString('hex')}:` },
      createMemoryLogger(),
    );
    try {
      expect(shared.ping).toBeDefined();
      const res = await request(appOn(sequelize, { redisPing: shared.ping })).get('/api/ready');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    } finally {
      await shared.close();
    }
  });

  withRedis('answers 200 degraded, naming Redis, when Redis goes away after start', async () => {
    const sequelize = await db.open();
    // A relay to the real Redis that can be cut: the instance connects through it, then loses it.
    const target = new URL(REDIS_URL!);
    const relay = await tcpServer((socket) => {
      const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      upstream.on('close', () => socket.destroy());
      socket.pipe(upstream).pipe(socket);
    });
    let shared: SharedState | undefined;
    try {
      const relayUrl = new URL(REDIS_URL!);
      relayUrl.host = new URL(relay.url).host;
      shared = await connectSharedState(
        sequelize,
        { url: relayUrl.toString(), prefix: `bento-test-${randomBytes(4).toString('hex')}:` },
        createMemoryLogger(),
      );
      const app = appOn(sequelize, { redisPing: shared.ping });
      expect((await request(app).get('/api/ready')).status).toBe(200);

      await relay.stop();
      const res = await request(app).get('/api/ready');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
    } finally {
      await shared?.close();
      await relay.stop();
    }
  });

  it('answers 200 degraded, naming Redis, when nothing listens at its address', async () => {
    const sequelize = await db.open();
    const client = clientWithoutRetries('redis://127.0.0.1:1');
    const logger = createMemoryLogger();
    try {
      const res = await request(
        appOn(sequelize, { redisPing: () => client.ping().then(() => undefined) }, logger),
      )
        .get('/api/ready')
        .set('x-request-id', 'ready-2');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
      // Not at every probe: the Redis connection warns once per outage (cluster/redisConnection.ts).
      expect(logger.lines).toEqual([]);
    } finally {
      client.disconnect();
    }
  });

  it('counts a Redis that never answers as down after 3 s', async () => {
    const sequelize = await db.open();
    const silent = await tcpServer(() => undefined);
    const client = clientWithoutRetries(silent.url);
    try {
      const started = Date.now();
      const res = await request(
        appOn(sequelize, { redisPing: () => client.ping().then(() => undefined) }),
      ).get('/api/ready');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    } finally {
      client.disconnect();
      await silent.stop();
    }
  });
});
