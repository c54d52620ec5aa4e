import request from 'supertest';
import {
  createDesign,
  gridFixture,
  newUser,
  openApiTest,
  publishDesign,
  type ApiTest,
} from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { PUBLIC_SITE_CACHE_CONTROL } from './publicSite';

jest.setTimeout(30_000);

describe.each(testDatabases())('GET /api/published-sites/slug/:slug on $label', (db) => {
  let t: ApiTest;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());

  it('serves a published site to anyone, with exactly the public fields', async () => {
    const user = await newUser(t.models);
    const design = await createDesign(t, user, { gridData: gridFixture(2) });
    const site = await publishDesign(t, user, design.id, { siteTitle: 'Hello', siteDescription: 'World' });
    const res = await request(t.app).get(`/api/published-sites/slug/${site.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      id: site.id,
      siteTitle: 'Hello',
      siteDescription: 'World',
      slug: site.slug,
      userId: user.id,
      designId: design.id,
      search: {
        searchTitle: null,
        searchDescription: null,
        noindex: false,
        shareImageUrl: null,
        favicon: null,
      },
      gridData: expect.objectContaining({ boxes: expect.any(Array), gridSettings: expect.any(Object) }),
    });
    expect(res.body.gridData.boxes.map((box: { id: string }) => box.id)).toEqual(['b1', 'b2']);
    expect(res.headers['cache-control']).toBe(PUBLIC_SITE_CACHE_CONTROL);
  });

  it('compresses the answer once per version, in the form the client accepts, with its own ETag', async () => {
    const user = await newUser(t.models);
    const design = await createDesign(t, user, { gridData: gridFixture(20) });
    const site = await publishDesign(t, user, design.id);
    const path = `/api/published-sites/slug/${site.slug}`;
    const plain = await request(t.app).get(path).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answers = new Map<string, string>();
    for (const encoding of ['br', 'gzip']) {
      for (let round = 0; round < 2; round += 1) {
        const res = await request(t.app).get(path).set('Accept-Encoding', encoding);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        // supertest decodes it: the same document as the plain answer.
        expect(res.body).toEqual(plain.body);
        answers.set(encoding, res.headers.etag as string);
      }
    }
    expect(new Set([plain.headers.etag, ...answers.values()]).size).toBe(3);
    const revisit = await request(t.app)
      .get(path)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', answers.get('br')!);
    expect(revisit.status).toBe(304);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after a change', async () => {
    const user = await newUser(t.models);
    const design = await createDesign(t, user);
    const site = await publishDesign(t, user, design.id);
    const path = `/api/published-sites/slug/${site.slug}`;
    const first = await request(t.app).get(path);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await request(t.app).get(path).set('If-None-Match', etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await request(t.app).get(path).set('If-None-Match', `"other", ${etag}`)).status).toBe(304);
    expect((await request(t.app).get(path).set('If-None-Match', '"stale"')).status).toBe(200);

    await request(t.app)
      .patch(`/api/designs/${design.id}/published-sites/${site.id}`)
      .set('Authorization', user.auth())
      .send({ siteTitle: 'Changed' })
      .expect(200);
    const changed = await request(t.app).get(path).set('If-None-Match', etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.siteTitle).toBe('Changed');
  });

  it('does not serve an unpublished site, and serves it again once re-published', async () => {
    const user = await newUser(t.models);
    const design = await createDesign(t, user);
    const site = await publishDesign(t, user, design.id);
    const toggle = (published: boolean) =>
      request(t.app)
        .patch(`/api/designs/${design.id}/published-sites/${site.id}`)
        .set('Authorization', user.auth())
        .send({ published })
        .expect(200);
    const path = `/api/published-sites/slug/${site.slug}`;
    expect((await request(t.app).get(path)).status).toBe(200); // now in the in-process cache
    await toggle(false);
    const hidden = await request(t.app).get(`/api/published-sites/slug/${site.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: { code: 'not_found', message: 'Site not found' } });
    expect(hidden.headers['cache-control']).toBe('no-store');
    await toggle(true);
    expect((await request(t.app).get(`/api/published-sites/slug/${site.slug}`)).status).toBe(200);
  });

  it('reflects a change at once even when the site was just served from the cache', async () => {
    const user = await newUser(t.models);
    const design = await createDesign(t, user);
    const site = await publishDesign(t, user, design.id);
    const path = `/api/published-sites/slug/${site.slug}`;
    expect((await request(t.app).get(path)).body.designId).toBe(design.id);
    await request(t.app).delete(`/api/designs/${design.id}`).set('Authorization', user.auth()).expect(204);
    expect((await request(t.app).get(path)).body.designId).toBeNull();
  });

  it.each(['no-such-site', 'Bad%20Slug', 'api', 'x'.repeat(101)])('answers 404 for %s', async (slug) => {
    const res = await request(t.app).get(`/api/published-sites/slug/${slug}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Site not found');
  });
});
