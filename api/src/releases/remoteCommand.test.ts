// The remote command against a real database and a real HTTP host of a team's build; `release` as `npm run remote`
// runs it, in a process of its own with the real build of a remote (scripts/remoteRelease.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { sharedDatabases } from '../cluster/testing';
import { createSequelize } from '../db/connect';
import { repoRoot } from '../paths';
import { migrateUp } from '../db/migrate';
import { defineModels } from '../db/models';
import { ReleaseError, releaseService } from './releaseService';
import { remoteCommand, REMOTE_USAGE } from './remoteCommand';

jest.setTimeout(120_000);

const MANIFEST = JSON.stringify({
  id: 'embeds',
  name: 'embeds',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }],
  exposes: [],
});

/** A team's host: its files by path, 404 for the rest. */
async function startHost(files: Record<string, string>) {
  const server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new ReleaseError(`${url} answered ${response.status}.`);
  return response.text();
}

/** `npm run remote -- …argv` on `databaseUrl`: its exit code and the lines it printed. */
function cli(env: Record<string, string>, ...argv: string[]) {
  return new Promise<{ code: number; out: string[]; err: string }>((resolve) => {
    execFile(
      process.execPath,
      ['-r', './scripts/register-ts.cjs', 'scripts/remote.ts', ...argv],
      { cwd: repoRoot, env: { ...process.env, ...env }, timeout: 100_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout.trim().split('\n'), err: stderr }),
    );
  });
}

describe.each(sharedDatabases())('npm run remote on $label', (db) => {
  let databaseUrl: string;
  let sequelize: Sequelize;
  let releasesDir: string;
  let lines: { out: string[]; err: string[] };
  const shell = { contractVersion: '1.1.0', shared: { react: { version: '19.3.1' } } };

  beforeAll(async () => {
    databaseUrl = await db.url();
    sequelize = createSequelize(databaseUrl);
    await migrateUp(sequelize);
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-releases-'));
  });
  afterAll(async () => {
    fs.rmSync(releasesDir, { recursive: true, force: true });
    await sequelize.close();
    await db.cleanup();
  });

  const run = (...argv: string[]) => {
    lines = { out: [], err: [] };
    return remoteCommand(argv, {
      releases: releaseService(defineModels(sequelize), () => shell),
      build: () => Promise.reject(new Error('built by the CLI test only')),
      fetchText,
      actor: 'cli:test',
      out: (line) => lines.out.push(line),
      err: (line) => lines.err.push(line),
    });
  };

  it('releases a remote built alone, the same sources giving the same version; activates and lists it', async () => {
    const env = { DATABASE_URL: databaseUrl, RELEASES_DIR: releasesDir };
    const released = await cli(env, 'release', 'embeds');
    expect(released.code).toBe(0);
    const version = released.out.at(-1)!;
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    const folder = path.join(releasesDir, 'embeds', version);
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'bento-build.json'])
      expect(fs.existsSync(path.join(folder, file))).toBe(true);
    const again = await cli(env, 'release', 'embeds');
    expect(again.out.at(-1)).toBe(version);
    expect(fs.readdirSync(path.join(releasesDir, 'embeds'))).toEqual([version]);

    expect((await cli(env, 'activate', 'embeds', version)).out).toEqual([`embeds now serves ${version}.`]);
    const listed = await cli(env, 'list', 'embeds');
    expect(listed.out[0]).toBe(`embeds: ${version} is active`);
    expect(listed.out[1]).toMatch(
      new RegExp(`^\\* ${version}  .*  contract \\d+\\.\\d+\\.\\d+.*  built here  loads 0, failures 0$`),
    );
    expect(listed.out[2]).toMatch(new RegExp(`activate ${version} by cli:`));
    const refused = await cli(env, 'activate', 'embeds', 'nope');
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe('embeds has no release nope.');
  });

  it("registers a team's own deployment after reading its manifest and build info", async () => {
    const host = await startHost({
      '/embeds/7/mf-manifest.json': MANIFEST,
      '/embeds/7/bento-build.json': '{"storeContract":"1.0.0"}',
      '/editor/mf-manifest.json': MANIFEST,
      '/bare/mf-manifest.json': MANIFEST,
    });
    try {
      expect(await run('register', 'embeds', `${host.origin}/embeds/7/mf-manifest.json`)).toBe(0);
      const version = lines.out.at(-1)!;
      expect(await run('activate', 'embeds', version)).toBe(0);
      expect(lines.out).toEqual([`embeds now serves ${version} (${host.origin}/embeds/7/mf-manifest.json).`]);

      expect(await run('register', 'editor', `${host.origin}/editor/mf-manifest.json`)).toBe(1);
      expect(lines.err).toEqual(["The manifest is remote 'embeds', not 'editor'."]);
      expect(await run('register', 'embeds', `${host.origin}/bare/mf-manifest.json`)).toBe(1);
      expect(lines.err).toEqual([`${host.origin}/bare/bento-build.json answered 404.`]);
      expect(await run('register', 'embeds', 'not a url')).toBe(1);
      expect(lines.err).toEqual(["'not a url' is not an absolute URL."]);
    } finally {
      await host.close();
    }
  });

  it('canaries a release for a share of visitors, lists it, promotes it and ends another', async () => {
    const manifest = (n: number) => MANIFEST.replace('"exposes":[]', `"exposes":[],"n":${n}`);
    const host = await startHost({
      '/a/mf-manifest.json': manifest(1),
      '/a/bento-build.json': '{"storeContract":"1.1.0"}',
      '/b/mf-manifest.json': manifest(2),
      '/b/bento-build.json': '{"storeContract":"1.1.0"}',
    });
    try {
      const versions: string[] = [];
      for (const folder of ['a', 'b']) {
        expect(await run('register', 'embeds', `${host.origin}/${folder}/mf-manifest.json`)).toBe(0);
        versions.push(lines.out.at(-1)!);
      }
      const [a, b] = versions as [string, string];
      expect(await run('canary', 'embeds', a, '30')).toBe(0);
      expect(lines.out).toEqual([`embeds serves ${a} to 30% of visitors.`]);
      expect(await run('list', 'embeds')).toBe(0);
      expect(lines.out[1]).toBe(`  canary: ${a} for 30% of visitors`);
      expect(lines.out.find((line) => line.startsWith(`~ ${a}`))).toBeDefined();
      expect(await run('promote', 'embeds')).toBe(0);
      expect(lines.out).toEqual([
        `embeds now serves ${a} (${host.origin}/a/mf-manifest.json) to every visitor.`,
      ]);

      expect(await run('canary', 'embeds', b, '10')).toBe(0);
      expect(await run('canary', 'embeds', 'off')).toBe(0);
      expect(lines.out).toEqual([`embeds's canary ${b} is off: every visitor gets the active release.`]);
      expect(await run('canary', 'embeds', 'off')).toBe(1);
      expect(lines.err).toEqual(['embeds has no canary.']);
      expect(await run('canary', 'embeds', b)).toBe(1);
      expect(lines.err).toEqual([`canary needs a percent.\n${REMOTE_USAGE}`]);
    } finally {
      await host.close();
    }
  });

  it('says how to use it, and names a remote that does not exist', async () => {
    expect(await run()).toBe(1);
    expect(lines.err).toEqual([REMOTE_USAGE]);
    expect(await run('activate', 'nowhere', 'abc')).toBe(1);
    expect(lines.err).toEqual(["There is no remote named 'nowhere'."]);
    expect(await run('activate', 'embeds')).toBe(1);
    expect(lines.err).toEqual([`activate needs a version.\n${REMOTE_USAGE}`]);
  });
});
