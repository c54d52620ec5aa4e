import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack, type Configuration, type Stats } from '@rspack/core';
import { apps, rootDir } from './apps';
import { precompressDir, type PrecompressTotals } from './precompress';

type App = (typeof apps)[number];
const STAMP = '.build-stamp';

/** Newest modification time under a folder, skipping build output and dependencies. */
function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Sources every app build depends on besides its own folder. */
const commonInputs = ['packages', 'rspack.config.base.ts', 'package-lock.json', 'types'].map((p) =>
  path.join(rootDir, p),
);

/**
 * Extra builds an app may have beside its federated one (sites: the published-site viewer's node build for
 * server rendering, and the small script of the server-rendered page), each with its output folder.
 */
const EXTRA_BUILDS = [
  { config: 'rspack.server.config.ts', output: path.join('server', 'dist') },
  { config: 'rspack.enhance.config.ts', output: path.join('enhance', 'dist') },
];

function extraBuilds(app: App): { config: string; output: string }[] {
  return EXTRA_BUILDS.map((build) => ({
    config: path.join(app.dir, build.config),
    output: path.join(app.dir, build.output),
  })).filter((build) => fs.existsSync(build.config));
}

export function isBuildCurrent(app: App): boolean {
  const stamp = path.join(app.dir, 'dist', STAMP);
  if (!fs.existsSync(stamp)) return false;
  if (extraBuilds(app).some((build) => !fs.existsSync(build.output))) return false;
  const builtAt = fs.statSync(stamp).mtimeMs;
  return [app.dir, ...commonInputs].every((input) => newestMtime(input) <= builtAt);
}

export async function loadConfig(file: string): Promise<Configuration> {
  const module = (await import(file)) as {
    default: Configuration | { default: Configuration };
  };
  const config = module.default;
  return 'default' in config ? (config.default as Configuration) : config;
}

function gzipSize(file: string): number {
  return gzipSync(fs.readFileSync(file)).length;
}

/** Initial JS: what the browser must run before the app (shell) or the remote's container (remotes) starts. */
function initialJsFiles(app: App, stats: Stats): string[] {
  const json = stats.toJson({ all: false, entrypoints: true });
  const entrypoints = Object.values(json.entrypoints ?? {});
  const files = entrypoints.flatMap((entry) => (entry.assets ?? []).map((asset) => asset.name));
  return [...new Set(files)]
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(app.dir, 'dist', file));
}

function allJsFiles(app: App): string[] {
  const dist = path.join(app.dir, 'dist');
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dist, file));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface BuildOptions {
  /** Only rebuild apps whose sources changed since their last build. */
  ifNeeded?: boolean;
  development?: boolean;
}

/** Builds the shell and every remote in one multi-compiler run and prints time and gzip sizes. */
export async function buildApps({ ifNeeded = false, development = false }: BuildOptions = {}): Promise<void> {
  const targets = ifNeeded ? apps.filter((app) => !isBuildCurrent(app)) : [...apps];
  if (targets.length === 0) {
    console.log('Build is up to date.');
    return;
  }
  process.env.NODE_ENV = development ? 'development' : 'production';
  // Federated builds first (stats are read by index below), then the extra builds, in one multi-compiler.
  const extras = targets.flatMap(extraBuilds);
  const configFiles = [
    ...targets.map((app) => path.join(app.dir, 'rspack.config.ts')),
    ...extras.map((build) => build.config),
  ];
  const configs = await Promise.all(configFiles.map(loadConfig));
  const started = Date.now();
  const multiStats = await new Promise<{ stats: Stats[] }>((resolve, reject) => {
    rspack(configs).run((error, result) => {
      if (error || !result) return reject(error ?? new Error('rspack returned no stats'));
      resolve(result);
    });
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const failed = multiStats.stats.filter((stats) => stats.hasErrors());
  for (const stats of failed) console.error(stats.toString({ all: false, errors: true, colors: false }));
  if (failed.length > 0) throw new Error(`${failed.length} app(s) failed to build`);

  console.log(`Built ${targets.length} app(s) in ${seconds} s (${process.env.NODE_ENV}).`);
  console.log('app        initial JS (gzip)   all JS (gzip)');
  targets.forEach((app, index) => {
    const initial = initialJsFiles(app, multiStats.stats[index]!).reduce(
      (sum, file) => sum + gzipSize(file),
      0,
    );
    const total = allJsFiles(app).reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`${app.name.padEnd(10)} ${kb(initial).padStart(17)}   ${kb(total).padStart(13)}`);
    fs.writeFileSync(path.join(app.dir, 'dist', STAMP), new Date().toISOString());
  });
  for (const build of extras) {
    const js = fs.readdirSync(build.output).filter((file) => file.endsWith('.js'));
    const total = js.reduce((sum, file) => sum + gzipSize(path.join(build.output, file)), 0);
    console.log(`  ${path.relative(rootDir, build.output)}: ${kb(total)} JS (gzip)`);
  }
  printPrecompressed([...targets.map((app) => path.join(app.dir, 'dist')), ...extras.map((b) => b.output)]);
}

/** Pre-compresses the browser-facing builds (the viewer's server build is read by Node, not sent). */
function printPrecompressed(dirs: string[]): void {
  const served = dirs.filter((dir) => !dir.endsWith(path.join('server', 'dist')));
  const sum = served.map(precompressDir).reduce<PrecompressTotals>(
    (all, one) => ({
      files: all.files + one.files,
      rawBytes: all.rawBytes + one.rawBytes,
      brBytes: all.brBytes + one.brBytes,
      gzBytes: all.gzBytes + one.gzBytes,
    }),
    { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 },
  );
  console.log(
    `Pre-compressed ${sum.files} text assets: ${kb(sum.rawBytes)} → brotli ${kb(sum.brBytes)}, gzip ${kb(sum.gzBytes)}.`,
  );
}
