// Account settings across two real instances on one database (SQLite file; MariaDB with MYSQL_URL), with and
// without Redis: a password changed on A signs the other browser out on B at once; an account deleted on B takes
// its published site off A at once with Redis (within 1 s of cache lifetime without it).
import { randomBytes } from 'node:crypto';
import { CLUSTER_MODES, sharedDatabases, twoInstances, verifyAt } from '../cluster/testing';

jest.setTimeout(60_000);

const PASSWORD = 'cluster settings password 42';

/** A browser on one instance: its session cookie, and its calls with a bearer token minted from it. */
interface Browser {
  cookie: string;
  token(): Promise<string>;
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

function browser(origin: string, cookie: string): Browser {
  const token = async () => {
    const response = await fetch(`${origin}/api/auth/token`, { headers: { cookie } });
    return ((await response.json()) as { token: string }).token;
  };
  return {
    cookie,
    token,
    async call(method, path, body) {
      const response = await fetch(`${origin}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
      };
    },
  };
}

async function enter(origin: string, path: string, body: unknown): Promise<Browser> {
  const response = await fetch(`${origin}/api/auth/local/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return browser(origin, (response.headers.get('set-cookie') ?? '').split(';')[0]!);
}

const sessionOf = async (origin: string, cookie: string) =>
  ((await (await fetch(`${origin}/api/auth/session`, { headers: { cookie } })).json()) as { user: unknown })
    .user;

describe.each(sharedDatabases())('account settings on two instances on $label', (db) => {
  afterAll(() => db.cleanup());

  describe.each(CLUSTER_MODES)('$label', ({ redis, boundMs }) => {
    const cluster = twoInstances(db, redis);

    const signUp = (origin: string, email: string) =>
      enter(origin, 'sign-up', { email, password: PASSWORD, acceptTerms: true });

    it('a password changed on A signs the browser on B out at once, cookie and bearer token', async () => {
      if (cluster.skip) return; // Redis does not answer here: the other mode still runs.
      const email = `settings-${randomBytes(4).toString('hex')}@example.org`;
      const here = await signUp(cluster.a.url, email);
      const there = await enter(cluster.b.url, 'sign-in', { email, password: PASSWORD });
      const thereToken = await there.token();
      const changed = await here.call('POST', '/auth/password', {
        currentPassword: PASSWORD,
        newPassword: 'a brand new passphrase',
      });
      expect(changed).toEqual({ status: 200, body: { signedOut: 1 } });
      expect(await sessionOf(cluster.b.url, there.cookie)).toBeNull();
      const refused = await fetch(`${cluster.b.url}/api/designs`, {
        headers: { authorization: `Bearer ${thereToken}` },
      });
      expect(refused.status).toBe(401);
      expect(await sessionOf(cluster.a.url, here.cookie)).toMatchObject({ email });
      expect((await here.call('GET', '/designs')).status).toBe(200);
    });

    it(`an account deleted on B takes its site off A within ${boundMs} ms`, async () => {
      if (cluster.skip) return;
      const email = `deleted-${randomBytes(4).toString('hex')}@example.org`;
      const owner = await signUp(cluster.a.url, email);
      await verifyAt(cluster.a.url, email);
      const design = await owner.call('POST', '/designs', {
        title: 'Mine',
        gridData: {
          boxes: [{ id: 'b1', contentId: '<p>Hi</p>', colSpan: 1, rowSpan: 1, order: 0 }],
          gridSettings: { columnsCount: 4 },
        },
      });
      expect(design.status).toBe(201);
      const slug = `deleted-${Date.now().toString(36)}`;
      const site = await owner.call('POST', `/designs/${design.body.id as string}/publish`, {
        slug,
        siteTitle: 'Mine',
      });
      expect(site.status).toBe(201);
      for (const server of [cluster.a, cluster.b]) {
        expect((await fetch(`${server.url}/api/published-sites/slug/${slug}`)).status).toBe(200);
      }
      const onB = browser(cluster.b.url, owner.cookie);
      expect((await onB.call('DELETE', '/auth/account', { password: PASSWORD, confirm: email })).status).toBe(
        204,
      );
      const started = Date.now();
      let status = 200;
      while (status !== 404 && Date.now() - started < 3_000) {
        status = (await fetch(`${cluster.a.url}/api/published-sites/slug/${slug}`)).status;
        if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(404);
      expect(Date.now() - started).toBeLessThanOrEqual(boundMs);
    });
  });
});
