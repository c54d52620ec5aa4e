// The admin panel's Remotes routes on the real app: the overview, a switch and its audit row, and the refusals.
import { STORE_CONTRACT_VERSION } from '@bento/store/contractVersion';
import { ADMIN_EMAIL, asUser, signUpAccount, useAdminTest, type Account } from '../admin/testSupport';
import { testDatabases } from '../testing/databases';
import { releaseService } from './releaseService';

jest.setTimeout(60_000);

const release = (version: string, contractVersion = STORE_CONTRACT_VERSION) => ({
  remote: 'editor' as const,
  version,
  manifestUrl: null,
  gitCommit: 'abc1234def',
  contractVersion,
  shared: {},
});

describe.each(testDatabases())('the Remotes tab routes on $label', (db) => {
  const t = useAdminTest(db);
  let admin: Account;

  beforeAll(async () => {
    admin = await signUpAccount(t().app, ADMIN_EMAIL);
    const releases = releaseService(t().models, () => ({
      contractVersion: STORE_CONTRACT_VERSION,
      shared: {},
    }));
    await releases.record(release('ed1111111111'));
    await releases.record(release('ed2222222222', '99.0.0'));
  });

  const call = (method: 'get' | 'post', url: string, body?: object) =>
    asUser(t().app, admin, method, `/api/admin${url}`, body);

  it('lists every remote with its releases; activates one, rolls back, and writes both to the audit log', async () => {
    const overview = await call('get', '/remotes');
    expect(overview.status).toBe(200);
    const names = (overview.body.remotes as { remote: string }[]).map((entry) => entry.remote);
    expect(names).toEqual(['editor', 'sites', 'account', 'embeds', 'templates', 'admin', 'insights']);
    expect(overview.body.remotes[0]).toMatchObject({ remote: 'editor', active: null, history: [] });

    const activated = await call('post', '/remotes/editor/activate', { version: 'ed1111111111' });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({
      active: 'ed1111111111',
      history: [{ action: 'activate', version: 'ed1111111111', actor: `admin:${ADMIN_EMAIL}` }],
    });
    const rolledBack = await call('post', '/remotes/editor/rollback');
    expect(rolledBack.body.active).toBeNull();
    const audit = await call('get', '/audit?page=1');
    expect(
      (audit.body.items as { action: string; detail: string }[])
        .slice(0, 2)
        .map((e) => `${e.action} ${e.detail}`),
    ).toEqual(['remote.rollback editor back to its built dist', 'remote.activate editor ed1111111111']);
  });

  it('refuses what the shell cannot run (409, saying why), an unknown version or remote (404), and a missing version', async () => {
    const refused = await call('post', '/remotes/editor/activate', { version: 'ed2222222222' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'release_refused',
      message: `editor ed2222222222 cannot run in this shell: it was built against store contract 99.0.0, and the shell runs contract ${STORE_CONTRACT_VERSION}.`,
    });
    expect((await call('post', '/remotes/editor/activate', { version: 'nope' })).status).toBe(404);
    expect((await call('post', '/remotes/nowhere/rollback')).status).toBe(404);
    const missing = await call('post', '/remotes/editor/activate', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Choose a release to activate.');
  });
});
