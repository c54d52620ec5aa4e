import { deflateSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { createMemoryLogger } from '../logger';
import { apiErrorHandler } from './errors';
import { MAX_JSON_DEPTH, jsonBody, jsonDeeperThan } from './jsonBody';

// superagent's serializer is typed to answer a string; a Buffer is sent as it is all the same.
const asIs = ((bytes: Buffer) => bytes) as unknown as (body: unknown) => string;
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('jsonDeeperThan', () => {
  it('counts object and array nesting', () => {
    const bytes = (text: string) => Buffer.from(text);
    expect(jsonDeeperThan(bytes(nested(3)), 3)).toBe(false);
    expect(jsonDeeperThan(bytes(nested(4)), 3)).toBe(true);
    expect(jsonDeeperThan(bytes('{"a":{"b":[1,{"c":2}]}}'), 4)).toBe(false);
    expect(jsonDeeperThan(bytes('{"a":{"b":[1,{"c":{}}]}}'), 4)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDeeperThan(Buffer.from(`{"text":"${'[{'.repeat(50)}"}`), 1)).toBe(false);
    expect(jsonDeeperThan(Buffer.from(`{"text":"a\\"[[[[","b":1}`), 1)).toBe(false);
  });
});

describe('jsonBody', () => {
  const logger = createMemoryLogger();
  const app = express();
  app.post('/echo', jsonBody('12mb'), (req, res) => {
    res.json({ ok: true, keys: Object.keys(req.body as object) });
  });
  app.use(apiErrorHandler(logger));

  it(`parses bodies up to depth ${MAX_JSON_DEPTH}`, async () => {
    const body = `{"gridData":${nested(MAX_JSON_DEPTH - 1)}}`;
    const res = await request(app).post('/echo').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, keys: ['gridData'] });
  });

  it('refuses deeper bodies with 400, quickly, even at depth 1,000,000', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 10_000, 1_000_000]) {
      const res = await request(app)
        .post('/echo')
        .set('Content-Type', 'application/json')
        .send(`{"gridData":${nested(depth)}}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_json', message: 'Request body is nested too deeply' },
      });
    }
    expect(logger.lines).toEqual([]);
  });

  it('refuses a NUL character in any string with 400, and takes an escaped backslash before u0000 as text', async () => {
    const post = (text: string) =>
      request(app).post('/echo').set('Content-Type', 'application/json').send(text);
    for (const text of ['{"email":"a\\u0000@b.c"}', '{"x":["\\\\\\u0000"]}']) {
      const res = await post(text);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_json', message: 'Request body contains a NUL character' },
      });
    }
    const literal = await post('{"text":"\\\\u0000"}');
    expect(literal.status).toBe(200);
  });

  it('refuses a corrupt compressed body with 400 for deflate, gzip and br, and reads a good one', async () => {
    for (const encoding of ['deflate', 'gzip', 'br']) {
      const res = await request(app)
        .post('/echo')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('definitely not compressed');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_body_encoding');
    }
    const good = await request(app)
      .post('/echo')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'deflate')
      // Sent as the bytes they are: supertest would otherwise JSON-encode a Buffer for a JSON content type.
      .serialize(asIs)
      .send(deflateSync('{"a":1}'));
    expect(good.status).toBe(200);
    expect(good.body.keys).toEqual(['a']);
    expect(logger.lines).toEqual([]);
  });
});
