import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { testDatabases } from '../testing/databases';
import {
  createDesign,
  gridFixture,
  newUser,
  openApiTest,
  publishDesign,
  uniqueSlug,
  type ApiTest,
  type SiteBody,
  type TestUser,
} from './testSupport';

jest.setTimeout(30_000);

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

describe.each(testDatabases())("another user's ids on $label", (db) => {
  let t: ApiTest;
  let owner: TestUser;
  let intruder: TestUser;
  let design: { id: string };
  let site: SiteBody;
  let intruderDesign: { id: string };

  beforeAll(async () => {
    t = await openApiTest(db);
    owner = await newUser(t.models);
    intruder = await newUser(t.models);
    design = await createDesign(t, owner, { title: 'Private' });
    site = await publishDesign(t, owner, design.id);
    intruderDesign = await createDesign(t, intruder);
  });
  afterAll(() => db.cleanup());

  const as = (user: TestUser, method: Method, path: string, body?: object) =>
    request(t.app)[method](path).set('Authorization', user.auth()).send(body);

  const designRoutes = (): Array<[Method, string, object?]> => [
    ['get', `/api/designs/${design.id}`],
    ['patch', `/api/designs/${design.id}`, { title: 'Hijacked' }],
    ['delete', `/api/designs/${design.id}`],
    ['post', `/api/designs/${design.id}/publish`, { siteTitle: 'X', slug: uniqueSlug() }],
    ['post', `/api/designs/${design.id}/unpublish/${site.id}`],
    ['patch', `/api/designs/${design.id}/published-sites/${site.id}`, { siteTitle: 'Hijacked' }],
    ['post', `/api/designs/${design.id}/republish/${site.id}`],
    [
      'post',
      '/api/published-sites',
      { siteTitle: 'X', slug: uniqueSlug(), gridData: gridFixture(), designId: design.id },
    ],
  ];

  it("answers 404 'Design not found' on every design route", async () => {
    for (const [method, path, body] of designRoutes()) {
      const res = await as(intruder, method, path, body);
      expect([method, path, res.status, res.body]).toEqual([
        method,
        path,
        404,
        { error: { code: 'not_found', message: 'Design not found' } },
      ]);
    }
  });

  it("answers 404 'Site not found' for the owner's site under the intruder's own design, and on PUT", async () => {
    const routes: Array<[Method, string, object?]> = [
      ['post', `/api/designs/${intruderDesign.id}/unpublish/${site.id}`],
      ['patch', `/api/designs/${intruderDesign.id}/published-sites/${site.id}`, { published: false }],
      ['post', `/api/designs/${intruderDesign.id}/republish/${site.id}`],
      ['put', `/api/published-sites/${site.id}`, { siteTitle: 'Hijacked', gridData: gridFixture(1) }],
    ];
    for (const [method, path, body] of routes) {
      const res = await as(intruder, method, path, body);
      expect([path, res.status, res.body]).toEqual([
        path,
        404,
        { error: { code: 'not_found', message: 'Site not found' } },
      ]);
    }
  });

  it('answers exactly as for ids that do not exist (no existence leak)', async () => {
    const missing = await as(intruder, 'get', `/api/designs/${randomUUID()}`);
    const foreign = await as(intruder, 'get', `/api/designs/${design.id}`);
    expect(foreign.status).toBe(missing.status);
    expect(foreign.body).toEqual(missing.body);
    const missingSite = await as(intruder, 'put', `/api/published-sites/${randomUUID()}`, {
      siteTitle: 'X',
      gridData: gridFixture(),
    });
    expect(missingSite.body).toEqual({ error: { code: 'not_found', message: 'Site not found' } });
  });

  it("keeps the owner's designs and sites out of the intruder's lists and sync", async () => {
    const designs = await as(intruder, 'get', '/api/designs?include=gridData');
    expect(designs.body.items.map((item: { id: string }) => item.id)).toEqual([intruderDesign.id]);
    expect((await as(intruder, 'get', '/api/published-sites')).body.items).toEqual([]);
    await as(owner, 'delete', `/api/designs/${design.id}`).expect(204);
    const sync = await as(intruder, 'post', '/api/designs/sync-published-sites');
    expect(sync.body).toEqual({ syncedCount: 0, totalOrphanedSites: 0, syncedSites: [] });
    expect((await as(owner, 'post', '/api/designs/sync-published-sites')).body.syncedCount).toBe(1);
  });

  it("left the owner's site untouched", async () => {
    const res = await request(t.app).get(`/api/published-sites/slug/${site.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ siteTitle: 'My site', userId: owner.id });
  });
});
