import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import {
  createDesign,
  gridFixture,
  newUser,
  openApiTest,
  publishDesign,
  uniqueSlug,
  type ApiTest,
} from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import { GIF_1X1, JPEG_3X2, PNG_3X2, WEBP_VP8X_3X2, AVIF_2X2 } from './testImages';
import { uploadServiceFor } from './uploadServiceFor';

jest.setTimeout(60_000);

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const HOUR = 60 * 60 * 1000;

/** A whole, valid JPEG of exactly `totalBytes` bytes. */
function paddedJpeg(totalBytes: number): Buffer {
  // A COM (comment) segment of filler between the header and the rest keeps the JPEG whole and valid.
  const fillerLength = totalBytes - JPEG_3X2.length;
  const segments: Buffer[] = [];
  for (let left = fillerLength; left > 0;) {
    const body = Math.min(left - 4, 65_533);
    const segment = Buffer.alloc(body + 4, 0x20);
    segment[0] = 0xff;
    segment[1] = 0xfe;
    segment.writeUInt16BE(body + 2, 2);
    segments.push(segment);
    left -= segment.length;
  }
  return Buffer.concat([JPEG_3X2.subarray(0, 2), ...segments, JPEG_3X2.subarray(2)]);
}

/** A GIF header claiming `width` × `height` (only the logical screen size is read). */
function gifOfSize(width: number, height: number): Buffer {
  const gif = Buffer.from(GIF_1X1);
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  return gif;
}

describe.each(testDatabases())('uploads on $label', (db) => {
  let t: ApiTest;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());

  const upload = (auth: string | null, bytes: Buffer, type = 'application/octet-stream') => {
    const req = request(t.app).post('/api/uploads').set('Content-Type', type);
    if (auth) req.set('Authorization', auth);
    return req.send(bytes);
  };

  it('stores each accepted format, typed by its bytes whatever the declared type, and serves it', async () => {
    const user = await newUser(t.models);
    for (const [bytes, ext, contentType, width, height] of [
      [JPEG_3X2, 'jpg', 'image/jpeg', 3, 2],
      [PNG_3X2, 'png', 'image/png', 3, 2],
      [WEBP_VP8X_3X2, 'webp', 'image/webp', 3, 2],
      [GIF_1X1, 'gif', 'image/gif', 1, 1],
      [AVIF_2X2, 'avif', 'image/avif', 2, 2],
    ] as const) {
      const res = await upload(user.auth(), bytes, 'text/html');
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        url: `/uploads/${sha(bytes)}.${ext}`,
        contentType,
        bytes: bytes.length,
        width,
        height,
      });
      const served = await request(t.app).get(res.body.url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['set-cookie']).toBeUndefined();
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    }
  });

  it('answers 200 for bytes the user already uploaded, and stores one copy for everyone', async () => {
    const [a, b] = [await newUser(t.models), await newUser(t.models)];
    const bytes = paddedJpeg(2000);
    expect((await upload(a.auth(), bytes)).status).toBe(201);
    expect((await upload(a.auth(), bytes)).status).toBe(200);
    expect((await upload(b.auth(), bytes)).status).toBe(201);
    expect(await t.models.UploadBlob.count({ where: { hash: sha(bytes) } })).toBe(1);
    expect(await t.models.UploadOwner.count({ where: { hash: sha(bytes) } })).toBe(2);
  });

  it('refuses what is not a whole image with the spec message, storing nothing', async () => {
    const user = await newUser(t.models);
    const before = await t.models.UploadBlob.count();
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      JPEG_3X2.subarray(0, JPEG_3X2.length - 10),
    ]) {
      const res = await upload(user.auth(), bytes, 'image/jpeg');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_image', message: 'Invalid image format' } });
    }
    expect(await t.models.UploadBlob.count()).toBe(before);
  });

  it('refuses files over 5 MB and images over 40 megapixels with 413', async () => {
    const user = await newUser(t.models);
    const big = await upload(user.auth(), paddedJpeg(5 * 1024 * 1024 + 1));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ error: { code: 'image_too_large', message: 'Image too large (max: 5MB)' } });
    expect((await upload(user.auth(), paddedJpeg(5 * 1024 * 1024))).status).toBe(201);
    const huge = await upload(user.auth(), gifOfSize(8000, 6000));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toEqual({
      code: 'image_dimensions_too_large',
      message: 'Image dimensions too large (max: 40 megapixels)',
    });
  });

  it('asks for a signed-in user', async () => {
    expect((await upload(null, PNG_3X2)).status).toBe(401);
    expect((await upload('Bearer not-a-token', PNG_3X2)).status).toBe(401);
  });

  it('keeps each user within the quota, with a clear message', async () => {
    const app = createApp({
      sequelize: t.sequelize,
      config: testConfig({ UPLOAD_QUOTA_MB: '1' }),
      auth: testAuth,
    });
    const user = await newUser(t.models);
    const send = (bytes: Buffer) =>
      request(app).post('/api/uploads').set('Authorization', user.auth()).send(bytes);
    expect((await send(paddedJpeg(600 * 1024))).status).toBe(201);
    const over = await send(paddedJpeg(500 * 1024));
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('upload_quota_exceeded');
    expect(over.body.error.message).toBe(
      'Upload storage full: you use 0.6 MB of your 1 MB. Images that none of your designs or sites use are removed after 24 hours.',
    );
    // Bytes the user already has cost nothing more.
    expect((await send(paddedJpeg(600 * 1024))).status).toBe(200);
  });

  it('limits uploads per user', async () => {
    const app = createApp({
      sequelize: t.sequelize,
      config: testConfig({ UPLOAD_RATE_LIMIT_MAX: '2' }),
      auth: testAuth,
    });
    const [user, other] = [await newUser(t.models), await newUser(t.models)];
    const send = (who: typeof user) =>
      request(app).post('/api/uploads').set('Authorization', who.auth()).send(PNG_3X2);
    expect((await send(user)).status).toBe(201);
    expect((await send(user)).status).toBe(200);
    const limited = await send(user);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('too_many_requests');
    expect((await send(other)).status).toBe(201);
  });

  it('serves nothing for unknown or malformed names, nor a stored file under another extension', async () => {
    const user = await newUser(t.models);
    const { url } = (await upload(user.auth(), PNG_3X2)).body as { url: string };
    for (const bad of [
      url.replace('.png', '.jpg'),
      `/uploads/${'0'.repeat(64)}.png`,
      '/uploads/..%2F..%2Fpackage.json',
      `${url}.html`,
    ]) {
      const res = await request(t.app).get(bad);
      expect(res.status).toBe(404);
    }
    expect((await request(t.app).get('/uploads/%ff')).status).toBe(400);
    const cached = await request(t.app)
      .get(url)
      .set('If-None-Match', `"${url.slice(9, 73)}"`);
    expect(cached.status).toBe(304);
  });

  describe('the sweep', () => {
    let clock: Date;
    const later = (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    };
    const sweep = () => uploadServiceFor({ ...t, config: testConfig(), now: () => clock }).sweep();

    beforeEach(() => {
      clock = new Date();
    });

    /** Uploads with the controllable clock, so the links are dated by it. */
    const uploadAt = async (userId: string, bytes: Buffer) =>
      uploadServiceFor({ ...t, config: testConfig(), now: () => clock }).upload(userId, bytes);

    it('removes, after 24 hours, uploads that no design or site of their owner uses', async () => {
      const user = await newUser(t.models);
      const unused = await uploadAt(user.id, paddedJpeg(3000));
      const used = await uploadAt(user.id, paddedJpeg(3001));
      await createDesign(t, user, {
        gridData: {
          ...gridFixture(1),
          boxes: [{ ...gridFixture(1).boxes[0], style: { bgImageUrl: used.url } }],
        },
      });
      later(23 * HOUR);
      await sweep();
      expect(await t.models.UploadOwner.count({ where: { userId: user.id } })).toBe(2);
      later(2 * HOUR);
      const result = await sweep();
      expect(result.unlinked).toBeGreaterThanOrEqual(1);
      expect(await t.models.UploadOwner.count({ where: { userId: user.id } })).toBe(1);
      expect((await request(t.app).get(unused.url)).status).toBe(404);
      expect((await request(t.app).get(used.url)).status).toBe(200);
    });

    it('never breaks a published site when the design it came from is deleted', async () => {
      const user = await newUser(t.models);
      const image = await uploadAt(user.id, paddedJpeg(3002));
      const grid = {
        ...gridFixture(1),
        boxes: [{ ...gridFixture(1).boxes[0], style: { bgImageUrl: image.url } }],
      };
      const design = await createDesign(t, user, { gridData: grid });
      const site = await publishDesign(t, user, design.id, { slug: uniqueSlug() });
      const deleted = await request(t.app)
        .delete(`/api/designs/${design.id}`)
        .set('Authorization', user.auth());
      expect(deleted.status).toBe(204);
      later(48 * HOUR);
      await sweep();
      expect((await request(t.app).get(image.url)).status).toBe(200);
      const page = await request(t.app).get(`/api/published-sites/slug/${site.slug}`);
      expect(JSON.stringify(page.body)).toContain(image.url);
    });

    it('keeps a file another user’s published page shows, even once its uploader no longer uses it', async () => {
      const [uploader, copier] = [await newUser(t.models), await newUser(t.models)];
      const image = await uploadAt(uploader.id, paddedJpeg(3003));
      const grid = {
        ...gridFixture(1),
        boxes: [{ ...gridFixture(1).boxes[0], style: { bgImageUrl: image.url } }],
      };
      const design = await createDesign(t, copier, { gridData: grid });
      await publishDesign(t, copier, design.id, { slug: uniqueSlug() });
      later(48 * HOUR);
      await sweep();
      expect(await t.models.UploadOwner.count({ where: { userId: uploader.id } })).toBe(0);
      expect((await request(t.app).get(image.url)).status).toBe(200);
    });
  });

  it('keeps files in UPLOADS_DIR with the directory driver, served the same way', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-uploads-'));
    try {
      const app = createApp({
        sequelize: t.sequelize,
        config: testConfig({ UPLOADS_DIR: dir }),
        auth: testAuth,
      });
      const user = await newUser(t.models);
      const bytes = paddedJpeg(4000);
      const res = await request(app).post('/api/uploads').set('Authorization', user.auth()).send(bytes);
      expect(res.status).toBe(201);
      const file = path.join(dir, `${sha(bytes)}.jpg`);
      expect(Buffer.compare(fs.readFileSync(file), bytes)).toBe(0);
      expect(fs.readdirSync(dir)).toEqual([`${sha(bytes)}.jpg`]);
      expect((await t.models.UploadBlob.findByPk(sha(bytes)))!.data).toBeNull();
      const served = await request(app).get(res.body.url).buffer(true);
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
