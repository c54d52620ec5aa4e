import request from 'supertest';
import {
  createDesign,
  gridFixture,
  newUser,
  openApiTest,
  publishDesign,
  uniqueSlug,
  type ApiTest,
  type TestUser,
} from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { syncService } from './syncService';

jest.setTimeout(30_000);

describe.each(testDatabases())('POST /api/designs/sync-published-sites on $label', (db) => {
  let t: ApiTest;
  let user: TestUser;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());
  beforeEach(async () => {
    user = await newUser(t.models);
  });

  const sync = () =>
    request(t.app).post('/api/designs/sync-published-sites').set('Authorization', user.auth());
  const remove = (designId: string) =>
    request(t.app).delete(`/api/designs/${designId}`).set('Authorization', user.auth()).expect(204);
  const get = (path: string) => request(t.app).get(path).set('Authorization', user.auth());

  it('reports nothing to do when every site has its design', async () => {
    await publishDesign(t, user, (await createDesign(t, user)).id);
    const res = await sync();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ syncedCount: 0, totalOrphanedSites: 0, syncedSites: [] });
  });

  it('gives each orphan a new design titled from the site, holding its gridData, and links it', async () => {
    const one = await createDesign(t, user, { gridData: gridFixture(1) });
    const two = await createDesign(t, user, { gridData: gridFixture(3) });
    const siteOne = await publishDesign(t, user, one.id, { siteTitle: 'Ada’s page' });
    const siteTwo = await publishDesign(t, user, two.id, { siteTitle: 'Portfolio' });
    await remove(one.id);
    await remove(two.id);
    const direct = await request(t.app)
      .post('/api/published-sites')
      .set('Authorization', user.auth())
      .send({ siteTitle: 'No design', slug: uniqueSlug(), gridData: gridFixture(2) });

    const res = await sync();
    expect(res.status).toBe(200);
    expect(res.body.syncedCount).toBe(3);
    expect(res.body.totalOrphanedSites).toBe(3);
    expect(res.body.syncedSites).toEqual([
      { siteId: siteOne.id, slug: siteOne.slug, designId: expect.any(String) },
      { siteId: siteTwo.id, slug: siteTwo.slug, designId: expect.any(String) },
      { siteId: direct.body.id, slug: direct.body.slug, designId: expect.any(String) },
    ]);

    const [first, second] = res.body.syncedSites;
    const design = await get(`/api/designs/${first.designId}`);
    expect(design.body).toMatchObject({
      title: 'Ada’s page',
      publishedSites: [
        {
          id: siteOne.id,
          slug: siteOne.slug,
          siteTitle: 'Ada’s page',
          siteDescription: null,
          published: true,
        },
      ],
    });
    expect(design.body.gridData.boxes).toHaveLength(1);
    expect((await get(`/api/designs/${second.designId}`)).body.gridData.boxes).toHaveLength(3);

    const sites = await get('/api/published-sites');
    for (const site of sites.body.items) expect(site.designId).toEqual(expect.any(String));
    expect((await sync()).body).toEqual({ syncedCount: 0, totalOrphanedSites: 0, syncedSites: [] });
  });

  it('links only as many orphans as the 10-design limit leaves room for, oldest first', async () => {
    const designs = [];
    for (let i = 0; i < 4; i += 1) designs.push(await createDesign(t, user));
    const sites = [];
    for (const design of designs.slice(0, 3)) sites.push(await publishDesign(t, user, design.id));
    for (const design of designs.slice(0, 3)) await remove(design.id);
    for (let i = 0; i < 8; i += 1) await createDesign(t, user); // 9 designs, 3 orphans

    const partial = await sync();
    expect(partial.body).toEqual({
      syncedCount: 1,
      totalOrphanedSites: 3,
      syncedSites: [{ siteId: sites[0]?.id, slug: sites[0]?.slug, designId: expect.any(String) }],
    });
    expect(await t.models.Design.count({ where: { userId: user.id } })).toBe(10);
    expect((await sync()).body).toMatchObject({ syncedCount: 0, totalOrphanedSites: 2 });

    await remove(designs[3]!.id);
    const rest = await sync();
    expect(rest.body).toMatchObject({ syncedCount: 1, totalOrphanedSites: 2 });
  });

  it('writes nothing when it fails half-way', async () => {
    const designs = [await createDesign(t, user), await createDesign(t, user)];
    for (const design of designs) await publishDesign(t, user, design.id);
    for (const design of designs) await remove(design.id);

    const create = t.models.Design.create.bind(t.models.Design);
    let calls = 0;
    const failing = jest.spyOn(t.models.Design, 'create').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return create(...args);
    });
    try {
      await expect(syncService(t).sync(user.id)).rejects.toThrow('disk full');
    } finally {
      failing.mockRestore();
    }
    expect(calls).toBe(2);
    expect(await t.models.Design.count({ where: { userId: user.id } })).toBe(0);
    expect(await t.models.PublishedSite.count({ where: { userId: user.id, designId: null } })).toBe(2);
    expect((await sync()).body.syncedCount).toBe(2);
  });
});
