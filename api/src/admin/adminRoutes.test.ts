// Every /api/admin route, walked three times: signed out (401), as a signed-in non-admin (403 'Not authorised'),
// and as an admin (2xx). The list is checked against the router itself, so a new route cannot skip the walk.
import request from 'supertest';
import { createMemoryLogger } from '../logger';
import { testDatabases } from '../testing/databases';
import { STORE_CONTRACT_VERSION } from '@bento/store/contractVersion';
import { releaseService } from '../releases/releaseService';
import { adminRouter } from './adminRouter';
import { ADMIN_EMAIL, asUser, publishSite, signUpAccount, useAdminTest, type Account } from './testSupport';
import { createInsights } from '../insights/insights';

jest.setTimeout(60_000);

type Method = 'get' | 'post';
interface RouteCase {
  method: Method;
  /** As the router declares it. */
  route: string;
  /** The concrete path (under /api/admin) and body for the admin's call, from the fixtures. */
  path: () => string;
  body?: () => object;
}

const RELEASE = {
  remote: 'embeds' as const,
  version: 'ad0123456789',
  manifestUrl: null,
  gitCommit: null,
  contractVersion: STORE_CONTRACT_VERSION,
  shared: {},
};

const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'You must be signed in to do that.' } };
const FORBIDDEN = { error: { code: 'forbidden', message: 'Not authorised' } };

describe.each(testDatabases())('every admin route on $label', (db) => {
  const t = useAdminTest(db);
  let admin: Account;
  let member: Account;
  let victim: Account;
  const ids = { site: '', reportToDismiss: '', reportToAct: '', templateToApprove: '', templateToReject: '' };

  // In the order the admin walks them (a takedown before its restore, a disable before its enable).
  const routes: RouteCase[] = [
    { method: 'get', route: '/me', path: () => '/me' },
    { method: 'get', route: '/sites', path: () => '/sites?q=review&page=1' },
    {
      method: 'post',
      route: '/sites/:id/takedown',
      path: () => `/sites/${ids.site}/takedown`,
      body: () => ({ reason: 'Phishing page' }),
    },
    { method: 'post', route: '/sites/:id/restore', path: () => `/sites/${ids.site}/restore` },
    { method: 'get', route: '/reports', path: () => '/reports?state=open' },
    { method: 'post', route: '/reports/:id/dismiss', path: () => `/reports/${ids.reportToDismiss}/dismiss` },
    { method: 'post', route: '/reports/:id/act', path: () => `/reports/${ids.reportToAct}/act` },
    { method: 'get', route: '/templates', path: () => '/templates?state=pending' },
    {
      method: 'post',
      route: '/templates/:id/approve',
      path: () => `/templates/${ids.templateToApprove}/approve`,
    },
    {
      method: 'post',
      route: '/templates/:id/reject',
      path: () => `/templates/${ids.templateToReject}/reject`,
      body: () => ({ reason: 'Too similar to a starter' }),
    },
    { method: 'get', route: '/users', path: () => '/users?q=example' },
    { method: 'post', route: '/users/:id/disable', path: () => `/users/${victim.id}/disable` },
    { method: 'post', route: '/users/:id/enable', path: () => `/users/${victim.id}/enable` },
    { method: 'get', route: '/remotes', path: () => '/remotes' },
    {
      method: 'post',
      route: '/remotes/:name/activate',
      path: () => '/remotes/embeds/activate',
      body: () => ({ version: RELEASE.version }),
    },
    { method: 'post', route: '/remotes/:name/rollback', path: () => '/remotes/embeds/rollback' },
    // The canaries made below: embeds' is promoted (after the rollback above), editor's is ended.
    { method: 'post', route: '/remotes/:name/promote', path: () => '/remotes/embeds/promote' },
    { method: 'post', route: '/remotes/:name/canary-off', path: () => '/remotes/editor/canary-off' },
    { method: 'get', route: '/audit', path: () => '/audit?page=1' },
  ];

  beforeAll(async () => {
    const { app } = t();
    admin = await signUpAccount(app, ADMIN_EMAIL);
    member = await signUpAccount(app);
    victim = await signUpAccount(app);
    const site = await publishSite(app, member);
    ids.site = site.id;
    const reported = await publishSite(app, victim);
    const report = (slug: string, reason: string) =>
      request(app).post(`/api/published-sites/slug/${slug}/reports`).send({ reason });
    // Not on ids.site: taking that site down (an earlier route) closes its open reports.
    const dismissed = await publishSite(app, member);
    ids.reportToDismiss = (await report(dismissed.slug, 'spam')).body.id as string;
    ids.reportToAct = (await report(reported.slug, 'abuse')).body.id as string;
    const submit = async (title: string) =>
      (
        await asUser(app, member, 'post', '/api/templates/submissions', {
          designId: site.designId,
          title,
          category: 'Personal',
        })
      ).body.id as string;
    ids.templateToApprove = await submit('First');
    // One pending submission per design: the second comes from another design.
    const other = await publishSite(app, member);
    ids.templateToReject = (
      await asUser(app, member, 'post', '/api/templates/submissions', {
        designId: other.designId,
        title: 'Second',
        category: 'Business',
      })
    ).body.id as string;
    for (const id of Object.values(ids)) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // A release the admin can activate (and roll back): one this shell can run; canaries to promote and end.
    const releases = releaseService(t().models, () => ({
      contractVersion: RELEASE.contractVersion,
      shared: {},
    }));
    await releases.record(RELEASE);
    for (const release of [
      { ...RELEASE, version: 'ad9876543210' },
      { ...RELEASE, remote: 'editor' as const, version: 'ed9876543210' },
    ]) {
      await releases.record(release);
      await releases.canary(release.remote, release.version, 10, 'test');
    }
  });

  it('lists exactly the routes the admin router declares', () => {
    const { sequelize, models, config } = t();
    const router = adminRouter({
      sequelize,
      models,
      config,
      auth: { name: 'local', authenticate: async () => null },
      logger: createMemoryLogger(),
      insights: createInsights({ sequelize, models, logger: createMemoryLogger() }),
    });
    const declared = router.stack
      .filter((layer) => layer.route)
      .map((layer) => {
        const route = layer.route as unknown as { path: string; methods: Record<string, boolean> };
        return `${Object.keys(route.methods).join(',').toUpperCase()} ${route.path}`;
      });
    expect(declared.sort()).toEqual(routes.map((r) => `${r.method.toUpperCase()} ${r.route}`).sort());
  });

  it('answers 401 to a signed-out caller on every route', async () => {
    for (const route of routes) {
      const res = await request(t().app)[route.method](`/api/admin${route.path()}`).send(route.body?.());
      expect([route.route, res.status, res.body]).toEqual([route.route, 401, UNAUTHORIZED]);
    }
  });

  it("answers 403 'Not authorised' to a signed-in non-admin on every route, and changes nothing", async () => {
    const auditBefore = await t().models.AuditEntry.count();
    for (const route of routes) {
      const res = await asUser(
        t().app,
        member,
        route.method,
        `/api/admin${route.path()}`,
        route.body?.() ?? {},
      );
      expect([route.route, res.status, res.body]).toEqual([route.route, 403, FORBIDDEN]);
    }
    expect(await t().models.AuditEntry.count()).toBe(auditBefore);
    expect((await t().models.PublishedSite.findByPk(ids.site))?.takenDownAt).toBeNull();
    expect((await t().models.User.findByPk(victim.id))?.disabledAt).toBeNull();
  });

  it('answers 2xx to an admin on every route', async () => {
    for (const route of routes) {
      const res = await asUser(
        t().app,
        admin,
        route.method,
        `/api/admin${route.path()}`,
        route.body?.() ?? {},
      );
      expect([route.route, res.status >= 200 && res.status < 300, res.status]).toEqual([
        route.route,
        true,
        200,
      ]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('GET /api/admin/me names the admin', async () => {
    const res = await asUser(t().app, admin, 'get', '/api/admin/me');
    expect(res.body).toEqual({ admin: true, user: { id: admin.id, email: ADMIN_EMAIL } });
  });

  it('answers an id that is no UUID with 404 and a bad query with 400, never 500', async () => {
    const cases: [Method, string, number][] = [
      ['post', '/sites/not-a-uuid/takedown', 404],
      ['post', '/sites/00000000-0000-4000-8000-000000000000/restore', 404],
      ['post', "/reports/x'--/dismiss", 404],
      ['post', '/reports/%F0%9F%98%80/act', 404],
      ['post', '/templates/123/approve', 404],
      ['post', '/templates/00000000-0000-4000-8000-000000000000/reject', 404],
      ['post', '/users/nope/disable', 404],
      ['post', '/users/00000000-0000-4000-8000-000000000000/enable', 404],
      ['get', '/sites?page=0', 400],
      ['get', '/sites?page=abc', 400],
      ['get', '/sites?page=1&page=2', 400],
      ['get', `/users?q=${'x'.repeat(201)}`, 400],
      ['get', '/reports?state=closed', 400],
      ['get', '/templates?state=', 400],
      ['get', '/audit?page=10001', 400],
    ];
    for (const [method, path, status] of cases) {
      const body = method === 'post' && path.includes('takedown') ? { reason: 'x' } : {};
      const res = await asUser(t().app, admin, method, `/api/admin${path}`, body);
      expect([path, res.status]).toEqual([path, status]);
      expect(res.body.error.code).toEqual(expect.any(String));
    }
  });
});
