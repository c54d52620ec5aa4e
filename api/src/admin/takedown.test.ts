// Take-downs (issue 14 'Admin'): GET /{slug} and the public JSON answer 451 at once (the published-site cache drops
// the site), the owner sees why and can change nothing about it, and a restore brings it back.
import request from 'supertest';
import { gridFixture } from '../designs/testSupport';
import { SITE_UNAVAILABLE_TITLE } from '../sites/takenDown';
import { testDatabases } from '../testing/databases';
import {
  ADMIN_EMAIL,
  asUser,
  HTML_ACCEPT,
  publishSite,
  signUpAccount,
  useAdminTest,
  type Account,
  type PublishedSite,
} from './testSupport';

jest.setTimeout(60_000);

const TAKEN_DOWN = {
  error: {
    code: 'site_taken_down',
    message: 'This site is unavailable: it was taken down for a breach of the terms of service.',
  },
};
const OWNER_REFUSAL = {
  error: {
    code: 'site_taken_down',
    message:
      'This site was taken down for a breach of the terms of service. It cannot be published, changed or removed until it is restored.',
  },
};

describe.each(testDatabases())('taking a site down on $label', (db) => {
  const t = useAdminTest(db);
  let admin: Account;
  let owner: Account;
  let site: PublishedSite;

  beforeAll(async () => {
    admin = await signUpAccount(t().app, ADMIN_EMAIL);
  });
  beforeEach(async () => {
    owner = await signUpAccount(t().app);
    site = await publishSite(
      t().app,
      owner,
      gridFixture(2, () => '<p>Secret content 7f3a</p>'),
    );
  });

  const page = (slug: string) => request(t().app).get(`/${slug}`).set('Accept', HTML_ACCEPT);
  const json = (slug: string) => request(t().app).get(`/api/published-sites/slug/${slug}`);
  const takeDown = (reason: unknown = 'Phishing page') =>
    asUser(t().app, admin, 'post', `/api/admin/sites/${site.id}/takedown`, reason === null ? {} : { reason });
  const restore = () => asUser(t().app, admin, 'post', `/api/admin/sites/${site.id}/restore`, {});

  it('answers GET /{slug} with 451 and a page without the site, at once, and 200 again after a restore', async () => {
    // Served (and so cached) before the takedown.
    expect((await page(site.slug)).status).toBe(200);
    expect((await json(site.slug)).status).toBe(200);

    const down = await takeDown();
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({
      id: site.id,
      slug: site.slug,
      ownerId: owner.id,
      ownerEmail: owner.email,
      takenDown: true,
      takedownReason: 'Phishing page',
      takenDownAt: expect.any(String),
      published: true,
    });

    const html = await page(site.slug);
    expect(html.status).toBe(451);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['cache-control']).toBe('no-store');
    expect(html.text).toContain(`<h1>${SITE_UNAVAILABLE_TITLE}</h1>`);
    expect(html.text).toContain('taken down for a breach of the');
    expect(html.text).not.toContain('Secret content 7f3a');
    expect(html.text).not.toContain('Site to review');
    expect(html.text).not.toContain('Phishing page');
    expect(html.text).not.toContain('<script');

    const api = await json(site.slug);
    expect(api.status).toBe(451);
    expect(api.body).toEqual(TAKEN_DOWN);
    expect(api.headers['cache-control']).toBe('no-store');

    const back = await restore();
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ takenDown: false, takedownReason: null, takenDownAt: null });
    const again = await page(site.slug);
    expect(again.status).toBe(200);
    expect(again.text).toContain('Secret content 7f3a');
    expect((await json(site.slug)).status).toBe(200);
  });

  it("shows the owner why in their sites list, the design's site links and the site itself", async () => {
    await takeDown('Copyright infringement');
    const sites = await asUser(t().app, owner, 'get', '/api/published-sites');
    expect(sites.body.items).toEqual([
      expect.objectContaining({ id: site.id, takenDown: true, takedownReason: 'Copyright infringement' }),
    ]);
    const designs = await asUser(t().app, owner, 'get', '/api/designs');
    expect(designs.body.items[0].publishedSites).toEqual([
      expect.objectContaining({ id: site.id, takenDown: true, takedownReason: 'Copyright infringement' }),
    ]);
    const design = await asUser(t().app, owner, 'get', `/api/designs/${site.designId}`);
    expect(design.body.publishedSites[0]).toMatchObject({ takenDown: true });

    await restore();
    const after = await asUser(t().app, owner, 'get', '/api/published-sites');
    expect(after.body.items[0]).not.toHaveProperty('takenDown');
    expect(after.body.items[0]).not.toHaveProperty('takedownReason');
  });

  it('refuses the owner every change to a taken-down site, and publishing its design again, with 451', async () => {
    await takeDown();
    const before = await t().models.PublishedSite.findByPk(site.id);
    const attempts = [
      ['post', `/api/designs/${site.designId}/republish/${site.id}`, {}],
      ['put', `/api/published-sites/${site.id}`, { siteTitle: 'New', gridData: gridFixture(1) }],
      ['patch', `/api/designs/${site.designId}/published-sites/${site.id}`, { published: false }],
      ['patch', `/api/designs/${site.designId}/published-sites/${site.id}`, { slug: `${site.slug}-x` }],
      ['post', `/api/designs/${site.designId}/unpublish/${site.id}`, {}],
    ] as const;
    for (const [method, url, body] of attempts) {
      const res = await asUser(t().app, owner, method, url, body);
      expect([url, res.status, res.body]).toEqual([url, 451, OWNER_REFUSAL]);
    }
    const again = await asUser(t().app, owner, 'post', `/api/designs/${site.designId}/publish`, {
      siteTitle: 'Again',
      slug: `${site.slug}-again`,
    });
    expect(again.status).toBe(451);
    expect(again.body.error.code).toBe('site_taken_down');
    const viaCreate = await asUser(t().app, owner, 'post', '/api/published-sites', {
      siteTitle: 'Again',
      slug: `${site.slug}-again`,
      gridData: gridFixture(1),
      designId: site.designId,
    });
    expect(viaCreate.status).toBe(451);

    const after = await t().models.PublishedSite.findByPk(site.id);
    expect(after?.toJSON()).toEqual(before?.toJSON());
    expect(await t().models.PublishedSite.count({ where: { userId: owner.id } })).toBe(1);

    // Restored, the owner may republish.
    await restore();
    const republished = await asUser(
      t().app,
      owner,
      'post',
      `/api/designs/${site.designId}/republish/${site.id}`,
      {},
    );
    expect(republished.status).toBe(200);
  });

  it('answers 451 for a taken-down site that its owner had hidden', async () => {
    await asUser(t().app, owner, 'patch', `/api/designs/${site.designId}/published-sites/${site.id}`, {
      published: false,
    });
    expect((await json(site.slug)).status).toBe(404);
    await takeDown();
    expect((await json(site.slug)).status).toBe(451);
    expect((await page(site.slug)).status).toBe(451);
    await restore();
    expect((await json(site.slug)).status).toBe(404);
  });

  it('validates the reason, and answers 409 for a second takedown or a restore of a live site', async () => {
    for (const reason of [null, '', '   ', 7, 'x'.repeat(501)]) {
      const res = await takeDown(reason);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    expect((await restore()).body).toEqual({
      error: { code: 'invalid_state', message: 'This site is not taken down.' },
    });
    expect((await takeDown('x'.repeat(500))).status).toBe(200);
    expect((await takeDown()).body).toEqual({
      error: { code: 'invalid_state', message: 'This site is already taken down.' },
    });
  });

  it('closes the open reports of the site it takes down (nothing is left to act on)', async () => {
    for (const reason of ['spam', 'abuse'])
      await request(t().app).post(`/api/published-sites/slug/${site.slug}/reports`).send({ reason });
    expect((await takeDown()).status).toBe(200);
    const open = await asUser(t().app, admin, 'get', '/api/admin/reports?state=open');
    expect(open.body.items.filter((item: { site: { id: string } }) => item.site.id === site.id)).toEqual([]);
    const actioned = await asUser(t().app, admin, 'get', '/api/admin/reports?state=actioned');
    const closed = actioned.body.items.filter((item: { site: { id: string } }) => item.site.id === site.id);
    expect(closed).toHaveLength(2);
    const [item] = (await asUser(t().app, admin, 'get', `/api/admin/sites?q=${site.slug}`)).body.items;
    expect(item).toMatchObject({ reportCount: 2, openReportCount: 0, takenDown: true });
  });

  it('finds sites by slug, title or owner e-mail, with size and report counts', async () => {
    await request(t().app).post(`/api/published-sites/slug/${site.slug}/reports`).send({ reason: 'spam' });
    const bySlug = await asUser(t().app, admin, 'get', `/api/admin/sites?q=${site.slug}`);
    expect(bySlug.body).toMatchObject({ page: 1, pageSize: 50, total: 1 });
    const [item] = bySlug.body.items;
    expect(item).toMatchObject({ id: site.id, reportCount: 1, openReportCount: 1, takenDown: false });
    const stored = await t().models.PublishedSite.findByPk(site.id);
    expect(item.sizeBytes).toBe(Buffer.byteLength(stored!.gridData));
    const byOwner = await asUser(
      t().app,
      admin,
      'get',
      `/api/admin/sites?q=${encodeURIComponent(owner.email.toUpperCase())}`,
    );
    expect(byOwner.body.items.map((s: { id: string }) => s.id)).toEqual([site.id]);
    // LIKE wildcards are searched for as text.
    const wildcard = await asUser(t().app, admin, 'get', '/api/admin/sites?q=%25');
    expect(wildcard.body.total).toBe(0);
  });
});
