// `npm run remote -- release <name>`: builds one remote alone (the shell and the other remotes untouched) into an
// immutable folder RELEASES_DIR/<name>/<version>/, the version being its files' content hash.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import type { RemoteName } from '@bento/core';
import type { BuiltRelease } from '../api/src/releases/remoteCommand';
import { readBuildInfo } from '../api/src/releases/buildInfo';
import { rootDir } from './apps';
import { loadConfig } from './buildApps';
import { precompressDir } from './precompress';

/** Build statistics, never fetched by a browser, and not the same from one build of the same sources to the next. */
const UNSERVED = /^mf-stats\.json/;

/** The first 12 hex digits of the SHA-256 of every served file's path and bytes, in path order. */
function contentVersion(dir: string): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !UNSERVED.test(file))
    .sort();
  for (const file of files) {
    const full = path.join(dir, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update('\0').update(fs.readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: rootDir, encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

async function build(config: Configuration): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors())
        return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}

export async function buildRelease(name: RemoteName, releasesDir: string): Promise<BuiltRelease> {
  process.env.NODE_ENV = 'production';
  const config = await loadConfig(path.join(rootDir, `${name}-mfe`, 'rspack.config.ts'));
  const staging = path.join(releasesDir, `.staging-${name}-${randomBytes(4).toString('hex')}`);
  try {
    await build({ ...config, output: { ...config.output, path: staging, clean: true } });
    precompressDir(staging);
    const version = contentVersion(staging);
    const folder = path.join(releasesDir, name, version);
    // The same files were released before: that folder is this release already.
    if (fs.existsSync(folder)) fs.rmSync(staging, { recursive: true, force: true });
    else {
      fs.mkdirSync(path.dirname(folder), { recursive: true });
      fs.renameSync(staging, folder);
    }
    const info = readBuildInfo(
      fs.readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'),
      fs.readFileSync(path.join(folder, 'bento-build.json'), 'utf8'),
    );
    return { version, gitCommit: gitCommit(), ...info };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
