// ETag and If-Match on /api/designs/:id: no overwrites between devices (issue 28, item 4).
import request from 'supertest';
import { createApp } from '../../app';
import { createSequelize } from '../../db/connect';
import { testDatabases } from '../../testing/databases';
import { testConfig } from '../../testing/fixtures';
import { testAuth } from '../../testing/users';
import { createDesign, newUser } from '../testSupport';
import { gridOf, useRevisionTest } from './revisionTestSupport';

jest.setTimeout(60_000);

describe.each(testDatabases())('If-Match on PATCH /api/designs/:id on $label', (db) => {
  const s = useRevisionTest(db);

  it('answers GET with the revision in the body and an ETag "r<revision>-<hash>"', async () => {
    const design = await createDesign(s.t, s.user);
    const res = await s.api.get(`/api/designs/${design.id}`).set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(1);
    expect(res.headers.etag).toMatch(/^"r1-[\w-]+"$/);
    const again = await s.api
      .get(`/api/designs/${design.id}`)
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', res.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('saves with a matching If-Match: 200, revision + 1, and the ETag GET then answers', async () => {
    const design = await createDesign(s.t, s.user);
    const { etag } = (await s.api.get(`/api/designs/${design.id}`)).headers;
    const res = await s.api.patch(design.id, { gridData: gridOf(4) }, etag);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: design.id, revision: 2 });
    expect(res.headers.etag).toMatch(/^"r2-[\w-]+"$/);
    const read = await s.api.get(`/api/designs/${design.id}`).set('Accept-Encoding', 'identity');
    expect(read.body.revision).toBe(2);
    expect(read.headers.etag).toBe(res.headers.etag);
    // Every form of the tag names revision 2.
    for (const tag of ['"r2"', 'W/"r2-x"', '"r1-a", "r2-b"', '*']) {
      expect((await s.api.patch(design.id, { title: `Title ${tag}` }, tag)).status).toBe(200);
    }
  });

  it('refuses a stale If-Match with 412, the current revision and ETag, and writes nothing', async () => {
    const design = await createDesign(s.t, s.user);
    const first = (await s.api.get(`/api/designs/${design.id}`)).headers.etag as string;
    await s.api.patch(design.id, { gridData: gridOf(3) }, first).expect(200);
    const stale = await s.api.patch(design.id, { gridData: gridOf(7), title: 'Lost' }, first);
    expect(stale.status).toBe(412);
    const current = await s.api.get(`/api/designs/${design.id}`).set('Accept-Encoding', 'identity');
    expect(stale.body).toEqual({
      error: {
        code: 'revision_conflict',
        message: 'This design was changed on another device or tab',
        revision: 2,
        updatedAt: current.body.updatedAt,
      },
    });
    expect(stale.headers.etag).toBe(current.headers.etag);
    expect(current.body.title).not.toBe('Lost');
    expect(await s.api.boxesOf(design.id)).toBe(3);
    expect(await s.api.history(design.id)).toHaveLength(2);
  });

  it.each(['garbage', '"12"', 'r2', '', '"r2'])(
    'answers a malformed If-Match %j with 412, never a 5xx',
    async (tag) => {
      const design = await createDesign(s.t, s.user);
      const res = await s.api.patch(design.id, { gridData: gridOf(5) }, tag);
      expect(res.status).toBe(412);
      expect(res.body.error).toMatchObject({ code: 'revision_conflict', revision: 1 });
      expect(await s.api.boxesOf(design.id)).toBe(2);
    },
  );

  it('keeps the revision for a title alone or the same document, and records nothing', async () => {
    const design = await createDesign(s.t, s.user, { gridData: gridOf(2) });
    const renamed = await s.api.patch(design.id, { title: 'Renamed' });
    expect(renamed.body.revision).toBe(1);
    const same = await s.api.patch(design.id, { gridData: gridOf(2) }, '"r1"');
    expect(same.status).toBe(200);
    expect(same.body.revision).toBe(1);
    expect(await s.api.history(design.id)).toEqual([
      expect.objectContaining({ revision: 1, reason: 'create' }),
    ]);
    // The ETag still follows the body (the title is in it), with the same revision.
    expect(renamed.headers.etag).toMatch(/^"r1-/);
  });

  it('saves as before without If-Match (older clients)', async () => {
    const design = await createDesign(s.t, s.user);
    await s.api.patch(design.id, { gridData: gridOf(3) }).expect(200);
    const res = await s.api.patch(design.id, { gridData: gridOf(4) });
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(3);
  });

  it('lets exactly one of 5 concurrent saves with the same If-Match through', async () => {
    const design = await createDesign(s.t, s.user);
    const tag = (await s.api.get(`/api/designs/${design.id}`)).headers.etag as string;
    const sent = [3, 4, 5, 6, 7];
    const answers = await Promise.all(
      sent.map((boxes) => s.api.patch(design.id, { gridData: gridOf(boxes) }, tag)),
    );
    const statuses = answers.map((res) => res.status);
    expect([...statuses].sort()).toEqual([200, 412, 412, 412, 412]);
    const read = await s.api.get(`/api/designs/${design.id}`);
    expect(read.body.revision).toBe(2);
    // The stored document is the winner's.
    expect(read.body.gridData.boxes).toHaveLength(sent[statuses.indexOf(200)]!);
    expect(await s.api.history(design.id)).toHaveLength(2);
  });

  it('holds across two instances on one MariaDB database (the row lock, not the in-process queue)', async () => {
    if (db.label !== 'mysql') return; // an in-memory SQLite database has one instance
    const url = new URL(process.env.MYSQL_URL!);
    url.pathname = `/${s.t.sequelize.getDatabaseName()}`;
    const second = createSequelize(url.toString());
    try {
      const other = createApp({ sequelize: second, config: testConfig(), auth: testAuth });
      const design = await createDesign(s.t, s.user);
      const sent = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
      const answers = await Promise.all(
        sent.map((boxes, index) =>
          request(index % 2 ? other : s.t.app)
            .patch(`/api/designs/${design.id}`)
            .set('Authorization', s.user.auth())
            .set('If-Match', '"r1"')
            .send({ gridData: gridOf(boxes) }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect([...statuses].sort()).toEqual([200, ...Array<number>(9).fill(412)]);
      expect(await s.api.boxesOf(design.id)).toBe(sent[statuses.indexOf(200)]);
    } finally {
      await second.close();
    }
  });

  it('answers 404 for another user’s design whatever the If-Match', async () => {
    const design = await createDesign(s.t, s.user);
    const owner = s.user;
    s.user = await newUser(s.t.models);
    expect((await s.api.patch(design.id, { title: 'Mine' }, '"r1"')).status).toBe(404);
    expect((await s.api.patch(design.id, { title: 'Mine' }, 'junk')).body.error.message).toBe(
      'Design not found',
    );
    s.user = owner;
  });
});
