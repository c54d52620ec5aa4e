// npm run dev: every app rebuilt on change (development mode) and the API restarted on change, one command.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { apps, rootDir } from './apps';

async function main() {
  process.env.NODE_ENV = 'development';
  const configs = await Promise.all(
    apps.map(async (app) => {
      const module = (await import(path.join(app.dir, 'rspack.config.ts'))) as { default: Configuration };
      const config = module.default as Configuration & { default?: Configuration };
      return config.default ?? config;
    }),
  );
  rspack(configs).watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) return console.error(error);
    const text = stats?.toString({ all: false, errors: true, warnings: false, colors: true });
    console.log(stats?.hasErrors() ? text : `[dev] rebuilt ${new Date().toLocaleTimeString()}`);
  });

  const api = spawn(process.execPath, ['--watch', '-r', './scripts/register-ts.cjs', 'api/src/server.ts'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: process.env,
  });
  const stop = () => {
    api.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
