// Issue 32: the published pages' beacons counted into daily roll-ups, read back by the site's owner only.
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { testDatabases } from '../testing/databases';
import { asUser, publishSite, signUpAccount, HTML_ACCEPT, type Account } from '../admin/testSupport';
import { gridFixture } from '../designs/testSupport';
import { beacon, PHONE, pixel, reportOf, TABLET, insightsTestFor, visitor } from './insightsTesting';

jest.setTimeout(60_000);

const GRID = gridFixture(
  3,
  (index) => [`<p>  My   <b>portfolio</b> </p>`, '<p></p>', `<p>${'x'.repeat(80)}</p>`][index]!,
);

describe.each(testDatabases())('insights on $label', (db) => {
  const t = insightsTestFor(db);
  let owner: Account;

  beforeEach(async () => {
    t.setNow('2026-03-10T12:00:00.000Z');
    owner = await signUpAccount(t().app);
  });

  const count = (sql: string, replacements: unknown[]) =>
    t()
      .sequelize.query<{ n: unknown }>(sql, { replacements, type: QueryTypes.SELECT })
      .then(([row]) => Number(row?.n ?? 0));

  it('adds views, visitors, devices, referrers, clicks and vitals into the day', async () => {
    const site = await publishSite(t().app, owner, GRID);
    const ada = visitor('203.0.113.1');
    const bob = visitor('203.0.113.2', PHONE);
    const cy = visitor('203.0.113.3', TABLET);
    for (const [from, referrer] of [
      [ada, 'https://www.example.org/some/page'],
      [ada, `http://127.0.0.1/${site.slug}`],
      [bob, 'https://news.example.net/'],
      [cy, 'https://example.org/'],
      [cy, ''],
    ] as const) {
      const res = await beacon(t(), from, { kind: 'view', slug: site.slug, referrer });
      expect(res.status).toBe(204);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    for (const boxId of ['b1', 'b1', 'b2', 'b3', 'gone'])
      expect((await beacon(t(), ada, { kind: 'click', slug: site.slug, boxId })).status).toBe(204);
    for (const [lcp, cls, inp] of [
      [1200, 0, 80],
      [1800, 0.05, 120],
      [2600, 0.12, null],
      [5000, 0.3, 600],
    ])
      await beacon(t(), bob, { kind: 'vitals', slug: site.slug, lcp, cls, inp });

    const report = await reportOf(t, owner, site.id);
    expect(report.views).toBe(5);
    expect(report.visitors).toBe(3);
    expect(report.daily).toHaveLength(7);
    expect(report.daily.at(-1)).toEqual({ date: '2026-03-10', views: 5, visitors: 3 });
    expect(report.daily[0]).toEqual({ date: '2026-03-04', views: 0, visitors: 0 });
    expect(report.devices).toEqual({ mobile: 1, tablet: 2, desktop: 2 });
    // The site's own host is no referrer; www. is dropped.
    expect(report.referrers).toEqual([
      { domain: 'example.org', views: 2 },
      { domain: 'news.example.net', views: 1 },
    ]);
    expect(report.clicks).toEqual([
      { boxId: 'b1', label: 'My portfolio', count: 2 },
      { boxId: 'b2', label: 'b2', count: 1 },
      { boxId: 'b3', label: `${'x'.repeat(59)}…`, count: 1 },
      { boxId: 'gone', label: 'gone', count: 1 },
    ]);
    expect(report.vitals).toEqual({
      lcp: { p75: 2600, rating: 'needs-improvement' },
      cls: { p75: 0.12, rating: 'needs-improvement' },
      // Three samples (80, 120, 600): the third is the 75th percentile by nearest rank.
      inp: { p75: 600, rating: 'poor' },
    });
  });

  it('counts a visitor once a day, with a salt kept only for that day', async () => {
    const site = await publishSite(t().app, owner);
    const ada = visitor('198.51.100.7');
    await beacon(t(), ada, { kind: 'view', slug: site.slug });
    await beacon(t(), ada, { kind: 'view', slug: site.slug });
    // The same address with another browser is another visitor.
    await beacon(t(), visitor('198.51.100.7', PHONE), { kind: 'view', slug: site.slug });
    await t.insights().flush();
    await beacon(t(), ada, { kind: 'view', slug: site.slug });
    expect((await reportOf(t, owner, site.id)).daily.at(-1)).toEqual({
      date: '2026-03-10',
      views: 4,
      visitors: 2,
    });
    const salts = () =>
      t().sequelize.query<{ day: string; salt: string }>('SELECT day, salt FROM insights_salts', {
        type: QueryTypes.SELECT,
      });
    const [first] = await salts();
    expect(first?.day).toBe('2026-03-10');
    const firstHash = await t().sequelize.query<{ visitor_hash: string }>(
      'SELECT DISTINCT visitor_hash FROM insights_events WHERE site_id = ? AND day = ?',
      { replacements: [site.id, '2026-03-10'], type: QueryTypes.SELECT },
    );

    t.setNow('2026-03-11T00:00:01.000Z');
    await beacon(t(), ada, { kind: 'view', slug: site.slug });
    const report = await reportOf(t, owner, site.id);
    expect(report.daily.slice(-2)).toEqual([
      { date: '2026-03-10', views: 4, visitors: 2 },
      { date: '2026-03-11', views: 1, visitors: 1 },
    ]);
    // Yesterday's salt is gone: nobody can link today's hash to yesterday's.
    const now = await salts();
    expect(now).toEqual([{ day: '2026-03-11', salt: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(now[0]!.salt).not.toBe(first!.salt);
    const [nextHash] = await t().sequelize.query<{ visitor_hash: string }>(
      'SELECT visitor_hash FROM insights_events WHERE site_id = ? AND day = ?',
      { replacements: [site.id, '2026-03-11'], type: QueryTypes.SELECT },
    );
    expect(firstHash.map((row) => row.visitor_hash)).not.toContain(nextHash!.visitor_hash);
  });

  it('counts nothing for DNT, Sec-GPC, bots, unknown slugs, unpublished sites or insights off', async () => {
    const site = await publishSite(t().app, owner);
    const sent = [
      beacon(t(), visitor('192.0.2.1', undefined, { DNT: '1' }), { kind: 'view', slug: site.slug }),
      beacon(t(), visitor('192.0.2.2', undefined, { 'Sec-GPC': '1' }), { kind: 'view', slug: site.slug }),
      beacon(t(), visitor('192.0.2.3', 'Mozilla/5.0 (compatible; Googlebot/2.1)'), {
        kind: 'view',
        slug: site.slug,
      }),
      beacon(t(), visitor('192.0.2.4', 'Mozilla/5.0 HeadlessChrome/131.0'), {
        kind: 'view',
        slug: site.slug,
      }),
      beacon(t(), visitor('192.0.2.5', ''), { kind: 'view', slug: site.slug }),
      beacon(t(), visitor('192.0.2.6'), { kind: 'view', slug: 'no-such-site-here' }),
      beacon(t(), visitor('192.0.2.7'), { kind: 'view', slug: 'Not A Slug' }),
      pixel(t(), visitor('192.0.2.8', undefined, { 'Sec-GPC': '1' }), site.slug),
    ];
    for (const res of await Promise.all(sent)) expect([200, 204]).toContain(res.status);
    expect((await reportOf(t, owner, site.id)).views).toBe(0);

    const patch = (body: object) =>
      asUser(t().app, owner, 'patch', `/api/designs/${site.designId}/published-sites/${site.id}`, body);
    const off = await patch({ insightsEnabled: false });
    expect([off.status, off.body.insightsEnabled]).toEqual([200, false]);
    await beacon(t(), visitor('192.0.2.9'), { kind: 'view', slug: site.slug });
    expect((await reportOf(t, owner, site.id)).views).toBe(0);
    expect((await patch({ insightsEnabled: 'no' })).body.error.message).toBe(
      'insightsEnabled must be true or false',
    );
    await patch({ insightsEnabled: true });
    await beacon(t(), visitor('192.0.2.9'), { kind: 'view', slug: site.slug });
    expect((await reportOf(t, owner, site.id)).views).toBe(1);

    await patch({ published: false });
    await beacon(t(), visitor('192.0.2.10'), { kind: 'view', slug: site.slug });
    expect((await reportOf(t, owner, site.id)).views).toBe(1);
  });

  it('takes JSON too, and answers 400 for what is not a beacon', async () => {
    const site = await publishSite(t().app, owner);
    const json = await request(t().app)
      .post('/api/beacon')
      .set('User-Agent', PHONE)
      .send({ kind: 'view', slug: site.slug });
    expect(json.status).toBe(204);
    const cases: [unknown, string][] = [
      ['', 'Send a beacon as JSON'],
      ['{oops', 'Request body is not valid JSON'],
      [[1], 'Request body must be a JSON object'],
      [{ kind: 'hover', slug: site.slug }, 'kind must be one of: view, click, vitals'],
      [{ kind: 'view' }, 'slug is required'],
      [{ kind: 'click', slug: site.slug }, 'boxId is required'],
      [{ kind: 'click', slug: site.slug, boxId: 'b'.repeat(65) }, 'boxId must be at most 64 characters'],
      [{ kind: 'vitals', slug: site.slug, lcp: 'fast' }, 'lcp must be a number'],
      [{ kind: 'vitals', slug: site.slug, cls: -1 }, 'cls must not be negative'],
      [
        { kind: 'view', slug: site.slug, referrer: 'x'.repeat(2049) },
        'referrer must be at most 2048 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await beacon(t(), visitor('192.0.2.20'), body);
      expect([body, res.status, res.body.error?.message]).toEqual([body, 400, message]);
    }
    const large = await beacon(t(), visitor('192.0.2.20'), {
      kind: 'view',
      slug: site.slug,
      referrer: 'x'.repeat(5000),
    });
    expect(large.status).toBe(413);
    expect((await request(t().app).get('/api/beacon/view.gif')).body.error.message).toBe(
      'Send the site as ?s=<slug>',
    );
    expect((await reportOf(t, owner, site.id)).views).toBe(1);
  });

  it('counts a view with JavaScript off through the page’s <noscript> pixel', async () => {
    const site = await publishSite(t().app, owner);
    const page = await request(t().app).get(`/${site.slug}`).set('Accept', HTML_ACCEPT);
    const src = `/api/beacon/view.gif?s=${site.slug}`;
    expect(page.text).toContain(`<noscript><img src="${src}" alt="" width="1" height="1" hidden></noscript>`);
    // The page's CSP lets it load the pixel from its own origin.
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self'/);
    const ada = visitor('203.0.113.50');
    for (const view of [1, 2]) {
      const res = await pixel(t(), ada, site.slug);
      expect([view, res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        view,
        200,
        'image/gif',
        'no-store',
      ]);
      expect(res.body.subarray(0, 6).toString()).toBe('GIF89a');
    }
    const report = await reportOf(t, owner, site.id);
    expect([report.views, report.visitors, report.devices.desktop]).toEqual([2, 1, 2]);
  });

  it('keeps raw events 30 days and the daily figures after them', async () => {
    const site = await publishSite(t().app, owner);
    await beacon(t(), visitor('203.0.113.60'), { kind: 'view', slug: site.slug });
    await beacon(t(), visitor('203.0.113.60'), { kind: 'click', slug: site.slug, boxId: 'b1' });
    await t.insights().flush();
    const raw = () => count('SELECT COUNT(*) AS n FROM insights_events WHERE site_id = ?', [site.id]);
    expect(await raw()).toBe(2);
    t.setNow('2026-04-09T11:59:00.000Z'); // 29 days 23 h 59 min later
    await t.insights().sweep();
    expect(await raw()).toBe(2);
    t.setNow('2026-04-09T12:00:01.000Z');
    await t.insights().sweep();
    expect(await raw()).toBe(0);
    const report = await reportOf(t, owner, site.id, 90);
    expect(report.daily.find((day) => day.date === '2026-03-10')).toEqual({
      date: '2026-03-10',
      views: 1,
      visitors: 1,
    });
    expect(report.clicks).toEqual([{ boxId: 'b1', label: 'Box 1', count: 1 }]);
  });

  it('answers the owner only; anyone else gets 404, and days must be 7, 30 or 90', async () => {
    const site = await publishSite(t().app, owner);
    const other = await signUpAccount(t().app);
    const path = `/api/published-sites/${site.id}/insights`;
    expect((await asUser(t().app, other, 'get', path)).status).toBe(404);
    expect((await asUser(t().app, other, 'get', path)).body.error.message).toBe('Site not found');
    expect((await asUser(t().app, owner, 'get', '/api/published-sites/not-a-site/insights')).status).toBe(
      404,
    );
    expect((await request(t().app).get(path)).status).toBe(401);
    for (const days of ['1', '365', 'week', '7.0', '-7']) {
      const res = await asUser(t().app, owner, 'get', `${path}?days=${days}`);
      expect([days, res.status, res.body.error.message]).toEqual([days, 400, 'days must be 7, 30 or 90']);
    }
    for (const days of [7, 30, 90])
      expect((await reportOf(t, owner, site.id, days)).daily).toHaveLength(days);
    expect(await reportOf(t, owner, site.id)).toEqual({
      views: 0,
      visitors: 0,
      daily: expect.any(Array),
      referrers: [],
      clicks: [],
      devices: { mobile: 0, tablet: 0, desktop: 0 },
      vitals: { lcp: null, cls: null, inp: null },
    });
  });

  it('deletes the figures with the site, and with the account', async () => {
    const tables = ['insights_events', 'insights_daily', 'insights_daily_clicks', 'insights_daily_referrers'];
    const rowsOf = async (siteId: string) => {
      let n = 0;
      for (const table of tables)
        n += await count(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = ?`, [siteId]);
      return n;
    };
    const withFigures = async () => {
      const site = await publishSite(t().app, owner);
      await beacon(t(), visitor('203.0.113.70'), {
        kind: 'view',
        slug: site.slug,
        referrer: 'https://a.example/',
      });
      await beacon(t(), visitor('203.0.113.70'), { kind: 'click', slug: site.slug, boxId: 'b1' });
      await t.insights().flush();
      expect(await rowsOf(site.id)).toBe(5);
      return site;
    };
    const unpublished = await withFigures();
    const res = await asUser(
      t().app,
      owner,
      'post',
      `/api/designs/${unpublished.designId}/unpublish/${unpublished.id}`,
    );
    expect(res.status).toBe(204);
    expect(await rowsOf(unpublished.id)).toBe(0);

    const kept = await withFigures();
    // A beacon counted but not yet written when the account goes is dropped with it.
    await beacon(t(), visitor('203.0.113.71'), { kind: 'view', slug: kept.slug });
    const deleted = await asUser(t().app, owner, 'delete', '/api/auth/account', {
      password: 'correct horse battery',
      confirm: owner.email,
    });
    expect(deleted.status).toBe(204);
    await t.insights().flush();
    expect(await rowsOf(kept.id)).toBe(0);
  });
});
