import request from 'supertest';
import { createApp } from '../app';
import { createSequelize } from '../db/connect';
import { testConfig } from '../testing/fixtures';
import { testAuth } from '../testing/users';
import { EMBED_FAILURE_MESSAGE } from './embedRouter';

describe('POST /api/embeds/sanitize', () => {
  const sequelize = createSequelize('sqlite::memory:');
  const app = createApp({ sequelize, auth: testAuth, config: testConfig() });
  afterAll(() => sequelize.close());

  const sanitize = (body: unknown) =>
    request(app)
      .post('/api/embeds/sanitize')
      .send(body as object);

  it('extracts the https src and title of an iframe, without signing in', async () => {
    const res = await sanitize({
      embedCode:
        '<iframe src="https://www.youtube.com/embed/abc123" title="My video" width="560" onload="alert(1)"></iframe>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://www.youtube.com/embed/abc123', title: 'My video' });
  });

  it("keeps the text of a title holding markup, decoded once: 'My <b>vid</b>' is 'My vid'", async () => {
    const res = await sanitize({
      embedCode: '<iframe src="https://www.youtube.com/embed/x" title="My <b>vid</b>"></iframe>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: 'https://www.youtube.com/embed/x', title: 'My vid' });
    const encoded = await sanitize({
      embedCode: '<iframe src="https://a.io/m" title="Tom &amp;amp; Jerry &lt;i&gt;live&lt;/i&gt;"></iframe>',
    });
    expect(encoded.body).toEqual({ url: 'https://a.io/m', title: 'Tom &amp; Jerry live' });
  });

  it('forces an http src to https', async () => {
    const res = await sanitize({ embedCode: '<iframe src="http://example.org/x"></iframe>' });
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('https://example.org/x');
  });

  it.each([
    ['no iframe', { embedCode: '<p>hello</p>' }],
    ['a javascript src', { embedCode: '<iframe src="javascript:alert(1)"></iframe>' }],
    ['no embedCode', {}],
    ['a number', { embedCode: 42 }],
    ['an array body', [1]],
  ])('answers 400 for %s', async (_what, body) => {
    const res = await sanitize(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'invalid_embed', message: EMBED_FAILURE_MESSAGE } });
  });

  it('keeps the small body limit', async () => {
    const res = await sanitize({ embedCode: 'x'.repeat(200 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});
