import express from 'express';
import request from 'supertest';
import { createMemoryLogger } from '../logger';
import { ApiError, apiErrorHandler, apiNotFound, plainErrorHandler } from './errors';
import { requestContext } from './requestContext';

function appThatThrows(error: unknown) {
  const logger = createMemoryLogger();
  const app = express();
  app.use(requestContext({ logger, logRequests: false }));
  app.use(express.json({ limit: '1kb' }));
  app.post('/boom', () => {
    throw error;
  });
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/items/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  app.get('/async', async () => {
    await Promise.resolve();
    throw error;
  });
  app.use(apiNotFound);
  app.use(apiErrorHandler(logger));
  return { app, logger };
}

describe('apiErrorHandler', () => {
  it('answers ApiError as-is', async () => {
    const { app, logger } = appThatThrows(new ApiError(409, 'slug_taken', 'That slug is taken'));
    const res = await request(app).post('/boom');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'slug_taken', message: 'That slug is taken' } });
    expect(logger.lines).toEqual([]);
  });

  it('adds an ApiError’s extra fields beside code and message, and its headers', async () => {
    const extras = { fields: { revision: 3, code: 'ignored' }, headers: { ETag: '"r3"' } };
    const { app } = appThatThrows(new ApiError(412, 'revision_conflict', 'Changed', extras));
    const res = await request(app).post('/boom');
    expect(res.status).toBe(412);
    expect(res.headers.etag).toBe('"r3"');
    expect(res.body).toEqual({ error: { code: 'revision_conflict', message: 'Changed', revision: 3 } });
  });

  it('answers malformed JSON with 400 invalid_json and too large bodies with 413', async () => {
    const { app } = appThatThrows(new Error('unused'));
    const bad = await request(app).post('/echo').set('Content-Type', 'application/json').send('{"a":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code: 'invalid_json', message: 'Request body is not valid JSON' } });

    const big = await request(app)
      .post('/echo')
      .send({ text: 'x'.repeat(2000) });
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
  });

  it('answers a malformed percent-escape in a path parameter with 400 invalid_path, unlogged', async () => {
    const { app, logger } = appThatThrows(new Error('unused'));
    for (const path of ['/items/%ff', '/items/%']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'invalid_path', message: 'The request path is not valid' } });
    }
    expect(logger.lines).toEqual([]);
  });

  it('hides unexpected errors behind a generic 500 and logs them with the request id', async () => {
    const { app, logger } = appThatThrows(new Error('secret database detail'));
    for (const res of [
      await request(app).post('/boom').set('x-request-id', 'req-1'),
      await request(app).get('/async').set('x-request-id', 'req-1'),
    ]) {
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong. Please try again.' },
      });
      expect(res.text).not.toContain('secret');
      expect(res.text).not.toContain('at ');
    }
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[0]).toMatchObject({
      level: 'error',
      reqId: 'req-1',
      path: '/boom',
      err: { message: 'secret database detail' },
    });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const { app } = appThatThrows(new Error('unused'));
    const res = await request(app).get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

describe('plainErrorHandler', () => {
  it('answers text without a stack, keeping 4xx statuses', async () => {
    const logger = createMemoryLogger();
    const app = express();
    app.get('/boom', () => {
      throw new Error('internal detail');
    });
    app.get('/bad', () => {
      throw Object.assign(new Error('bad path'), { status: 400 });
    });
    app.use(plainErrorHandler(logger));

    const boom = await request(app).get('/boom');
    expect(boom.status).toBe(500);
    expect(boom.text).toBe('Internal Server Error');
    expect(logger.lines).toHaveLength(1);

    const bad = await request(app).get('/bad');
    expect(bad.status).toBe(400);
    expect(bad.text).toBe('Bad Request');
  });
});
