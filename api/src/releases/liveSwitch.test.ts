// A switch of release reaches /remotes.json, the shell page's boot data and preloads, and the CSP of a running app
// (no restart), and every release's files stay served.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { Sequelize } from 'sequelize';
import { createApp } from '../app';
import { migrateUp } from '../db/migrate';
import { defineModels } from '../db/models';
import { testDatabases } from '../testing/databases';
import { bootDataOf, createTempBuild, testConfig, type TempBuild } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import { REMOTE_MAP_TTL_MS } from './remoteDirectory';
import { releaseService } from './releaseService';

jest.setTimeout(20_000);

const MANIFEST = {
  id: 'embeds',
  name: 'embeds',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  exposes: [{ name: 'Clock', assets: { js: { sync: ['clock.1a2b3c4d.js'], async: [] } } }],
};

const waitOutCache = () => new Promise((resolve) => setTimeout(resolve, REMOTE_MAP_TTL_MS + 50));

describe.each(testDatabases())('switching a remote release live on $label', (db) => {
  let sequelize: Sequelize;
  let build: TempBuild;
  let releasesDir: string;
  let app: ReturnType<typeof createApp>;
  let releases: ReturnType<typeof releaseService>;

  const writeRelease = (version: string, chunk: string) => {
    const folder = path.join(releasesDir, 'embeds', version);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `var embeds_${version};`);
    fs.writeFileSync(path.join(folder, 'clock.1a2b3c4d.js'), chunk);
  };
  const record = (version: string, manifestUrl: string | null = null) =>
    releases.record({
      remote: 'embeds',
      version,
      manifestUrl,
      gitCommit: null,
      contractVersion: '1.0.0',
      shared: {},
    });

  beforeAll(async () => {
    sequelize = await db.open();
    await migrateUp(sequelize);
    build = createTempBuild();
    releasesDir = path.join(build.root, 'releases');
    const config = testConfig(
      {},
      {
        shellDist: build.shellDist,
        remoteDist: build.remoteDist,
        releasesDir,
        canaryPolicy: { minLoads: 2, maxFailureRate: 0.5 },
      },
    );
    app = createApp({ sequelize, auth: testAuth, config });
    releases = releaseService(defineModels(sequelize), () => ({ contractVersion: '1.1.0', shared: {} }));
    writeRelease('aaa111', 'console.log("old clock")');
    writeRelease('bbb222', 'console.log("new clock")');
    await Promise.all([record('aaa111'), record('bbb222')]);
  });
  afterAll(async () => {
    build.remove();
    await db.cleanup();
  });

  const remotesJson = async () => (await request(app).get('/remotes.json')).body as Record<string, string>;

  it('serves the active release everywhere the shell looks, within a second, and keeps every release served', async () => {
    expect((await remotesJson()).embeds).toBe('/remotes/embeds/mf-manifest.json');
    await releases.activate('embeds', 'aaa111', 'test');
    await waitOutCache();
    expect((await remotesJson()).embeds).toBe('/releases/embeds/aaa111/mf-manifest.json');

    await releases.activate('embeds', 'bbb222', 'test');
    await waitOutCache();
    expect((await remotesJson()).embeds).toBe('/releases/embeds/bbb222/mf-manifest.json');
    const page = await request(app).get('/');
    expect((bootDataOf(page.text) as { remotes: Record<string, string> }).remotes.embeds).toBe(
      '/releases/embeds/bbb222/mf-manifest.json',
    );

    // A page opened on the old release still loads its chunks, from any origin.
    const old = await request(app).get('/releases/embeds/aaa111/clock.1a2b3c4d.js');
    expect(old.status).toBe(200);
    expect(old.text).toBe('console.log("old clock")');
    expect(old.headers['access-control-allow-origin']).toBe('*');
    expect((await request(app).get('/releases/embeds/ccc333/remoteEntry.js')).status).toBe(404);
    expect((await request(app).get('/releases/embeds/../../etc/passwd')).status).toBe(404);

    await releases.rollback('embeds', 'test');
    await waitOutCache();
    expect((await remotesJson()).embeds).toBe('/releases/embeds/aaa111/mf-manifest.json');
  });

  it("puts a release deployed on another origin into the page's CSP", async () => {
    await record('cdn777', 'https://cdn.example.org/embeds/7/mf-manifest.json');
    const before = (await request(app).get('/')).headers['content-security-policy'] as string;
    expect(before).not.toContain('https://cdn.example.org');
    await releases.activate('embeds', 'cdn777', 'test');
    await waitOutCache();
    const after = (await request(app).get('/')).headers['content-security-policy'] as string;
    expect(after).toMatch(/script-src [^;]*https:\/\/cdn\.example\.org/);
    expect((await remotesJson()).embeds).toBe('https://cdn.example.org/embeds/7/mf-manifest.json');
  });

  it('lists a canary for the shell to pick from, in /remote-releases.json, the boot data and the CSP', async () => {
    await record('cdn888', 'https://canary.example.org/embeds/8/mf-manifest.json');
    await releases.canary('embeds', 'cdn888', 20, 'test');
    await waitOutCache();
    const served = {
      embeds: {
        active: { version: 'cdn777', contract: '1.0.0' },
        canary: {
          version: 'cdn888',
          contract: '1.0.0',
          manifestUrl: 'https://canary.example.org/embeds/8/mf-manifest.json',
          percent: 20,
        },
      },
    };
    expect((await request(app).get('/remote-releases.json')).body).toEqual(served);
    const page = await request(app).get('/');
    expect((bootDataOf(page.text) as { releases: unknown }).releases).toEqual(served);
    expect(page.headers['content-security-policy']).toMatch(/script-src [^;]*https:\/\/canary\.example\.org/);
    // The active release stays in the map: the shell swaps the canary in for its share of visitors.
    expect((await remotesJson()).embeds).toBe('https://cdn.example.org/embeds/7/mf-manifest.json');
  });

  it('counts the beacons of a release and refuses malformed ones', async () => {
    const beacon = (body: unknown) =>
      request(app)
        .post('/api/remote-beacons')
        .send(body as object);
    expect((await beacon({ remote: 'embeds', version: 'cdn888', event: 'load' })).status).toBe(204);
    expect((await beacon({ remote: 'embeds', version: 'cdn888', event: 'failure' })).status).toBe(204);
    // Unknown releases are answered the same and count nothing.
    expect((await beacon({ remote: 'embeds', version: 'zzz000', event: 'load' })).status).toBe(204);
    const refused = await beacon({ remote: 'nowhere', version: '1', event: 'load' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      "A remote beacon is { remote, version, event: 'load' | 'failure' }.",
    );
    expect((await beacon({ remote: 'embeds', version: 'cdn888', event: 'explode' })).status).toBe(400);
    const listed = await releases.list('embeds');
    expect(listed.releases.find((r) => r.version === 'cdn888')).toMatchObject({ loads: 1, failures: 1 });
    expect(listed.canary?.version).toBe('cdn888');

    // Past half of at least 2 loads (this app's policy): switched off, in the history and the admin audit log;
    // a failure reported after that ends nothing more.
    await beacon({ remote: 'embeds', version: 'cdn888', event: 'load' });
    await beacon({ remote: 'embeds', version: 'cdn888', event: 'failure' });
    await beacon({ remote: 'embeds', version: 'cdn888', event: 'failure' });
    const after = await releases.list('embeds');
    expect(after.canary).toBeNull();
    expect(after.history[0]).toMatchObject({ action: 'canary-off', actor: 'auto: 2 failures in 2 loads' });
    const audit = await defineModels(sequelize).AuditEntry.findAll({
      where: { action: 'remote.canary-off' },
    });
    expect(audit.map((entry) => [entry.actorUserId, entry.detail])).toEqual([
      [null, 'embeds cdn888 switched off by itself: 2 failures in 2 loads'],
    ]);
    await waitOutCache();
    expect((await request(app).get('/remote-releases.json')).body.embeds.canary).toBeUndefined();
  });
});
