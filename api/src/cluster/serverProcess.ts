// Test-only: the server as a real child process (`node api/src/server.ts`, compiled on load like `npm start`),
// the way a deployment runs each instance. It reports its address in its 'listening' log line.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../paths';

export interface ServerProcess {
  /** Resolves with the instance's address once it listens; rejects if it exits first. */
  listening: Promise<string>;
  /** Every JSON log line it has written so far. */
  lines: Array<{ level: string; msg: string } & Record<string, unknown>>;
  /** Everything it wrote to stderr. */
  stderr(): string;
  /** SIGTERM (a graceful shutdown), then waits for it to exit; answers its exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (gone at once, its connections dropped unanswered), then waits for it to exit. */
  kill(): Promise<void>;
}

const SERVER_ENTRY = path.join(repoRoot, 'api', 'src', 'server.ts');

/**
 * Starts `node api/src/server.ts` (or another `entry` that runs it) with `env` (PORT 0: a free port) added to this
 * process's environment.
 */
export function startServerProcess(env: Record<string, string>, entry = SERVER_ENTRY): ServerProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', path.join(repoRoot, 'scripts', 'register-ts.cjs'), entry],
    { cwd: repoRoot, env: { ...process.env, PORT: '0', NODE_ENV: 'test', ...env }, stdio: 'pipe' },
  );
  const lines: ServerProcess['lines'] = [];
  let stderr = '';
  let pending = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      let end: number;
      while ((end = pending.indexOf('\n')) >= 0) {
        const text = pending.slice(0, end);
        pending = pending.slice(end + 1);
        try {
          const line = JSON.parse(text) as ServerProcess['lines'][number];
          lines.push(line);
          if (line.msg === 'listening') resolve(String(line.url));
        } catch {
          // Not a log line (a library's own output): ignored.
        }
      }
    });
    void exited.then((code) =>
      reject(new Error(`server exited with ${code} before listening: ${JSON.stringify(lines)} ${stderr}`)),
    );
  });
  listening.catch(() => undefined);
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    listening,
    lines,
    stderr: () => stderr,
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}
