// bento_redis_up follows a Redis server this test starts, stops and starts again itself (never the machine's
// shared one). Skipped where no redis-server binary is installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createMemoryLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { samplesOf, scrape } from './testing';

jest.setTimeout(60_000);

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** redis-server on `port`, in memory only; resolves once it accepts connections. */
function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
  });
}

function stopRedis(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const redisUp = async (server: RunningServer) => samplesOf(await scrape(server), 'bento_redis_up')[0]?.value;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 15_000) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

(hasRedis ? describe : describe.skip)('bento_redis_up', () => {
  let redis: ChildProcess | undefined;
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.close();
    if (redis) await stopRedis(redis);
  });

  it('is 1 while Redis answers, 0 within a scrape once it is gone, and 1 again when it is back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    server = await startServer({
      env: {
        DATABASE_URL: 'sqlite::memory:',
        NODE_ENV: 'test',
        METRICS_PORT: '0',
        REDIS_URL: `redis://127.0.0.1:${port}`,
      },
      port: 0,
      logger: createMemoryLogger(),
    });
    expect(await redisUp(server)).toBe(1);

    await stopRedis(redis);
    redis = undefined;
    const started = Date.now();
    expect(await redisUp(server)).toBe(0);
    // The scrape waits at most a second for PING.
    expect(Date.now() - started).toBeLessThan(3000);
    // The public port keeps answering meanwhile.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    redis = await startRedis(port);
    const running = server;
    await until(async () => (await redisUp(running)) === 1, 'Redis to be reported up again');
  });
});
