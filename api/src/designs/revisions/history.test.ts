// The version history of a design: GET /designs/:id/revisions, one revision, restore, the cap of 20 and published
// rows (issue 28, item 5).
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { testDatabases } from '../../testing/databases';
import { createDesign, gridFixture, newUser, publishDesign, uniqueSlug } from '../testSupport';
import { gridOf, useRevisionTest } from './revisionTestSupport';

jest.setTimeout(90_000);

/** The n-th distinct document of a series (same size, other words). */
const version = (n: number) => gridFixture(2, (index) => `<p>Version ${n}, box ${index}</p>`);

describe.each(testDatabases())('design revisions on $label', (db) => {
  const s = useRevisionTest(db);

  it('lists the newest 20 of 25 saves, newest first, plus an older published one', async () => {
    const design = await createDesign(s.t, s.user, { gridData: version(0) });
    await publishDesign(s.t, s.user, design.id);
    for (let n = 1; n <= 25; n += 1) await s.api.patch(design.id, { gridData: version(n) }).expect(200);

    const items = await s.api.history(design.id);
    expect(items.map((item) => item.revision)).toEqual([
      ...Array.from({ length: 20 }, (_, index) => 26 - index),
      1,
    ]);
    const dates = items.map((item) => Date.parse(item.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(dates).size).toBe(dates.length);
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      revision: 26,
      title: 'Untitled',
      createdAt: expect.any(String),
      sizeBytes: Buffer.byteLength(
        JSON.stringify((await s.api.get(`/api/designs/${design.id}`)).body.gridData),
      ),
      published: false,
      reason: 'save',
      restoredFrom: null,
      current: true,
    });
    expect(items.at(-1)).toMatchObject({ revision: 1, reason: 'create', published: true, current: false });
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(await s.t.models.DesignRevision.count({ where: { designId: design.id } })).toBe(21);
  });

  it('answers one revision with its document, for a preview', async () => {
    const design = await createDesign(s.t, s.user, { gridData: gridOf(2), title: 'Home' });
    await s.api.patch(design.id, { gridData: gridOf(3) }).expect(200);
    const [newest, oldest] = await s.api.history(design.id);
    const res = await s.api.get(`/api/designs/${design.id}/revisions/${oldest!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ ...oldest, gridData: expect.objectContaining({ boxes: expect.any(Array) }) });
    expect(res.body.gridData.boxes).toHaveLength(2);
    const current = await s.api.get(`/api/designs/${design.id}/revisions/${newest!.id}`);
    expect(current.body).toMatchObject({ revision: 2, current: true, title: 'Home' });
    expect(current.body.gridData.boxes).toHaveLength(3);
  });

  it('restores an old document as a new current revision, answering like GET /designs/:id', async () => {
    const design = await createDesign(s.t, s.user, { gridData: gridOf(2) });
    await s.api.patch(design.id, { gridData: gridOf(3) }).expect(200);
    await s.api.patch(design.id, { gridData: gridOf(4) }).expect(200);
    const first = (await s.api.history(design.id)).at(-1)!;

    const res = await s.api.restore(design.id, first.id, '"r3-anything"');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: design.id, revision: 4, publishedSites: [] });
    expect(res.body.gridData.boxes).toHaveLength(2);
    expect(res.headers.etag).toMatch(/^"r4-[\w-]+"$/);
    const read = await s.api.get(`/api/designs/${design.id}`).set('Accept-Encoding', 'identity');
    expect(read.body).toEqual(res.body);
    expect(read.headers.etag).toBe(res.headers.etag);

    const items = await s.api.history(design.id);
    expect(
      items.map(({ revision, reason, restoredFrom, current }) => ({
        revision,
        reason,
        restoredFrom,
        current,
      })),
    ).toEqual([
      { revision: 4, reason: 'restore', restoredFrom: 1, current: true },
      { revision: 3, reason: 'save', restoredFrom: null, current: false },
      { revision: 2, reason: 'save', restoredFrom: null, current: false },
      { revision: 1, reason: 'create', restoredFrom: null, current: false },
    ]);
  });

  it('refuses a restore with a stale If-Match (412) and changes nothing', async () => {
    const design = await createDesign(s.t, s.user, { gridData: gridOf(2) });
    await s.api.patch(design.id, { gridData: gridOf(3) }).expect(200);
    const first = (await s.api.history(design.id)).at(-1)!;
    const res = await s.api.restore(design.id, first.id, '"r1-old"');
    expect(res.status).toBe(412);
    expect(res.body.error).toMatchObject({ code: 'revision_conflict', revision: 2 });
    expect(res.headers.etag).toMatch(/^"r2-/);
    expect(await s.api.boxesOf(design.id)).toBe(3);
    expect(await s.api.history(design.id)).toHaveLength(2);
    // Without If-Match it goes through (older clients).
    expect((await s.api.restore(design.id, first.id)).status).toBe(200);
  });

  it('answers 404 for another user’s design or revision, and for an unknown revision', async () => {
    const design = await createDesign(s.t, s.user);
    const other = await createDesign(s.t, s.user);
    const [row] = await s.api.history(design.id);
    const [otherRow] = await s.api.history(other.id);
    const paths = [`/api/designs/${design.id}/revisions`, `/api/designs/${design.id}/revisions/${row!.id}`];
    const owner = s.user;
    s.user = await newUser(s.t.models);
    for (const path of paths) {
      const res = await s.api.get(path);
      expect([res.status, res.body]).toEqual([
        404,
        { error: { code: 'not_found', message: 'Design not found' } },
      ]);
    }
    expect((await s.api.restore(design.id, row!.id)).body.error.message).toBe('Design not found');
    s.user = owner;

    const missing = [randomUUID(), 'not-a-uuid', otherRow!.id];
    for (const revisionId of missing) {
      const read = await s.api.get(`/api/designs/${design.id}/revisions/${revisionId}`);
      expect([read.status, read.body.error.message]).toEqual([404, 'Revision not found']);
      // The 404 comes before a stale If-Match's 412.
      const restore = await s.api.restore(design.id, revisionId, '"r9"');
      expect([restore.status, restore.body.error.message]).toEqual([404, 'Revision not found']);
    }
  });

  describe('published', () => {
    const siteOf = (designId: string) =>
      request(s.t.app)
        .post('/api/published-sites')
        .set('Authorization', s.user.auth())
        .send({ siteTitle: 'S', slug: uniqueSlug(), designId, gridData: gridOf(6) });

    it('marks the current revision when a site gets it by publish or republish', async () => {
      const design = await createDesign(s.t, s.user, { gridData: gridOf(2) });
      const site = await publishDesign(s.t, s.user, design.id);
      await s.api.patch(design.id, { gridData: gridOf(3) }).expect(200);
      expect((await s.api.history(design.id)).map((item) => item.published)).toEqual([false, true]);
      await request(s.t.app)
        .post(`/api/designs/${design.id}/republish/${site.id}`)
        .set('Authorization', s.user.auth())
        .expect(200);
      expect((await s.api.history(design.id)).map((item) => item.published)).toEqual([true, true]);
      expect(await s.api.history(design.id)).toHaveLength(2);
    });

    it('adds a published row when a site gets another document than the design’s', async () => {
      const design = await createDesign(s.t, s.user, { gridData: gridOf(2) });
      expect((await siteOf(design.id)).status).toBe(201);
      const items = await s.api.history(design.id);
      expect(
        items.map(({ revision, reason, published, current }) => ({ revision, reason, published, current })),
      ).toEqual([
        { revision: 1, reason: 'save', published: true, current: false },
        { revision: 1, reason: 'create', published: false, current: true },
      ]);
      const row = await s.api.get(`/api/designs/${design.id}/revisions/${items[0]!.id}`);
      expect(row.body.gridData.boxes).toHaveLength(6);
      // The design itself did not change.
      expect((await s.api.get(`/api/designs/${design.id}`)).body.revision).toBe(1);
    });

    it('marks what a replace (PUT /published-sites/:id) sends, and the first revision of a synced design', async () => {
      const design = await createDesign(s.t, s.user, { gridData: gridOf(2) });
      const site = await publishDesign(s.t, s.user, design.id);
      await request(s.t.app)
        .put(`/api/published-sites/${site.id}`)
        .set('Authorization', s.user.auth())
        .send({ siteTitle: 'S', gridData: gridOf(2) })
        .expect(200);
      expect(await s.api.history(design.id)).toEqual([
        expect.objectContaining({ published: true, current: true }),
      ]);

      await request(s.t.app)
        .delete(`/api/designs/${design.id}`)
        .set('Authorization', s.user.auth())
        .expect(204);
      const synced = await request(s.t.app)
        .post('/api/designs/sync-published-sites')
        .set('Authorization', s.user.auth());
      const [{ designId }] = synced.body.syncedSites as [{ designId: string }];
      expect(await s.api.history(designId)).toEqual([
        expect.objectContaining({ revision: 1, reason: 'create', published: true, current: true }),
      ]);
    });
  });
});
