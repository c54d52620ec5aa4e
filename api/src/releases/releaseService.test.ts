import type { Sequelize } from 'sequelize';
import { migrateUp } from '../db/migrate';
import { defineModels } from '../db/models';
import { testDatabases } from '../testing/databases';
import type { BuildContract } from './compatibility';
import { ReleaseError, releaseService, type NewRelease } from './releaseService';

const SHELL: BuildContract = {
  contractVersion: '1.1.0',
  shared: { react: { version: '19.3.1' }, '@bento/store': { version: '0.1.0' } },
};

const release = (version: string, overrides: Partial<NewRelease> = {}): NewRelease => ({
  remote: 'embeds',
  version,
  manifestUrl: null,
  gitCommit: null,
  contractVersion: '1.0.0',
  shared: { react: { version: '19.3.1', requiredVersion: '^19.0.0' } },
  ...overrides,
});

describe.each(testDatabases())('remote releases on $label', (db) => {
  let sequelize: Sequelize;
  let releases: ReturnType<typeof releaseService>;

  beforeAll(async () => {
    sequelize = await db.open();
    await migrateUp(sequelize);
    releases = releaseService(defineModels(sequelize), () => SHELL, { minLoads: 4, maxFailureRate: 0.5 });
  });
  afterAll(() => db.cleanup());

  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ReleaseError);
    return (error as ReleaseError).message;
  };

  it('records a release once: the same version again is the release as first stored', async () => {
    const first = await releases.record(release('aaa111', { gitCommit: 'c0ffee' }));
    const again = await releases.record(release('aaa111', { gitCommit: 'other' }));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ remote: 'embeds', version: 'aaa111', gitCommit: 'c0ffee' });
    expect((await releases.list('embeds')).releases.map((r) => r.version)).toEqual(['aaa111']);
  });

  it('activates, and rolls back through the history to the built dist, then has nothing left to roll back', async () => {
    for (const version of ['bbb222', 'ccc333']) await releases.record(release(version));
    await releases.activate('embeds', 'aaa111', 'test');
    await releases.activate('embeds', 'bbb222', 'test');
    await releases.activate('embeds', 'ccc333', 'test');
    expect((await releases.served()).active.map((r) => r.version)).toEqual(['ccc333']);
    expect((await releases.rollback('embeds', 'test'))?.version).toBe('bbb222');
    expect((await releases.rollback('embeds', 'test'))?.version).toBe('aaa111');
    expect(await releases.rollback('embeds', 'test')).toBeNull();
    expect((await releases.served()).active).toEqual([]);
    expect(await refusal(releases.rollback('embeds', 'test'))).toBe('embeds has no activation to roll back.');
    const { active, history } = await releases.list('embeds');
    expect(active).toBeNull();
    expect(history.map((entry) => `${entry.action} ${entry.version}`)).toEqual([
      'rollback null',
      'rollback aaa111',
      'rollback bbb222',
      'activate ccc333',
      'activate bbb222',
      'activate aaa111',
    ]);
  });

  it('refuses an unknown version and a release that cannot run in this shell, naming what does not match', async () => {
    expect(await refusal(releases.activate('embeds', 'nope', 'test'))).toBe('embeds has no release nope.');
    await releases.record(release('ddd444', { contractVersion: '2.0.0' }));
    expect(await refusal(releases.activate('embeds', 'ddd444', 'test'))).toBe(
      'embeds ddd444 cannot run in this shell: it was built against store contract 2.0.0, and the shell runs contract 1.1.0.',
    );
    await releases.record(
      release('eee555', { shared: { react: { version: '18.3.1', requiredVersion: '^18.2.0' } } }),
    );
    expect(await refusal(releases.activate('embeds', 'eee555', 'test'))).toBe(
      'embeds eee555 cannot run in this shell: it needs react ^18.2.0, and the shell shares react 19.3.1.',
    );
    // Nothing was switched.
    expect((await releases.served()).active).toEqual([]);
  });

  it('serves a canary to a share of visitors, promotes it, and refuses a share that is not 1–99', async () => {
    await releases.record(release('fff666'));
    await releases.record(release('ggg777'));
    await releases.activate('embeds', 'fff666', 'test');
    expect(await refusal(releases.canary('embeds', 'ggg777', '150', 'test'))).toBe(
      "A canary's share is a whole percent from 1 to 99, not '150'.",
    );
    expect(await refusal(releases.canary('embeds', 'fff666', 50, 'test'))).toBe(
      'embeds fff666 is already active.',
    );
    expect(await refusal(releases.canary('embeds', 'ddd444', 50, 'test'))).toMatch(/store contract 2\.0\.0/);
    expect(await releases.canary('embeds', 'ggg777', '25', 'test')).toEqual({
      version: 'ggg777',
      percent: 25,
    });
    const served = await releases.served();
    expect(served.active.map((r) => r.version)).toEqual(['fff666']);
    expect(served.canaries.map(({ release: r, percent }) => `${r.version} ${percent}`)).toEqual([
      'ggg777 25',
    ]);
    expect((await releases.list('embeds')).canary).toEqual({ version: 'ggg777', percent: 25 });

    expect((await releases.promote('embeds', 'test')).version).toBe('ggg777');
    expect((await releases.list('embeds')).canary).toBeNull();
    expect((await releases.served()).active.map((r) => r.version)).toEqual(['ggg777']);
    // A promotion is an activation: rollback goes back to the release before it.
    expect((await releases.rollback('embeds', 'test'))?.version).toBe('fff666');
    expect(await refusal(releases.promote('embeds', 'test'))).toBe('embeds has no canary to promote.');
  });

  it('counts loads and failures per release, and switches a failing canary off by itself, with the reason', async () => {
    await releases.record(release('hhh888'));
    await releases.canary('embeds', 'hhh888', 50, 'test');
    // Failures of releases that are not the canary, or of unknown versions, switch nothing off.
    for (let i = 0; i < 5; i += 1) expect(await releases.report('embeds', 'fff666', 'failure')).toBeNull();
    expect(await releases.report('embeds', 'nope', 'failure')).toBeNull();
    for (let i = 0; i < 3; i += 1) await releases.report('embeds', 'hhh888', 'load');
    // Below the minimum of 4 loads: nothing yet.
    expect(await releases.report('embeds', 'hhh888', 'failure')).toBeNull();
    await releases.report('embeds', 'hhh888', 'load');
    // 2 failures in 4 loads is 50 %: not past the rate.
    expect(await releases.report('embeds', 'hhh888', 'failure')).toBeNull();
    expect(await releases.report('embeds', 'hhh888', 'failure')).toEqual({
      version: 'hhh888',
      percent: 50,
      reason: '3 failures in 4 loads',
    });
    const { canary, history, releases: all } = await releases.list('embeds');
    expect(canary).toBeNull();
    expect(`${history[0]?.action} ${history[0]?.version} ${history[0]?.actor}`).toBe(
      'canary-off hhh888 auto: 3 failures in 4 loads',
    );
    expect(all.find((r) => r.version === 'hhh888')).toMatchObject({ loads: 4, failures: 3 });
    expect(all.find((r) => r.version === 'fff666')).toMatchObject({ loads: 0, failures: 5 });
    // Already off: another report ends nothing.
    expect(await releases.report('embeds', 'hhh888', 'failure')).toBeNull();
  });
});
