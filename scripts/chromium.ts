// Debian's Chromium, shared by the e2e config and the benchmarks: test tools cannot download browsers here.
import { execSync } from 'node:child_process';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    throw new Error('Chromium is not installed: run `apt-get install -y chromium` (bash .ci/run does it).');
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
