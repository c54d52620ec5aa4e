import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../app';
import { createSequelize } from '../db/connect';
import { createTempBuild, SHELL_HTML, testConfig, type TempBuild } from '../testing/fixtures';
import { cacheControlFor, IMMUTABLE, NO_CACHE, NOT_BUILT_MESSAGE } from './static';
import { testAuth } from '../testing/users';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('cacheControlFor', () => {
  it('revalidates entry points and unhashed files, caches hashed output forever', () => {
    expect(cacheControlFor('/x/mf-manifest.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/favicon.ico')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/chunk.1a2b3c4d.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/681.a7a83707.css')).toBe(IMMUTABLE);
  });
});

describe('static serving', () => {
  let build: TempBuild;
  const sequelize = createSequelize('sqlite::memory:');
  const app = () =>
    createApp({
      sequelize,
      auth: testAuth,
      config: testConfig({}, { shellDist: build.shellDist, remoteDist: build.remoteDist }),
    });

  beforeAll(() => {
    build = createTempBuild();
  });
  afterAll(async () => {
    build.remove();
    await sequelize.close();
  });

  describe('/remotes/<name>/', () => {
    it.each([
      ['mf-manifest.json', NO_CACHE, /json/],
      ['remoteEntry.js', NO_CACHE, /javascript/],
      ['chunk.1a2b3c4d.js', IMMUTABLE, /javascript/],
    ])('serves %s with Cache-Control %s and CORS', async (file, cacheControl, type) => {
      const res = await request(app())
        .get(`/remotes/editor/${file}`)
        .set('Origin', 'https://elsewhere.example');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(cacheControl);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['content-type']).toMatch(type);
    });

    it('answers the CORS preflight', async () => {
      const res = await request(app())
        .options('/remotes/editor/remoteEntry.js')
        .set('Origin', 'https://elsewhere.example')
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'x-custom');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
      expect(res.headers['access-control-allow-headers']).toBe('x-custom');
    });

    it.each([
      '/remotes/editor/missing.js',
      '/remotes/sites/mf-manifest.json',
      '/remotes/unknown/x.js',
      '/remotes',
    ])('%s is a plain 404, never the SPA page', async (url) => {
      const res = await request(app()).get(url).set('Accept', HTML);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.text).not.toContain('<html');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    });
  });

  describe('the shell', () => {
    it('serves index.html with no-cache and hashed bundles immutable', async () => {
      const index = await request(app()).get('/index.html');
      expect(index.status).toBe(200);
      expect(index.headers['cache-control']).toBe(NO_CACHE);
      const bundle = await request(app()).get('/main.0f1e2d3c.js');
      expect(bundle.status).toBe(200);
      expect(bundle.headers['cache-control']).toBe(IMMUTABLE);
    });

    it.each([
      '/',
      '/templates',
      '/my-site/edit',
      '/sign-in/factor-one',
      '/embeds/sketchpad',
      '/my-site/edit?publish=true',
    ])('answers index.html for the client route %s', async (url) => {
      const res = await request(app()).get(url).set('Accept', HTML);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      // The built page, with the boot data block (./shellPage.ts) before </body>.
      expect(res.text.startsWith(SHELL_HTML.replace('</body></html>', '<script id="bento-boot"'))).toBe(true);
      expect(res.text.endsWith('</script></body></html>')).toBe(true);
    });

    it('answers HEAD like GET, without a body', async () => {
      const res = await request(app()).head('/templates').set('Accept', HTML);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    });

    it('does not answer the SPA page to non-HTML requests, other methods or missing files', async () => {
      expect((await request(app()).get('/my-site').set('Accept', 'application/json')).status).toBe(404);
      expect((await request(app()).post('/my-site').set('Accept', HTML)).status).toBe(404);
      const missing = await request(app()).get('/main.deadbeef.js').set('Accept', '*/*');
      expect(missing.status).toBe(404);
      expect(missing.text).not.toContain('<html');
    });

    it('answers a JSON 404 under /api', async () => {
      const res = await request(app()).get('/api/nope').set('Accept', HTML);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    });

    it('answers 503 with a hint when the shell is not built', async () => {
      const missing = path.join(build.root, 'not-built');
      expect(fs.existsSync(missing)).toBe(false);
      const notBuilt = createApp({
        sequelize,
        auth: testAuth,
        config: testConfig({}, { shellDist: missing }),
      });
      const res = await request(notBuilt).get('/templates').set('Accept', HTML);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.text).toBe(NOT_BUILT_MESSAGE);
      expect(res.text).toBe('Bento Creator is not built yet: run npm run build.');
    });
  });
});
