// The product server for bench/editor.ts: the API serving the built shell and remotes, in-memory database,
// on a free port, as a child process (so the browser's load does not share the bench's event loop).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { apps, rootDir } from '../scripts/apps';

const START_TIMEOUT_MS = 60_000;

/**
 * scripts/build.ts always builds for production (minified, no source maps, hashed names); `npm run dev` writes
 * development bundles with source maps into the same dist/ folders. Refuse to measure those.
 */
export function assertProductionBuild(): void {
  for (const app of apps) {
    const dist = path.join(app.dir, 'dist');
    if (!fs.existsSync(path.join(dist, '.build-stamp'))) {
      throw new Error(`${app.name} has no production build in ${dist}: run npm run build`);
    }
    const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' });
    if (files.some((file) => file.endsWith('.map'))) {
      throw new Error(`${dist} holds a development build (source maps found): run npm run build`);
    }
  }
}

export interface ProductServer {
  url: string;
  stop(): void;
}

export function startProductServer(): Promise<ProductServer> {
  const child = spawn(process.execPath, ['-r', './scripts/register-ts.cjs', 'api/src/server.ts'], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: '0', DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test' },
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  return new Promise<ProductServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the product server did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the product server exited with code ${code} before listening`));
    });
    // The server logs one JSON object per line; 'listening' carries the port it bound.
    createInterface({ input: child.stdout }).on('line', (line) => {
      let entry: { msg?: string; port?: number } = {};
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg !== 'listening' || !entry.port) return;
      clearTimeout(timer);
      resolve({ url: `http://127.0.0.1:${entry.port}`, stop });
    });
  });
}
