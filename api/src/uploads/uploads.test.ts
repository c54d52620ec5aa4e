// POST /api/uploads and GET /uploads/<file> against a real database (SQLite, and MariaDB with MYSQL_URL).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AppHandler } from '../app';
import request from 'supertest';
import { createApp } from '../app';
import { createMemoryAttemptStore } from '../auth/attemptStore';
import { createMemoryLogger } from '../logger';
import { newUser, openApiTest, type ApiTest, type TestUser } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import {
  AVIF_2X2,
  GIF_1X1,
  JPEG_3X2,
  PNG_3X2,
  WEBP_VP8X_3X2,
  distinctPng,
  gifOfSize,
  noisePng,
  paddedJpeg,
  storedHashOf,
} from './testImages';

jest.setTimeout(60_000);

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const MB = 1024 * 1024;

/** Sends `bytes` as a chunked body (no Content-Length), as a stream of unknown length arrives. */
function postChunked(
  app: AppHandler,
  auth: string,
  bytes: Buffer,
): Promise<{ status: number; body: string }> {
  const server = http.createServer(app).listen(0);
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      {
        port,
        method: 'POST',
        path: '/api/uploads',
        headers: { authorization: auth, 'transfer-encoding': 'chunked' },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    // The server may answer and close before every chunk is written.
    for (let at = 0; at < bytes.length; at += 64 * 1024) req.write(bytes.subarray(at, at + 64 * 1024));
    req.end();
  }).finally(() => server.close());
}

describe.each(testDatabases())('uploads on $label', (db) => {
  let t: ApiTest;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());

  const appWith = (env: Record<string, string>) =>
    createApp({
      sequelize: t.sequelize,
      config: testConfig(env),
      auth: testAuth,
      logger: createMemoryLogger(),
    });
  const upload = (auth: string | null, bytes: Buffer, type = 'application/octet-stream', app = t.app) => {
    const req = request(app).post('/api/uploads').set('Content-Type', type);
    if (auth) req.set('Authorization', auth);
    return req.send(bytes);
  };
  const storedCounts = async () => [await t.models.UploadBlob.count(), await t.models.UploadOwner.count()];

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
      const served = await request(t.app).get(res.body.url).buffer(true);
      expect(served.status).toBe(200);
      const stored = served.body as Buffer;
      expect(res.body).toEqual({
        url: `/uploads/${sha(stored)}.${ext}`,
        contentType,
        bytes: stored.length,
        width,
        height,
      });
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers HEAD with the headers alone, and If-None-Match with 304', async () => {
    const user = await newUser(t.models);
    const { url, bytes } = (await upload(user.auth(), PNG_3X2)).body as { url: string; bytes: number };
    const head = await request(t.app).head(url);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(bytes));
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.headers['x-content-type-options']).toBe('nosniff');
    expect(head.headers['set-cookie']).toBeUndefined();
    expect(head.text ?? '').toBe('');
    const hash = storedHashOf(url);
    const cached = await request(t.app).get(url).set('If-None-Match', `"${hash}"`);
    expect(cached.status).toBe(304);
  });

  it('answers 200 for bytes the user already uploaded, and stores one copy for everyone', async () => {
    const [a, b] = [await newUser(t.models), await newUser(t.models)];
    const bytes = distinctPng();
    const first = await upload(a.auth(), bytes);
    expect(first.status).toBe(201);
    const again = await upload(a.auth(), bytes);
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(first.body.url);
    expect((await upload(b.auth(), bytes)).status).toBe(201);
    const hash = storedHashOf(first.body.url);
    expect(await t.models.UploadBlob.count({ where: { hash } })).toBe(1);
    expect(await t.models.UploadOwner.count({ where: { hash } })).toBe(2);
  });

  it('refuses what is not a whole image with the spec message, storing nothing', async () => {
    const user = await newUser(t.models);
    const before = await storedCounts();
    const corruptPng = Buffer.from(PNG_3X2);
    corruptPng[40] = corruptPng[40]! ^ 0xff;
    for (const [bytes, type] of [
      [Buffer.alloc(0), 'image/png'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg'],
      [JPEG_3X2.subarray(0, JPEG_3X2.length - 10), 'image/jpeg'],
      [corruptPng, 'image/png'],
      [WEBP_VP8X_3X2.subarray(0, 100), 'image/webp'],
      [Buffer.from('GIF89a'), 'image/gif'],
    ] as const) {
      const res = await upload(user.auth(), bytes, type);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_image', message: 'Invalid image format' } });
    }
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses files over 5 MB, declared or streamed, and images over 40 megapixels, with 413', async () => {
    const user = await newUser(t.models);
    const tooLarge = { error: { code: 'image_too_large', message: 'Image too large (max: 5MB)' } };
    const big = await upload(user.auth(), paddedJpeg(5 * MB + 1));
    expect(big.status).toBe(413);
    expect(big.body).toEqual(tooLarge);
    const streamed = await postChunked(t.app, user.auth(), paddedJpeg(8 * MB));
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual(tooLarge);
    expect((await upload(user.auth(), paddedJpeg(5 * MB))).status).toBe(201);
    // 8000 × 6250: a 50-megapixel image, a few bytes on the wire.
    const huge = await upload(user.auth(), gifOfSize(8000, 6250));
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({
      error: {
        code: 'image_dimensions_too_large',
        message: 'Image dimensions too large (max: 40 megapixels)',
      },
    });
    expect((await upload(user.auth(), gifOfSize(8000, 5000))).status).toBe(201);
  });

  it('asks for a signed-in user, before reading the body', async () => {
    for (const auth of [null, 'Bearer not-a-token', 'Basic dXNlcjpwYXNz']) {
      const res = await upload(auth, PNG_3X2);
      expect(res.status).toBe(401);
    }
    expect((await upload(null, paddedJpeg(6 * MB))).status).toBe(401);
  });

  it("gives no user a hold on another's uploads", async () => {
    const [owner, other] = [await newUser(t.models), await newUser(t.models)];
    const bytes = distinctPng();
    const { url } = (await upload(owner.auth(), bytes)).body as { url: string };
    const hash = storedHashOf(url);
    const stored = (await request(t.app).get(url).buffer(true)).body as Buffer;
    // The same bytes from another account: that account's own link, the owner's untouched.
    expect((await upload(other.auth(), bytes)).status).toBe(201);
    expect(await t.models.UploadOwner.count({ where: { userId: owner.id, hash } })).toBe(1);
    for (const attempt of [
      request(t.app).delete(`/api/uploads/${hash}.png`),
      request(t.app).delete(url),
      request(t.app).put(url).send(PNG_3X2),
      request(t.app).post(url).send(PNG_3X2),
    ]) {
      const res = await attempt.set('Authorization', other.auth());
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const served = await request(t.app).get(url).buffer(true);
    expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
  });

  it('keeps each user within the quota of distinct uploads, with a clear message', async () => {
    const app = appWith({ UPLOAD_QUOTA_MB: '1' });
    const [user, other] = [await newUser(t.models), await newUser(t.models)];
    // Noise: about 600 KB and 500 KB however it is encoded; the quota counts what is stored.
    const [big, smaller] = [noisePng(448, 448, 1), noisePng(408, 408, 2)];
    const first = await upload(user.auth(), big, undefined, app);
    expect(first.status).toBe(201);
    expect(first.body.bytes).toBeGreaterThan(0.55 * MB);
    const before = await storedCounts();
    const over = await upload(user.auth(), smaller, undefined, app);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      error: {
        code: 'upload_quota_exceeded',
        message:
          'Upload storage full: you use 0.6 MB of your 1 MB. Images that none of your designs, their saved versions or your sites use are removed after 24 hours.',
      },
    });
    expect(await storedCounts()).toEqual(before);
    // Bytes the user already has cost nothing more; other users have their own quota.
    expect((await upload(user.auth(), big, undefined, app)).status).toBe(200);
    expect((await upload(other.auth(), smaller, undefined, app)).status).toBe(201);
  });

  it('limits uploads per user, with a clear message and Retry-After', async () => {
    const app = appWith({ UPLOAD_RATE_LIMIT_MAX: '2', UPLOAD_RATE_LIMIT_WINDOW_MINUTES: '10' });
    const [user, other] = [await newUser(t.models), await newUser(t.models)];
    expect((await upload(user.auth(), PNG_3X2, undefined, app)).status).toBe(201);
    expect((await upload(user.auth(), Buffer.from('not an image'), undefined, app)).status).toBe(400);
    const limited = await upload(user.auth(), GIF_1X1, undefined, app);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'too_many_requests', message: 'Too many uploads. Please try again in 10 minutes.' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect((await upload(other.auth(), PNG_3X2, undefined, app)).status).toBe(201);
  });

  it('counts the rate limit across instances that share attempt counters', async () => {
    const attempts = createMemoryAttemptStore();
    const [one, two] = [1, 2].map(() =>
      createApp({
        sequelize: t.sequelize,
        config: testConfig({ UPLOAD_RATE_LIMIT_MAX: '2' }),
        auth: testAuth,
        attempts,
      }),
    );
    const user = await newUser(t.models);
    expect((await upload(user.auth(), PNG_3X2, undefined, one)).status).toBe(201);
    expect((await upload(user.auth(), PNG_3X2, undefined, two)).status).toBe(200);
    expect((await upload(user.auth(), PNG_3X2, undefined, one)).status).toBe(429);
  });

  it('serves 404 for unknown or malformed names, and for a stored file under another extension', async () => {
    const user = await newUser(t.models);
    const { url } = (await upload(user.auth(), PNG_3X2)).body as { url: string };
    for (const bad of [
      url.replace('.png', '.jpg'),
      url.toUpperCase().replace('/UPLOADS/', '/uploads/'),
      `/uploads/${'0'.repeat(64)}.png`,
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%ff',
      '/uploads/%',
      `/uploads/${url.slice(9, 73)}%2epng`,
      `${url}.html`,
      `${url}/`,
      '/uploads/',
    ]) {
      const res = await request(t.app).get(bad);
      expect([bad, res.status]).toEqual([bad, 404]);
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  it('keeps files in UPLOADS_DIR with the directory driver, served the same way', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-uploads-'));
    try {
      const app = appWith({ UPLOADS_DIR: dir });
      const [user, other] = [await newUser(t.models), await newUser(t.models)];
      const bytes = distinctPng();
      expect((await upload(user.auth(), bytes, undefined, app)).status).toBe(201);
      expect((await upload(other.auth(), bytes, undefined, app)).status).toBe(201);
      const res = await upload(user.auth(), bytes, undefined, app);
      expect(res.status).toBe(200);
      const hash = storedHashOf(res.body.url);
      const file = path.join(dir, `${hash}.png`);
      const stored = fs.readFileSync(file);
      expect(sha(stored)).toBe(hash);
      expect(stored.length).toBe(res.body.bytes);
      expect(fs.readdirSync(dir)).toEqual([`${hash}.png`]);
      expect((await t.models.UploadBlob.findByPk(hash))!.data).toBeNull();
      const served = await request(app).get(res.body.url).buffer(true);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
      // A file gone from the folder is written again by the next upload of it.
      fs.rmSync(file);
      expect((await request(app).get(res.body.url)).status).toBe(404);
      expect((await upload(user.auth(), bytes, undefined, app)).status).toBe(200);
      expect(Buffer.compare(fs.readFileSync(file), stored)).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stores nothing when the directory cannot be written', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-uploads-'));
    try {
      const notADirectory = path.join(parent, 'file');
      fs.writeFileSync(notADirectory, '');
      const app = appWith({ UPLOADS_DIR: path.join(notADirectory, 'uploads') });
      const user = await newUser(t.models);
      const before = await storedCounts();
      const res = await upload(user.auth(), distinctPng(), undefined, app);
      expect(res.status).toBe(500);
      expect(await storedCounts()).toEqual(before);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('keeps the bytes in the database by default', async () => {
    const user: TestUser = await newUser(t.models);
    const { url, bytes } = (await upload(user.auth(), distinctPng())).body as { url: string; bytes: number };
    const blob = await t.models.UploadBlob.findByPk(storedHashOf(url));
    expect(sha(blob!.data!)).toBe(storedHashOf(url));
    expect(blob).toMatchObject({ ext: 'png', size: bytes, width: 4, height: 3 });
  });
});
