// GET /api/placeholder-photos/{w}/{h}.webp through the real app, drawn by the real sharp.
import request from 'supertest';
import sharp from 'sharp';
import { PLACEHOLDER_SIZE_ERROR } from '@bento/core';
import type { AppHandler } from '../app';
import { createApp } from '../app';
import { testDatabases } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import express from 'express';
import { createMemoryLogger } from '../logger';
import { createWorkGate } from '../uploads/imageWork';
import { apiErrorHandler } from '../web/errors';
import { createPlaceholderCache } from './placeholderCache';
import { PLACEHOLDER_BUSY_MESSAGE, PLACEHOLDER_MAX_WAITING, placeholderRouter } from './placeholderRouter';

jest.setTimeout(30_000);

const sqlite = testDatabases().find((db) => db.label === 'sqlite')!;

/** supertest's buffer parser, for an image body. */
const asBuffer = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('placeholder photos', () => {
  let app: AppHandler;
  beforeAll(async () => {
    app = createApp({ sequelize: await sqlite.open(), auth: testAuth, config: testConfig() });
  });
  afterAll(() => sqlite.cleanup());

  it('draws a WebP of the asked size, cached for good', async () => {
    const res = await request(app)
      .get('/api/placeholder-photos/640/427.webp?random=3')
      .buffer()
      .parse(asBuffer);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 427 });
  });

  it.each([
    ['/api/placeholder-photos/8/2400.webp', 8, 2400],
    ['/api/placeholder-photos/2400/8.webp?random=x', 2400, 8],
  ])('takes the bounds: %s', async (path, width, height) => {
    const res = await request(app).get(path).buffer().parse(asBuffer);
    expect(res.status).toBe(200);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width, height });
  });

  it.each([
    '/api/placeholder-photos/0/100.webp',
    '/api/placeholder-photos/7/100.webp',
    '/api/placeholder-photos/2401/100.webp',
    '/api/placeholder-photos/100/99999.webp',
    '/api/placeholder-photos/-5/100.webp',
    '/api/placeholder-photos/1.5/100.webp',
    '/api/placeholder-photos/abc/100.webp',
    '/api/placeholder-photos/100/100.png',
    '/api/placeholder-photos/100.webp',
    '/api/placeholder-photos/',
    '/api/placeholder-photos/100/100/100.webp',
  ])('refuses %s with a 400 that says what is accepted', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'invalid_placeholder_size', message: PLACEHOLDER_SIZE_ERROR },
    });
    expect(PLACEHOLDER_SIZE_ERROR).toBe('Width and height must be whole numbers from 8 to 2400');
  });

  it('answers 304 to its own ETag and no body to HEAD', async () => {
    const first = await request(app).get('/api/placeholder-photos/300/200.webp?random=1');
    const again = await request(app)
      .get('/api/placeholder-photos/300/200.webp?random=1')
      .set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    const head = await request(app).head('/api/placeholder-photos/300/200.webp');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('gives each number a palette: neighbours differ, the same number is the same image', async () => {
    const get = (n: number) =>
      request(app).get(`/api/placeholder-photos/120/80.webp?random=${n}`).buffer().parse(asBuffer);
    const [a, b, c] = await Promise.all([get(1), get(2), get(1)]);
    expect(Buffer.compare(a.body as Buffer, b.body as Buffer)).not.toBe(0);
    expect(Buffer.compare(a.body as Buffer, c.body as Buffer)).toBe(0);
  });
});

describe('placeholder photos under a flood of new sizes', () => {
  it('answers 503 past the waiting drawings, and draws again once they are done', async () => {
    const gate = createWorkGate(1);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: PLACEHOLDER_MAX_WAITING + 1 }, () => gate.run('test', () => held));
    const app = express().use('/p', placeholderRouter({ gate })).use(apiErrorHandler(createMemoryLogger()));
    const refused = await request(app).get('/p/100/100.webp');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.body).toEqual({ error: { code: 'busy', message: PLACEHOLDER_BUSY_MESSAGE } });
    release();
    await Promise.all(busy);
    expect((await request(app).get('/p/100/100.webp')).status).toBe(200);
  });
});

describe('the placeholder cache', () => {
  const image = (bytes: number) => Buffer.alloc(bytes, 1);

  it('draws a key once, also when asked again while drawing', async () => {
    const cache = createPlaceholderCache(1000);
    const draw = jest.fn(() => new Promise<Buffer>((resolve) => setTimeout(() => resolve(image(10)), 10)));
    const [a, b] = await Promise.all([cache.get('a', draw), cache.get('a', draw)]);
    await cache.get('a', draw);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
  });

  it('drops the least recently used past its byte budget', async () => {
    const cache = createPlaceholderCache(250);
    await cache.get('a', async () => image(100));
    await cache.get('b', async () => image(100));
    await cache.get('a', async () => image(100)); // a is now the most recent
    await cache.get('c', async () => image(100));
    expect(cache).toMatchObject({ size: 2, bytes: 200 });
    const redraw = jest.fn(async () => image(100));
    await cache.get('a', redraw);
    expect(redraw).not.toHaveBeenCalled();
    await cache.get('b', redraw);
    expect(redraw).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed drawing', async () => {
    const cache = createPlaceholderCache(1000);
    await expect(cache.get('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cache.get('a', async () => image(5))).resolves.toHaveLength(5);
  });
});
