// The sweep of unused uploads, on a controllable clock, with both storage drivers (SQLite, and MariaDB with MYSQL_URL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createMemoryLogger } from '../logger';
import {
  createDesign,
  gridFixture,
  gridShowing,
  newUser,
  openApiTest,
  publishDesign,
  type ApiTest,
  type TestUser,
} from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { scheduleUploadSweep } from './sweepSchedule';
import { distinctPng, noisePng } from './testImages';
import { uploadServiceFor } from './uploadServiceFor';

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases())('the upload sweep on $label', (db) => {
  let t: ApiTest;
  let clock: Date;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const service = (env: Record<string, string> = {}) =>
    uploadServiceFor({ ...t, config: testConfig(env), now: () => clock });
  const uploadAt = (user: TestUser, bytes = distinctPng()) => service().upload(user.id, bytes);
  const sweep = () => service().sweep();
  const linked = (user: TestUser) => t.models.UploadOwner.count({ where: { userId: user.id } });
  const served = async (url: string) => (await request(t.app).get(url)).status;
  const updateDesign = (user: TestUser, id: string, gridData: unknown) =>
    request(t.app).patch(`/api/designs/${id}`).set('Authorization', user.auth()).send({ gridData });

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());
  beforeEach(() => {
    clock = new Date();
  });

  it('removes, after 24 hours, uploads that no design or site of their owner uses', async () => {
    const user = await newUser(t.models);
    const unused = await uploadAt(user);
    const used = await uploadAt(user);
    await createDesign(t, user, { gridData: gridShowing(used.url) });
    later(23 * HOUR);
    expect(await sweep()).toEqual({ unlinked: 0, deleted: 0 });
    expect(await linked(user)).toBe(2);
    later(2 * HOUR);
    expect(await sweep()).toEqual({ unlinked: 1, deleted: 1 });
    expect(await linked(user)).toBe(1);
    expect(await served(unused.url)).toBe(404);
    expect(await served(used.url)).toBe(200);
  });

  it('frees the quota it held', async () => {
    const user = await newUser(t.models);
    const quota = { UPLOAD_QUOTA_MB: '1' };
    // Noise: about 700 KB each, however it is encoded.
    const [first, second] = [noisePng(484, 484, 1), noisePng(484, 484, 2)];
    await service(quota).upload(user.id, first);
    await expect(service(quota).upload(user.id, second)).rejects.toMatchObject({
      status: 413,
      code: 'upload_quota_exceeded',
    });
    later(25 * HOUR);
    await sweep();
    expect((await service(quota).upload(user.id, second)).created).toBe(true);
  });

  it('counts 24 hours from the last use: an upload sent again, or found in use by a sweep', async () => {
    const user = await newUser(t.models);
    const bytes = distinctPng();
    const image = await uploadAt(user, bytes);
    later(20 * HOUR);
    expect((await uploadAt(user, bytes)).created).toBe(false); // the same bytes again
    later(5 * HOUR);
    await sweep();
    expect(await linked(user)).toBe(1);

    // In a design when the sweep looks (dated then), out of it an hour later: still kept for a day.
    const design = await createDesign(t, user, { gridData: gridShowing(image.url) });
    later(20 * HOUR);
    await sweep();
    later(HOUR);
    expect((await updateDesign(user, design.id, gridFixture(1))).status).toBe(200);
    later(20 * HOUR);
    await sweep();
    expect(await served(image.url)).toBe(200);
    later(4 * HOUR);
    await sweep();
    // Still in the design's history (an old revision can be restored): in use, dated by this sweep.
    expect(await linked(user)).toBe(1);
    await request(t.app).delete(`/api/designs/${design.id}`).set('Authorization', user.auth()).expect(204);
    later(20 * HOUR);
    await sweep();
    expect(await served(image.url)).toBe(200);
    later(5 * HOUR);
    await sweep();
    expect(await linked(user)).toBe(0);
    expect(await served(image.url)).toBe(404);
  });

  it('never breaks a published site when the design it came from is deleted', async () => {
    const user = await newUser(t.models);
    const image = await uploadAt(user);
    const design = await createDesign(t, user, { gridData: gridShowing(image.url) });
    const site = await publishDesign(t, user, design.id);
    const deleted = await request(t.app)
      .delete(`/api/designs/${design.id}`)
      .set('Authorization', user.auth());
    expect(deleted.status).toBe(204);
    later(48 * HOUR);
    await sweep();
    expect(await linked(user)).toBe(1);
    expect(await served(image.url)).toBe(200);
    const page = await request(t.app).get(`/api/published-sites/slug/${site.slug}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain(image.url);
  });

  it('keeps a file another user’s design or published page shows, once its uploader no longer uses it', async () => {
    const [uploader, copier, drafter] = [
      await newUser(t.models),
      await newUser(t.models),
      await newUser(t.models),
    ];
    const published = await uploadAt(uploader);
    const drafted = await uploadAt(uploader);
    const design = await createDesign(t, copier, { gridData: gridShowing(published.url) });
    await publishDesign(t, copier, design.id);
    await createDesign(t, drafter, { gridData: gridShowing(drafted.url) });
    later(48 * HOUR);
    await sweep();
    expect(await linked(uploader)).toBe(0);
    expect(await served(published.url)).toBe(200);
    expect(await served(drafted.url)).toBe(200);
  });

  it('removes the links of a deleted account, then its files', async () => {
    const user = await newUser(t.models);
    const image = await uploadAt(user);
    await t.models.User.destroy({ where: { id: user.id } });
    expect(await linked(user)).toBe(0);
    expect(await served(image.url)).toBe(200);
    later(25 * HOUR);
    await sweep();
    expect(await served(image.url)).toBe(404);
  });

  it('deletes files from UPLOADS_DIR with the directory driver', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-uploads-'));
    try {
      const user = await newUser(t.models);
      const inDir = service({ UPLOADS_DIR: dir });
      const kept = await inDir.upload(user.id, distinctPng());
      const dropped = await inDir.upload(user.id, distinctPng());
      await createDesign(t, user, { gridData: gridShowing(kept.url) });
      expect(fs.readdirSync(dir)).toHaveLength(2);
      later(25 * HOUR);
      await inDir.sweep();
      expect(await linked(user)).toBe(1);
      expect(fs.readdirSync(dir)).toEqual([kept.url.slice('/uploads/'.length)]);
      expect(await inDir.find(dropped.url.slice(9, 73), 'png')).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs on a schedule that stops with the server', async () => {
    const user = await newUser(t.models);
    const image = await uploadAt(user);
    later(25 * HOUR);
    const logger = createMemoryLogger();
    const stop = scheduleUploadSweep(service(), logger, 20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await stop();
    expect(await served(image.url)).toBe(404);
    expect(logger.lines.some((line) => line.msg === 'uploads swept')).toBe(true);
    const count = logger.lines.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(logger.lines).toHaveLength(count);
  });
});
