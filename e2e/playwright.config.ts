import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium';

export const PORTS = {
  main: 4310,
  deadAccount: 4311,
  remoteOrigin: 4312,
  otherOrigin: 4313,
  releases: 4314,
} as const;
/** The second origin serving the remotes' builds (e2e/remoteOrigin.ts). */
export const REMOTE_ORIGIN = `http://127.0.0.1:${PORTS.remoteOrigin}`;
/** The API client's fallback origin (a 500 is retried there once): never resolved; specs route it themselves. */
export const API_FALLBACK_ORIGIN = 'http://api-fallback.test';
/** The servers' admin (ADMIN_EMAILS); admin.spec.ts signs it up once per run, or signs in when it exists. */
export const ADMIN_EMAIL = 'admin@bento.test';
const rootDir = path.resolve(__dirname, '..');
/**
 * Where the servers write their mail (no SMTP_URL): one temp folder per run, made by the runner and handed to its
 * workers (which load this file again) through the environment.
 */
process.env.BENTO_E2E_OUTBOX ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bento-e2e-outbox-'));
export const MAIL_OUTBOX_DIR = process.env.BENTO_E2E_OUTBOX;
/**
 * The releases server's database file and RELEASES_DIR (e2e/remote-releases.spec.ts runs `npm run remote` on
 * them while the server runs), made once per run like the outbox.
 */
process.env.BENTO_E2E_RELEASES ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bento-e2e-releases-'));
export const RELEASES_ENV = {
  DATABASE_URL: `sqlite:${path.join(process.env.BENTO_E2E_RELEASES, 'bento.sqlite')}`,
  RELEASES_DIR: path.join(process.env.BENTO_E2E_RELEASES, 'releases'),
};

function server(port: number, env: Record<string, string> = {}) {
  return {
    command: 'node -r ./scripts/register-ts.cjs api/src/server.ts',
    cwd: rootDir,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATABASE_URL: 'sqlite::memory:',
      NODE_ENV: 'test',
      // Every test signs up its own users from one IP: lift the 10-per-15-minutes limit.
      AUTH_RATE_LIMIT_MAX: '1000',
      API_FALLBACK_ORIGIN,
      ADMIN_EMAILS: ADMIN_EMAIL,
      MAIL_OUTBOX_DIR,
      // With REDIS_URL in the environment (CI sets it when Redis answers), this run's keys are its own, and each
      // server's: they have databases of their own, so one must not take another's queued beacons (CI saw the
      // insights spec count 1 view of 5 when all five servers shared one beacon list).
      REDIS_PREFIX: `bento-e2e-${process.pid}-${port}:`,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A ceiling for a stuck test, not a speed target (the benches measure speed): a dozen flows take 18–22 s beside
  // the canary spec's 20 visitors on CI's two cores, and one ran out of 30 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]] : 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PORTS.main}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    // PUBLIC_URL: canonical links, og:url, absolute share images and the sitemap (search-sharing.spec.ts).
    server(PORTS.main, { PUBLIC_URL: `http://127.0.0.1:${PORTS.main}` }),
    // The same build with the account remote's manifest pointing at a closed port: a dead remote.
    server(PORTS.deadAccount, { REMOTE_ACCOUNT_URL: 'http://127.0.0.1:9/mf-manifest.json' }),
    {
      command: 'node -r ./scripts/register-ts.cjs e2e/remoteOrigin.ts',
      cwd: rootDir,
      url: `${REMOTE_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(PORTS.remoteOrigin) },
    },
    // The editor remote from another origin (no shell rebuild), the account remote there with its CSS missing.
    server(PORTS.otherOrigin, {
      REMOTE_EDITOR_URL: `${REMOTE_ORIGIN}/editor/mf-manifest.json`,
      REMOTE_ACCOUNT_URL: `${REMOTE_ORIGIN}/no-css/account/mf-manifest.json`,
    }),
    // A database on file and a releases folder the remote command reaches too (issue 30); a canary is switched
    // off after 3 loads rather than 20, so a spec can see it happen.
    server(PORTS.releases, { ...RELEASES_ENV, CANARY_MIN_LOADS: '3' }),
  ],
});
