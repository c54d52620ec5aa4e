// Test-only: a Redis server of the test's own (`redis-server` on a free port, nothing saved), which it starts, kills
// and starts again, never the machine's shared one.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { redisAnswers } from './testing';

/** Whether the `redis-server` binary is installed (`.ci/run` installs Debian's when missing). */
export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A local TCP port nothing listens on (yet). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface RedisProcess {
  /** Kills it (SIGKILL: no goodbye to its clients) and waits until it is gone. */
  kill(): Promise<void>;
}

/** Starts `redis-server` on `port` and waits until it accepts connections (up to 5 s). */
export async function startRedisServer(port: number): Promise<RedisProcess> {
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = Date.now();
  while (!(await redisAnswers(`redis://127.0.0.1:${port}`))) {
    if (child.exitCode !== null || Date.now() - started > 5_000) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
