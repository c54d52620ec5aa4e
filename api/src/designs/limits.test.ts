import request from 'supertest';
import { siteService } from '../sites/siteService';
import { SLUG_MESSAGES } from '../sites/slugRules';
import { testDatabases } from '../testing/databases';
import { DESIGN_LIMIT_MESSAGE, SITE_LIMIT_MESSAGE } from './limits';
import {
  createDesign,
  gridFixture,
  newUser,
  openApiTest,
  publishDesign,
  uniqueSlug,
  type ApiTest,
} from './testSupport';

jest.setTimeout(60_000);

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

describe.each(testDatabases())('limits under concurrent requests on $label', (db) => {
  let t: ApiTest;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());

  it('20 concurrent creates leave exactly 10 designs; the other 10 answer 403 design_limit', async () => {
    const user = await newUser(t.models);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        request(t.app)
          .post('/api/designs')
          .set('Authorization', user.auth())
          .send({ gridData: gridFixture(), title: `Design ${index}` }),
      ),
    );
    expect(statusCounts(responses.map((res) => res.status))).toEqual({ 201: 10, 403: 10 });
    for (const res of responses.filter((r) => r.status === 403)) {
      expect(res.body).toEqual({ error: { code: 'design_limit', message: DESIGN_LIMIT_MESSAGE } });
    }
    expect(DESIGN_LIMIT_MESSAGE).toBe(
      'Design Limit Reached: You have reached the maximum limit of 10 designs. Delete some designs to create new ones.',
    );
    expect(await t.models.Design.count({ where: { userId: user.id } })).toBe(10);
  });

  it('frees a slot when a design is deleted', async () => {
    const user = await newUser(t.models);
    const designs = [];
    for (let i = 0; i < 10; i += 1) designs.push(await createDesign(t, user));
    const refused = await request(t.app)
      .post('/api/designs')
      .set('Authorization', user.auth())
      .send({ gridData: gridFixture() });
    expect(refused.status).toBe(403);
    await request(t.app)
      .delete(`/api/designs/${designs[0]?.id}`)
      .set('Authorization', user.auth())
      .expect(204);
    await createDesign(t, user);
  });

  it('10 concurrent publishes leave exactly 5 sites; the others answer 403 site_limit', async () => {
    const user = await newUser(t.models);
    const design = await createDesign(t, user);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? request(t.app)
              .post(`/api/designs/${design.id}/publish`)
              .set('Authorization', user.auth())
              .send({ siteTitle: 'Site', slug: uniqueSlug() })
          : request(t.app)
              .post('/api/published-sites')
              .set('Authorization', user.auth())
              .send({ siteTitle: 'Site', slug: uniqueSlug(), gridData: gridFixture() }),
      ),
    );
    expect(statusCounts(responses.map((res) => res.status))).toEqual({ 201: 5, 403: 5 });
    for (const res of responses.filter((r) => r.status === 403)) {
      expect(res.body).toEqual({ error: { code: 'site_limit', message: SITE_LIMIT_MESSAGE } });
    }
    expect(SITE_LIMIT_MESSAGE).toBe("You've reached your limit of 5 published sites.");
    expect(await t.models.PublishedSite.count({ where: { userId: user.id } })).toBe(5);
  });

  it('counts unpublished sites too, and frees the slot on unpublish', async () => {
    const user = await newUser(t.models);
    const design = await createDesign(t, user);
    const sites = [];
    for (let i = 0; i < 5; i += 1) sites.push(await publishDesign(t, user, design.id));
    await request(t.app)
      .patch(`/api/designs/${design.id}/published-sites/${sites[0]?.id}`)
      .set('Authorization', user.auth())
      .send({ published: false })
      .expect(200);
    const refused = await request(t.app)
      .post(`/api/designs/${design.id}/publish`)
      .set('Authorization', user.auth())
      .send({ siteTitle: 'Sixth', slug: uniqueSlug() });
    expect(refused.status).toBe(403);
    await request(t.app)
      .post(`/api/designs/${design.id}/unpublish/${sites[0]?.id}`)
      .set('Authorization', user.auth())
      .expect(204);
    await publishDesign(t, user, design.id);
  });

  it('two users racing for one slug: one 201, one 409 slug_taken', async () => {
    const slug = uniqueSlug('race');
    const racers = await Promise.all([newUser(t.models), newUser(t.models), newUser(t.models)]);
    const designs = await Promise.all(racers.map((user) => createDesign(t, user)));
    const responses = await Promise.all(
      racers.map((user, index) =>
        request(t.app)
          .post(`/api/designs/${designs[index]?.id}/publish`)
          .set('Authorization', user.auth())
          .send({ siteTitle: 'Mine', slug }),
      ),
    );
    expect(statusCounts(responses.map((res) => res.status))).toEqual({ 201: 1, 409: 2 });
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({ error: { code: 'slug_taken', message: SLUG_MESSAGES.taken } });
    }
    expect(await t.models.PublishedSite.count({ where: { slug } })).toBe(1);
  });

  it('maps the unique index to 409 when the pre-check cannot see the other row', async () => {
    const sites = siteService({ sequelize: t.sequelize, models: t.models });
    const [a, b] = await Promise.all([newUser(t.models), newUser(t.models)]);
    const slug = uniqueSlug('index');
    const input = { siteTitle: 'X', slug, gridData: gridFixture() };
    await sites.create(a.id, input);
    // As if a concurrent transaction had inserted the slug after this one looked.
    const findOne = t.models.PublishedSite.findOne.bind(t.models.PublishedSite);
    const blind = jest
      .spyOn(t.models.PublishedSite, 'findOne')
      .mockImplementation(async (options) =>
        JSON.stringify(options?.where ?? {}).includes(slug) ? null : findOne(options),
      );
    try {
      await expect(sites.create(b.id, input)).rejects.toMatchObject({ status: 409, code: 'slug_taken' });
    } finally {
      blind.mockRestore();
    }
    expect(await t.models.PublishedSite.count({ where: { userId: b.id } })).toBe(0);
  });
});
