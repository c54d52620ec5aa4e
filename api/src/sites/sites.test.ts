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
import { SLUG_MESSAGES } from './slugRules';

jest.setTimeout(30_000);

const SITE_SHAPE = {
  id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  siteTitle: expect.any(String),
  siteDescription: null,
  slug: expect.any(String),
  published: true,
  designId: expect.any(String),
  userId: expect.any(String),
  gridData: expect.objectContaining({ boxes: expect.any(Array) }),
  insightsEnabled: true,
  searchTitle: null,
  searchDescription: null,
  noindex: false,
  shareImageUrl: null,
  favicon: null,
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};

describe.each(testDatabases())('published sites on $label', (db) => {
  let t: ApiTest;
  let user: TestUser;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());
  beforeEach(async () => {
    user = await newUser(t.models);
  });

  const call = (method: 'get' | 'post' | 'patch' | 'put', path: string, body?: object) =>
    request(t.app)[method](path).set('Authorization', user.auth()).send(body);
  const boxCount = async (slug: string) =>
    (await request(t.app).get(`/api/published-sites/slug/${slug}`)).body.gridData.boxes.length;

  describe('POST /designs/:id/publish', () => {
    it("publishes the design's gridData, or the body's", async () => {
      const design = await createDesign(t, user, { gridData: gridFixture(3) });
      const slug = uniqueSlug();
      const res = await call('post', `/api/designs/${design.id}/publish`, {
        siteTitle: ' Ada ',
        siteDescription: 'My page',
        slug,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        ...SITE_SHAPE,
        siteTitle: 'Ada',
        siteDescription: 'My page',
        slug,
        designId: design.id,
        userId: user.id,
      });
      expect(await boxCount(slug)).toBe(3);

      const fromBody = await publishDesign(t, user, design.id, { gridData: gridFixture(1) });
      expect(await boxCount(fromBody.slug)).toBe(1);
    });

    it.each([
      [{ slug: 'ok-slug' }, 'invalid_request', 'Site title is required'],
      [{ siteTitle: '  ', slug: 'ok-slug' }, 'invalid_request', 'Site title is required'],
      [{ siteTitle: 'T' }, 'invalid_request', SLUG_MESSAGES.required],
      [{ siteTitle: 'T', slug: '' }, 'invalid_slug', SLUG_MESSAGES.required],
      [{ siteTitle: 'T', slug: 'My Site' }, 'invalid_slug', SLUG_MESSAGES.characters],
      [{ siteTitle: 'T', slug: 'x'.repeat(101) }, 'invalid_slug', SLUG_MESSAGES.tooLong],
      [{ siteTitle: 'T', slug: 'templates' }, 'invalid_slug', SLUG_MESSAGES.reserved],
      [{ siteTitle: 'T', slug: 'api' }, 'invalid_slug', SLUG_MESSAGES.reserved],
      [{ siteTitle: 'T', slug: 'ok-slug', gridData: { boxes: 3 } }, 'invalid_grid_data', expect.any(String)],
      [
        { siteTitle: 'T', slug: 'ok-slug', siteDescription: 5 },
        'invalid_request',
        'Site description must be text',
      ],
    ])('%j → 400 %s', async (body, code, message) => {
      const design = await createDesign(t, user);
      const res = await call('post', `/api/designs/${design.id}/publish`, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code, message } });
    });

    it('answers 409 slug_taken for a slug anyone already uses', async () => {
      const other = await newUser(t.models);
      const theirs = await publishDesign(t, other, (await createDesign(t, other)).id);
      const design = await createDesign(t, user);
      const res = await call('post', `/api/designs/${design.id}/publish`, {
        siteTitle: 'T',
        slug: theirs.slug,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: { code: 'slug_taken', message: 'This URL is already taken. Please choose another.' },
      });
    });
  });

  describe('POST /designs/:id/unpublish/:siteId', () => {
    it('deletes the site: the slug and the slot are free again', async () => {
      const design = await createDesign(t, user);
      const site = await publishDesign(t, user, design.id);
      const res = await call('post', `/api/designs/${design.id}/unpublish/${site.id}`);
      expect(res.status).toBe(204);
      expect((await request(t.app).get(`/api/published-sites/slug/${site.slug}`)).status).toBe(404);
      expect((await call('get', '/api/published-sites')).body.items).toEqual([]);
      await publishDesign(t, user, design.id, { slug: site.slug });
    });

    it("answers 404 for a site that is not the design's", async () => {
      const one = await createDesign(t, user);
      const two = await createDesign(t, user);
      const site = await publishDesign(t, user, one.id);
      const res = await call('post', `/api/designs/${two.id}/unpublish/${site.id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Site not found');
    });
  });

  describe('PATCH /designs/:id/published-sites/:siteId', () => {
    it('updates title, description, slug and the published flag', async () => {
      const design = await createDesign(t, user);
      const site = await publishDesign(t, user, design.id);
      const slug = uniqueSlug('renamed');
      const res = await call('patch', `/api/designs/${design.id}/published-sites/${site.id}`, {
        siteTitle: 'New title',
        siteDescription: 'About me',
        slug,
        published: false,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...SITE_SHAPE,
        id: site.id,
        siteTitle: 'New title',
        siteDescription: 'About me',
        slug,
        published: false,
        designId: design.id,
        userId: user.id,
      });
      const cleared = await call('patch', `/api/designs/${design.id}/published-sites/${site.id}`, {
        siteDescription: '',
        slug,
      });
      expect(cleared.body.siteDescription).toBeNull();
    });

    it('refuses a taken slug, a bad slug, a bad flag and an empty patch', async () => {
      const design = await createDesign(t, user);
      const site = await publishDesign(t, user, design.id);
      const other = await publishDesign(t, user, design.id);
      const path = `/api/designs/${design.id}/published-sites/${site.id}`;
      expect((await call('patch', path, { slug: other.slug })).status).toBe(409);
      const bad = await call('patch', path, { slug: 'has_underscore' });
      expect(bad.body).toEqual({ error: { code: 'invalid_slug', message: SLUG_MESSAGES.characters } });
      const flag = await call('patch', path, { published: 'yes' });
      expect(flag.body.error.message).toBe('published must be true or false');
      const empty = await call('patch', path, {});
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe(
        'Send siteTitle, siteDescription, slug, published, insightsEnabled, searchTitle, searchDescription, ' +
          'noindex or shareImageUrl to update',
      );
    });
  });

  describe('POST /designs/:id/republish/:siteId', () => {
    it("replaces the site's gridData with the design's current gridData", async () => {
      const design = await createDesign(t, user, { gridData: gridFixture(1) });
      const site = await publishDesign(t, user, design.id);
      await call('patch', `/api/designs/${design.id}`, { gridData: gridFixture(4) }).expect(200);
      expect(await boxCount(site.slug)).toBe(1);
      const res = await call('post', `/api/designs/${design.id}/republish/${site.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...SITE_SHAPE,
        id: site.id,
        slug: site.slug,
        designId: design.id,
        userId: user.id,
      });
      expect(res.body.gridData.boxes).toHaveLength(4);
      expect(await boxCount(site.slug)).toBe(4);
    });
  });

  describe('GET /published-sites', () => {
    it("lists the user's sites, light", async () => {
      const design = await createDesign(t, user);
      const site = await publishDesign(t, user, design.id, { siteTitle: 'Listed', siteDescription: 'About' });
      const res = await call('get', '/api/published-sites');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        items: [
          {
            id: site.id,
            siteTitle: 'Listed',
            siteDescription: 'About',
            slug: site.slug,
            published: true,
            designId: design.id,
            updatedAt: expect.any(String),
            insightsEnabled: true,
          },
        ],
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('POST /published-sites', () => {
    it('creates a site, linked to an own design when designId is given; shareToCommu is ignored', async () => {
      const design = await createDesign(t, user);
      const slug = uniqueSlug();
      const res = await call('post', '/api/published-sites', {
        siteTitle: 'Direct',
        gridData: gridFixture(2),
        designId: design.id,
        slug,
        shareToCommu: true,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        ...SITE_SHAPE,
        siteTitle: 'Direct',
        slug,
        designId: design.id,
        userId: user.id,
      });

      const loose = await call('post', '/api/published-sites', {
        siteTitle: 'Loose',
        gridData: gridFixture(1),
        slug: uniqueSlug(),
      });
      expect(loose.status).toBe(201);
      expect(loose.body.designId).toBeNull();
    });

    it('refuses a missing gridData, a bad slug and a taken slug', async () => {
      const missing = await call('post', '/api/published-sites', { siteTitle: 'T', slug: uniqueSlug() });
      expect(missing.body).toEqual({ error: { code: 'invalid_request', message: 'gridData is required' } });
      const reserved = await call('post', '/api/published-sites', {
        siteTitle: 'T',
        slug: 'admin',
        gridData: gridFixture(),
      });
      expect(reserved.body).toEqual({ error: { code: 'invalid_slug', message: SLUG_MESSAGES.reserved } });
      const site = await publishDesign(t, user, (await createDesign(t, user)).id);
      const taken = await call('post', '/api/published-sites', {
        siteTitle: 'T',
        slug: site.slug,
        gridData: gridFixture(),
      });
      expect(taken.status).toBe(409);
    });
  });

  describe('PUT /published-sites/:id', () => {
    it('replaces title, description and gridData', async () => {
      const design = await createDesign(t, user, { gridData: gridFixture(1) });
      const site = await publishDesign(t, user, design.id, { siteDescription: 'Old' });
      const res = await call('put', `/api/published-sites/${site.id}`, {
        siteTitle: 'Replaced',
        siteDescription: 'New',
        gridData: gridFixture(5),
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...SITE_SHAPE,
        id: site.id,
        siteTitle: 'Replaced',
        siteDescription: 'New',
        slug: site.slug,
        designId: design.id,
        userId: user.id,
      });
      expect(await boxCount(site.slug)).toBe(5);
      const keep = await call('put', `/api/published-sites/${site.id}`, {
        siteTitle: 'Again',
        gridData: gridFixture(1),
      });
      expect(keep.body.siteDescription).toBe('New');
    });

    it('moves the site to the replacing design: its Live badge, and the old design no longer republishes it', async () => {
      const oldDesign = await createDesign(t, user, { gridData: gridFixture(1) });
      const site = await publishDesign(t, user, oldDesign.id);
      const newDesign = await createDesign(t, user, { gridData: gridFixture(4) });
      const res = await call('put', `/api/published-sites/${site.id}`, {
        siteTitle: 'Replaced',
        gridData: gridFixture(4),
        designId: newDesign.id,
      });
      expect(res.status).toBe(200);
      expect(res.body.designId).toBe(newDesign.id);
      const designs = (await call('get', '/api/designs')).body.items as {
        id: string;
        publishedSites: { id: string }[];
      }[];
      const sitesOf = (id: string) =>
        designs.find((design) => design.id === id)?.publishedSites.map((s) => s.id);
      expect(sitesOf(newDesign.id)).toEqual([site.id]);
      expect(sitesOf(oldDesign.id)).toEqual([]);
      const republish = await call('post', `/api/designs/${oldDesign.id}/republish/${site.id}`);
      expect(republish.status).toBe(404);
      expect(await boxCount(site.slug)).toBe(4);
    });

    it("refuses another user's design as the replacement", async () => {
      const site = await publishDesign(t, user, (await createDesign(t, user)).id);
      const stranger = await newUser(t.models);
      const theirs = await createDesign(t, stranger);
      const res = await call('put', `/api/published-sites/${site.id}`, {
        siteTitle: 'Mine',
        gridData: gridFixture(),
        designId: theirs.id,
      });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Design not found');
    });

    it('validates like publishing', async () => {
      const site = await publishDesign(t, user, (await createDesign(t, user)).id);
      const res = await call('put', `/api/published-sites/${site.id}`, { gridData: gridFixture() });
      expect(res.body).toEqual({ error: { code: 'invalid_request', message: 'Site title is required' } });
    });
  });
});
