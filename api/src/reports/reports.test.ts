// 'Report this site' (no account, limited per address) and the admin's queue: dismiss, or act (take the site down
// and close every open report of it).
import request from 'supertest';
import { testDatabases } from '../testing/databases';
import {
  ADMIN_EMAIL,
  asUser,
  openAdminTest,
  publishSite,
  signUpAccount,
  useAdminTest,
  type Account,
} from '../admin/testSupport';

jest.setTimeout(60_000);

describe.each(testDatabases())('site reports on $label', (db) => {
  const t = useAdminTest(db);
  let admin: Account;
  let owner: Account;

  beforeAll(async () => {
    admin = await signUpAccount(t().app, ADMIN_EMAIL);
  });
  beforeEach(async () => {
    owner = await signUpAccount(t().app);
  });

  const report = (slug: string, body: unknown) =>
    request(t().app)
      .post(`/api/published-sites/slug/${slug}/reports`)
      .send(body as object);

  it('takes a report from anyone, without an account', async () => {
    const site = await publishSite(t().app, owner);
    const res = await report(site.slug, {
      reason: 'copyright',
      details: '  My photo, used without asking.  ',
    });
    expect(res.status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reason: 'copyright',
      createdAt: expect.any(String),
    });
    const stored = await t().models.SiteReport.findByPk(res.body.id);
    expect(stored).toMatchObject({
      siteId: site.id,
      state: 'open',
      details: 'My photo, used without asking.',
    });
  });

  it('validates the body', async () => {
    const site = await publishSite(t().app, owner);
    const cases: [unknown, string][] = [
      [{}, 'reason must be one of: spam, abuse, illegal, copyright, other'],
      [{ reason: 'boring' }, 'reason must be one of: spam, abuse, illegal, copyright, other'],
      [{ reason: 'spam', details: 5 }, 'details must be text'],
      [{ reason: 'spam', details: 'x'.repeat(1001) }, 'details must be at most 1000 characters'],
      [['spam'], 'Request body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const res = await report(site.slug, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_request', message } });
    }
    expect((await report(site.slug, { reason: 'other', details: 'x'.repeat(1000) })).status).toBe(201);
    expect((await report(site.slug, { reason: 'other', details: null })).status).toBe(201);
  });

  it('answers 404 for an unknown, malformed or unpublished slug', async () => {
    const site = await publishSite(t().app, owner);
    await asUser(t().app, owner, 'patch', `/api/designs/${site.designId}/published-sites/${site.id}`, {
      published: false,
    });
    for (const slug of ['no-such-site-anywhere', 'Not%20A%20Slug', site.slug]) {
      const res = await report(slug, { reason: 'spam' });
      expect([slug, res.status, res.body]).toEqual([
        slug,
        404,
        { error: { code: 'not_found', message: 'Site not found' } },
      ]);
    }
  });

  it('acts on a report: the site goes down with its reason and every open report of it is closed', async () => {
    const site = await publishSite(t().app, owner);
    const first = (await report(site.slug, { reason: 'illegal', details: 'Sells stolen cards' })).body
      .id as string;
    const second = (await report(site.slug, { reason: 'spam' })).body.id as string;
    const elsewhere = await publishSite(t().app, owner);
    const unrelated = (await report(elsewhere.slug, { reason: 'spam' })).body.id as string;

    const queue = await asUser(t().app, admin, 'get', '/api/admin/reports');
    const queued = queue.body.items.find((item: { id: string }) => item.id === first);
    expect(queued).toEqual({
      id: first,
      reason: 'illegal',
      reasonLabel: 'Illegal content',
      details: 'Sells stolen cards',
      state: 'open',
      createdAt: expect.any(String),
      reviewedAt: null,
      reviewedByEmail: null,
      site: { id: site.id, slug: site.slug, siteTitle: 'Site to review', published: true, takenDown: false },
    });

    const acted = await asUser(t().app, admin, 'post', `/api/admin/reports/${first}/act`);
    expect(acted.status).toBe(200);
    expect(acted.body).toMatchObject({
      state: 'actioned',
      reviewedByEmail: ADMIN_EMAIL,
      site: { takenDown: true },
    });
    const stored = await t().models.PublishedSite.findByPk(site.id);
    expect(stored?.takedownReason).toBe('Illegal content');
    expect((await request(t().app).get(`/api/published-sites/slug/${site.slug}`)).status).toBe(451);
    expect((await t().models.SiteReport.findByPk(second))?.state).toBe('actioned');
    expect((await t().models.SiteReport.findByPk(unrelated))?.state).toBe('open');

    const actioned = await asUser(t().app, admin, 'get', '/api/admin/reports?state=actioned');
    expect(actioned.body.items.map((item: { id: string }) => item.id).sort()).toEqual([first, second].sort());
    // Reviewed reports are not reviewed twice; a taken-down site is not reported again.
    expect((await asUser(t().app, admin, 'post', `/api/admin/reports/${second}/dismiss`)).body).toEqual({
      error: { code: 'invalid_state', message: 'This report has already been reviewed.' },
    });
    expect((await report(site.slug, { reason: 'spam' })).status).toBe(451);
  });

  it('acts with the admin’s own wording, and dismisses', async () => {
    const site = await publishSite(t().app, owner);
    const toAct = (await report(site.slug, { reason: 'other' })).body.id as string;
    const acted = await asUser(t().app, admin, 'post', `/api/admin/reports/${toAct}/act`, {
      reason: 'Impersonation',
    });
    expect(acted.status).toBe(200);
    expect((await t().models.PublishedSite.findByPk(site.id))?.takedownReason).toBe('Impersonation');
    expect(
      (await asUser(t().app, admin, 'post', `/api/admin/reports/${toAct}/act`, { reason: '' })).status,
    ).toBe(400);

    const other = await publishSite(t().app, owner);
    const toDismiss = (await report(other.slug, { reason: 'abuse' })).body.id as string;
    const dismissed = await asUser(t().app, admin, 'post', `/api/admin/reports/${toDismiss}/dismiss`);
    expect(dismissed.body).toMatchObject({
      state: 'dismissed',
      reviewedAt: expect.any(String),
      site: { takenDown: false },
    });
    expect((await request(t().app).get(`/api/published-sites/slug/${other.slug}`)).status).toBe(200);
    const list = await asUser(t().app, admin, 'get', '/api/admin/reports?state=dismissed');
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(toDismiss);
  });

  it('allows 5 reports per address per hour, then answers 429 with a clear message', async () => {
    // An app of its own with the default limit (REPORT_RATE_LIMIT_MAX unset). In this block, not another
    // describe.each: SQLite after MariaDB in one file breaks Sequelize's migrations (cluster/sharedSecret.test.ts).
    const t = await openAdminTest(db, { REPORT_RATE_LIMIT_MAX: '' });
    try {
      const owner = await signUpAccount(t.app);
      const site = await publishSite(t.app, owner);
      const send = () =>
        request(t.app).post(`/api/published-sites/slug/${site.slug}/reports`).send({ reason: 'spam' });
      for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(201);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: { code: 'too_many_requests', message: 'Too many reports. Please try again in 60 minutes.' },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      // Invalid bodies count too: the limit is checked before anything else.
      expect((await request(t.app).post('/api/published-sites/slug/x/reports').send({})).status).toBe(429);
      expect(await t.models.SiteReport.count()).toBe(5);
      // Other routes are not limited by it.
      expect((await request(t.app).get(`/api/published-sites/slug/${site.slug}`)).status).toBe(200);
    } finally {
      // Its database goes with the block's (useAdminTest's cleanup).
      t.build.remove();
    }
  });
});
