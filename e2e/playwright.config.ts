import { execSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Test tools cannot download browsers here: drive Debian's Chromium (installed by .ci/run) instead.
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    throw new Error('Chromium is not installed: run `apt-get install -y chromium` (bash .ci/run does it).');
  }
}

export const PORTS = { main: 4310, deadAccount: 4311 } as const;
const rootDir = path.resolve(__dirname, '..');

function server(port: number, env: Record<string, string> = {}) {
  return {
    command: 'node -r ./scripts/register-ts.cjs api/src/server.ts',
    cwd: rootDir,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port), DATABASE_URL: 'sqlite::memory:', NODE_ENV: 'test', ...env },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]] : 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORTS.main}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    server(PORTS.main),
    // The same build with the account remote's manifest pointing at a closed port: a dead remote.
    server(PORTS.deadAccount, { REMOTE_ACCOUNT_URL: 'http://127.0.0.1:9/mf-manifest.json' }),
  ],
});
