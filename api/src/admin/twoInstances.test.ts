// Admin actions across two real instances on one database: a takedown or restore made on one reaches the other's
// cached site at once with Redis (within the cache's 1 s without it), a disable refuses the user's token on the
// other instance at once (the sessions live in the database), and with Redis reports count against one limit.
import { randomBytes } from 'node:crypto';
import {
  callInstance,
  CLUSTER_MODES,
  msUntil,
  sharedDatabases,
  twoInstances,
  verifyAt,
} from '../cluster/testing';
import type { RunningServer } from '../server';

jest.setTimeout(60_000);

const ADMIN = 'admin@example.org';
const PASSWORD = 'cluster-keeper-passphrase-42';
const GRID = {
  boxes: [{ id: 'b1', contentId: '<p>Shared</p>', colSpan: 1, rowSpan: 1, order: 0 }],
  gridSettings: { columnsCount: 4 },
};

async function signUp(origin: string, email: string): Promise<{ id: string; bearer: () => Promise<string> }> {
  const response = await fetch(`${origin}/api/auth/local/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  await verifyAt(origin, email);
  const { user } = (await response.json()) as { user: { id: string } };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return {
    id: user.id,
    bearer: async () => {
      const answer = await fetch(`${origin}/api/auth/token`, { headers: { cookie } });
      return `Bearer ${((await answer.json()) as { token: string }).token}`;
    },
  };
}

describe.each(sharedDatabases())('admin actions on two instances on $label', (db) => {
  afterAll(() => db.cleanup());

  describe.each(CLUSTER_MODES)('$label', ({ redis, boundMs }) => {
    const cluster = twoInstances(db, redis, { ADMIN_EMAILS: ADMIN });

    it(`a takedown on B reaches A within ${boundMs} ms; so does the restore; a disable on B holds on A at once`, async () => {
      if (cluster.skip) return; // Redis does not answer here: the other mode still runs.
      const admin = await signUp(cluster.a.url, ADMIN);
      const owner = await signUp(cluster.a.url, `owner-${randomBytes(4).toString('hex')}@example.org`);
      const design = await callInstance(cluster.a.url, 'POST', '/designs', await owner.bearer(), {
        title: 'T',
        gridData: GRID,
      });
      const slug = `admin-${Date.now().toString(36)}`;
      const site = await callInstance(
        cluster.a.url,
        'POST',
        `/designs/${design.body.id}/publish`,
        await owner.bearer(),
        {
          slug,
          siteTitle: 'Shared',
        },
      );
      expect(site.status).toBe(201);
      const path = `/api/published-sites/slug/${slug}`;
      // Both instances now hold the site in their caches.
      for (const server of [cluster.a, cluster.b])
        expect((await fetch(`${server.url}${path}`)).status).toBe(200);

      const adminOnB = await admin.bearer();
      const down = await callInstance(
        cluster.b.url,
        'POST',
        `/admin/sites/${site.body.id}/takedown`,
        adminOnB,
        {
          reason: 'Spam',
        },
      );
      expect(down.status).toBe(200);
      expect(await msUntil(cluster.a.url, path, 451)).toBeLessThanOrEqual(boundMs);
      expect((await fetch(`${cluster.a.url}/${slug}`, { headers: { accept: 'text/html' } })).status).toBe(
        451,
      );

      expect(
        (await callInstance(cluster.b.url, 'POST', `/admin/sites/${site.body.id}/restore`, adminOnB)).status,
      ).toBe(200);
      expect(await msUntil(cluster.a.url, path, 200)).toBeLessThanOrEqual(boundMs);

      const ownerOnA = await owner.bearer();
      expect((await callInstance(cluster.a.url, 'GET', '/designs', ownerOnA)).status).toBe(200);
      expect(
        (await callInstance(cluster.b.url, 'POST', `/admin/users/${owner.id}/disable`, adminOnB)).status,
      ).toBe(200);
      // The very next request on the other instance, with the same unexpired token.
      expect((await callInstance(cluster.a.url, 'GET', '/designs', ownerOnA)).status).toBe(401);
    });

    it(redis ? 'counts reports on A and B against one limit' : 'counts reports per instance', async () => {
      if (cluster.skip) return;
      const owner = await signUp(cluster.a.url, `reported-${randomBytes(4).toString('hex')}@example.org`);
      const design = await callInstance(cluster.a.url, 'POST', '/designs', await owner.bearer(), {
        title: 'T',
        gridData: GRID,
      });
      const slug = `reported-${Date.now().toString(36)}`;
      await callInstance(cluster.a.url, 'POST', `/designs/${design.body.id}/publish`, await owner.bearer(), {
        slug,
        siteTitle: 'Reported',
      });
      const report = (server: RunningServer) =>
        callInstance(server.url, 'POST', `/published-sites/slug/${slug}/reports`, undefined, {
          reason: 'spam',
        }).then((answer) => answer.status);
      // The default budget: 5 per address per hour (the first test made none).
      for (let i = 0; i < 3; i += 1) expect(await report(cluster.a)).toBe(201);
      for (let i = 0; i < 2; i += 1) expect(await report(cluster.b)).toBe(201);
      expect(await report(cluster.b)).toBe(redis ? 429 : 201);
    });
  });
});
