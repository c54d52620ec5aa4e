import request from 'supertest';
import { testDatabases } from '../testing/databases';
import {
  createDesign,
  gridFixture,
  newUser,
  openApiTest,
  publishDesign,
  type ApiTest,
  type TestUser,
} from './testSupport';

jest.setTimeout(30_000);

describe.each(testDatabases())('/api/designs on $label', (db) => {
  let t: ApiTest;
  let user: TestUser;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());
  beforeEach(async () => {
    user = await newUser(t.models);
  });

  const get = (path: string) => request(t.app).get(path).set('Authorization', user.auth());
  const post = (path: string, body?: object) =>
    request(t.app).post(path).set('Authorization', user.auth()).send(body);
  const patch = (path: string, body?: object) =>
    request(t.app).patch(path).set('Authorization', user.auth()).send(body);

  it('refuses every call without a valid token', async () => {
    for (const res of [
      await request(t.app).get('/api/designs'),
      await request(t.app).post('/api/designs').send({ gridData: gridFixture() }),
      await request(t.app).get('/api/designs/x').set('Authorization', 'Bearer nope'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  it('creates a design and answers id, title, timestamps and revision 1', async () => {
    const res = await post('/api/designs', { gridData: gridFixture(), title: '  Home page  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Home page',
      revision: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("titles a design created without a title 'Untitled'", async () => {
    const res = await post('/api/designs', { gridData: gridFixture() });
    expect(res.body.title).toBe('Untitled');
  });

  it('reads a design back with its gridData and published sites', async () => {
    const design = await createDesign(t, user, { title: 'Portfolio', gridData: gridFixture(3) });
    const site = await publishDesign(t, user, design.id, { siteTitle: 'Live' });
    const res = await get(`/api/designs/${design.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: design.id,
      title: 'Portfolio',
      revision: 1,
      gridData: expect.objectContaining({ boxes: expect.any(Array), gridSettings: expect.any(Object) }),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      publishedSites: [
        { id: site.id, slug: site.slug, siteTitle: 'Live', siteDescription: null, published: true },
      ],
    });
    expect(res.body.gridData.boxes.map((box: { id: string }) => box.id)).toEqual(['b1', 'b2', 'b3']);
  });

  it('lists designs newest-updated first, light unless gridData is asked for', async () => {
    const first = await createDesign(t, user, { title: 'First' });
    const second = await createDesign(t, user, { title: 'Second' });
    const site = await publishDesign(t, user, first.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await patch(`/api/designs/${first.id}`, { title: 'First, renamed' }).expect(200);

    const res = await get('/api/designs');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        id: first.id,
        title: 'First, renamed',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        publishedSites: [
          { id: site.id, slug: site.slug, siteTitle: 'My site', siteDescription: null, published: true },
        ],
      },
      {
        id: second.id,
        title: 'Second',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        publishedSites: [],
      },
    ]);

    const full = await get('/api/designs?include=gridData');
    expect(full.body.items).toHaveLength(2);
    for (const item of full.body.items) {
      expect(item.gridData.boxes).toHaveLength(2);
      expect(item.gridData.gridSettings.columnsCount).toBe(5);
    }
  });

  it('updates gridData and title, and answers the summary with the new revision', async () => {
    const design = await createDesign(t, user);
    const res = await patch(`/api/designs/${design.id}`, { gridData: gridFixture(4), title: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: design.id,
      title: 'Renamed',
      revision: 2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const read = await get(`/api/designs/${design.id}`);
    expect(read.body.gridData.boxes).toHaveLength(4);
  });

  it('answers 304 for a current copy, and the new design at once after an update (no stale cache)', async () => {
    const design = await createDesign(t, user);
    const first = await get(`/api/designs/${design.id}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/api/designs/${design.id}`).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    await patch(`/api/designs/${design.id}`, { gridData: gridFixture(5), title: 'Fresh' }).expect(200);
    const after = await get(`/api/designs/${design.id}`).set('If-None-Match', etag);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ title: 'Fresh' });
    expect(after.body.gridData.boxes).toHaveLength(5);
    expect(after.headers.etag).not.toBe(etag);
    // Another user's request for the same id is still 404, cache or not.
    const stranger = await newUser(t.models);
    const theirs = await request(t.app)
      .get(`/api/designs/${design.id}`)
      .set('Authorization', stranger.auth());
    expect(theirs.status).toBe(404);
  });

  it('sends a design in the compressed form the client accepts, made once per version with its own ETag', async () => {
    const design = await createDesign(t, user, { gridData: gridFixture(20) });
    const path = `/api/designs/${design.id}`;
    const plain = await get(path).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const etagOf = (encoding: string) => `${(plain.headers.etag as string).slice(0, -1)}-${encoding}"`;
    // The path as Express matches it too: any case, one trailing slash.
    for (const variant of [path, `/API/Designs/${design.id}/`]) {
      for (const encoding of ['br', 'gzip']) {
        const res = await get(variant).set('Accept-Encoding', encoding);
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.etag).toBe(etagOf(encoding));
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect(res.body).toEqual(plain.body);
      }
    }
    expect((await get(path).set('Accept-Encoding', 'br').set('If-None-Match', etagOf('br'))).status).toBe(
      304,
    );
    // Answers that are not cached are still compressed on the fly.
    const list = await get('/api/designs?include=gridData').set('Accept-Encoding', 'gzip');
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(list.body.items).toEqual([expect.objectContaining({ id: design.id })]);
  });

  it('deletes a design; its site stays online, unlinked', async () => {
    const design = await createDesign(t, user);
    const site = await publishDesign(t, user, design.id);
    const res = await request(t.app).delete(`/api/designs/${design.id}`).set('Authorization', user.auth());
    expect(res.status).toBe(204);
    expect((await get(`/api/designs/${design.id}`)).status).toBe(404);
    const sites = await get('/api/published-sites');
    expect(sites.body.items).toEqual([expect.objectContaining({ id: site.id, designId: null })]);
    expect((await request(t.app).get(`/api/published-sites/slug/${site.slug}`)).status).toBe(200);
  });

  describe('validation', () => {
    it.each([
      [{}, 'gridData is required'],
      [{ gridData: gridFixture(), title: '   ' }, 'Title cannot be empty'],
      [{ gridData: gridFixture(), title: 'x'.repeat(256) }, 'Title must be at most 255 characters'],
      [{ gridData: gridFixture(), title: 42 }, 'Title must be text'],
    ])('POST %j → 400 %s', async (body, message) => {
      const res = await post('/api/designs', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_request', message } });
    });

    it('refuses a body that is not a JSON object', async () => {
      const res = await request(t.app)
        .post('/api/designs')
        .set('Authorization', user.auth())
        .set('Content-Type', 'application/json')
        .send('[1,2]');
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Request body must be a JSON object');
      const empty = await request(t.app).post('/api/designs').set('Authorization', user.auth());
      expect(empty.status).toBe(400);
    });

    it('answers malformed JSON with 400 invalid_json', async () => {
      const res = await request(t.app)
        .post('/api/designs')
        .set('Authorization', user.auth())
        .set('Content-Type', 'application/json')
        .send('{"gridData": ');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_json');
    });

    it.each([
      ['boxes is not a list', { ...gridFixture(), boxes: 'nope' }, /boxes/],
      ['a box without an id', { ...gridFixture(), boxes: [{ contentId: 'x' }] }, /boxes/],
      ['null', null, /./],
    ])('refuses gridData where %s with 400 invalid_grid_data naming it', async (_what, gridData, named) => {
      const res = await post('/api/designs', { gridData });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_grid_data');
      expect(res.body.error.message).toMatch(named);
    });

    it('refuses an empty PATCH and an empty title', async () => {
      const design = await createDesign(t, user);
      const empty = await patch(`/api/designs/${design.id}`, {});
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toBe('Send gridData or title to update');
      const blank = await patch(`/api/designs/${design.id}`, { title: ' ' });
      expect(blank.body.error.message).toBe('Title cannot be empty');
      const bad = await patch(`/api/designs/${design.id}`, { gridData: { boxes: 1 } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('invalid_grid_data');
    });
  });

  describe('sanitisation on save', () => {
    const dirty = '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>';

    it('strips scripts and event handlers from rich text, on create and on update', async () => {
      const created = await post('/api/designs', { gridData: gridFixture(1, () => dirty) });
      const read = await get(`/api/designs/${created.body.id}`);
      const content: string = read.body.gridData.boxes[0].contentId;
      expect(content).toContain('Hi');
      expect(content).not.toMatch(/<script|alert\(1\)|onerror/i);

      await patch(`/api/designs/${created.body.id}`, { gridData: gridFixture(2, () => dirty) }).expect(200);
      const updated = await get(`/api/designs/${created.body.id}`);
      for (const box of updated.body.gridData.boxes) expect(box.contentId).not.toMatch(/<script|onerror/i);
    });
  });
});
