// What a design's history costs and keeps: its bytes in GET /designs?include=size, its images kept by the upload
// sweep, and its rows gone with the design and with the account (issue 28, item 5).
import request from 'supertest';
import { deleteAccount } from '../../auth/accountDeletion';
import { testDatabases } from '../../testing/databases';
import { testConfig } from '../../testing/fixtures';
import { uploadStorageFor } from '../../uploads/storage';
import { distinctPng } from '../../uploads/testImages';
import { uploadServiceFor } from '../../uploads/uploadServiceFor';
import { createDesign, gridShowing, newUser } from '../testSupport';
import { gridOf, useRevisionTest } from './revisionTestSupport';

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('design revisions in storage on $label', (db) => {
  const s = useRevisionTest(db);
  let clock: Date;

  const uploads = () => uploadServiceFor({ ...s.t, config: testConfig(), now: () => clock });
  const served = async (url: string) => (await request(s.t.app).get(url)).status;
  const rowsOf = (where: { designId: string } | { userId: string }) =>
    s.t.models.DesignRevision.count({ where });

  beforeEach(() => {
    clock = new Date();
  });

  it('answers each design’s history bytes with include=size, summed by the database', async () => {
    const design = await createDesign(s.t, s.user, { gridData: gridOf(2) });
    await s.api.patch(design.id, { gridData: gridOf(5) }).expect(200);
    const fresh = await createDesign(s.t, s.user, { gridData: gridOf(1) });
    const res = await s.api.get('/api/designs?include=size');
    const byId = new Map(
      (res.body.items as Array<{ id: string; sizeBytes: number; revisionsSizeBytes: number }>).map((item) => [
        item.id,
        item,
      ]),
    );
    const history = await s.api.history(design.id);
    const summed = history.reduce((total, item) => total + item.sizeBytes, 0);
    expect(byId.get(design.id)!.revisionsSizeBytes).toBe(summed);
    expect(summed).toBeGreaterThan(byId.get(design.id)!.sizeBytes);
    expect(byId.get(fresh.id)!.revisionsSizeBytes).toBe(byId.get(fresh.id)!.sizeBytes);
    expect((await s.api.get('/api/designs')).body.items[0]).not.toHaveProperty('revisionsSizeBytes');
  });

  it('deletes the history with the design', async () => {
    const design = await createDesign(s.t, s.user);
    await s.api.patch(design.id, { gridData: gridOf(3) }).expect(200);
    expect(await rowsOf({ designId: design.id })).toBe(2);
    await request(s.t.app)
      .delete(`/api/designs/${design.id}`)
      .set('Authorization', s.user.auth())
      .expect(204);
    expect(await rowsOf({ designId: design.id })).toBe(0);
  });

  it('deletes the history with the account', async () => {
    const design = await createDesign(s.t, s.user);
    await s.api.patch(design.id, { gridData: gridOf(3) }).expect(200);
    expect(await rowsOf({ userId: s.user.id })).toBe(2);
    const storage = uploadStorageFor(testConfig().uploads.dir, s.t.models);
    expect(await deleteAccount({ ...s.t, storage }, s.user.id)).toMatchObject({ designs: 1 });
    expect(await rowsOf({ userId: s.user.id })).toBe(0);
  });

  it('keeps an upload only an old revision shows, so restoring it never finds the image gone', async () => {
    const image = await uploads().upload(s.user.id, distinctPng());
    const design = await createDesign(s.t, s.user, { gridData: gridShowing(image.url) });
    await s.api.patch(design.id, { gridData: gridOf(2) }).expect(200);
    clock = new Date(clock.getTime() + 48 * HOUR);
    expect(await uploads().sweep()).toEqual({ unlinked: 0, deleted: 0 });
    expect(await served(image.url)).toBe(200);
    const [, first] = await s.api.history(design.id);
    const restored = await s.api.restore(design.id, first!.id);
    expect(JSON.stringify(restored.body.gridData)).toContain(image.url);
  });

  it('keeps a file whose uploader let it go while another user’s revision shows it', async () => {
    const copier = await newUser(s.t.models);
    const image = await uploads().upload(s.user.id, distinctPng());
    const owner = s.user;
    s.user = copier;
    const design = await createDesign(s.t, copier, { gridData: gridShowing(image.url) });
    await s.api.patch(design.id, { gridData: gridOf(2) }).expect(200);
    clock = new Date(clock.getTime() + 48 * HOUR);
    expect(await uploads().sweep()).toMatchObject({ deleted: 0 });
    expect(await s.t.models.UploadOwner.count({ where: { userId: owner.id } })).toBe(0);
    expect(await served(image.url)).toBe(200);
    // Once the history goes with the design, nothing shows it.
    await request(s.t.app)
      .delete(`/api/designs/${design.id}`)
      .set('Authorization', copier.auth())
      .expect(204);
    clock = new Date(clock.getTime() + 48 * HOUR);
    await uploads().sweep();
    expect(await served(image.url)).toBe(404);
  });
});
