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
    releases = releaseService(defineModels(sequelize), () => SHELL);
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
    expect((await releases.active()).map((r) => r.version)).toEqual(['ccc333']);
    expect((await releases.rollback('embeds', 'test'))?.version).toBe('bbb222');
    expect((await releases.rollback('embeds', 'test'))?.version).toBe('aaa111');
    expect(await releases.rollback('embeds', 'test')).toBeNull();
    expect(await releases.active()).toEqual([]);
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
    expect(await releases.active()).toEqual([]);
  });
});
