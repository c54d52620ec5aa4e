import request from 'supertest';
import { DEFAULT_APP_CONFIG, remoteMapFromEnv } from '@bento/core';
import { createApp } from './app';
import { createSequelize } from './db/connect';
import { migrateUp } from './db/migrate';
import { createMemoryLogger } from './logger';
import { bootDataOf, createTempBuild, testConfig, type TempBuild } from './testing/fixtures';
import { testAuth } from './testing/users';

const CDN_EMBEDS = 'https://cdn.example.org/embeds/mf-manifest.json';

describe('createApp', () => {
  const sequelize = createSequelize('sqlite::memory:');
  let build: TempBuild;
  const app = (env: Record<string, string> = {}) =>
    createApp({
      sequelize,
      auth: testAuth,
      config: testConfig(env, { shellDist: build.shellDist, remoteDist: build.remoteDist }),
    });

  beforeAll(async () => {
    build = createTempBuild();
    // The remote map is read from the releases tables (none active here: the configured map).
    await migrateUp(sequelize);
  });
  afterAll(async () => {
    build.remove();
    await sequelize.close();
  });

  it.each(['/', '/my-site/edit', '/index.html'])(
    'the shell page %s embeds exactly what the boot requests answer, the session included for a visitor without one',
    async (url) => {
      const server = app({ REMOTE_EMBEDS_URL: CDN_EMBEDS, API_BACKUP_HOSTS: 'api-backup.example.org' });
      const page = await request(server).get(url).set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers.vary).toMatch(/Cookie/);
      const paths = [
        '/remotes.json',
        '/remote-releases.json',
        '/config.json',
        '/api/auth/config',
        '/api/auth/auth-urls',
        '/api/auth/session',
      ];
      const [remotes, releases, config, auth, authUrls, session] = await Promise.all(
        paths.map(async (path) => (await request(server).get(path)).body as unknown),
      );
      expect(bootDataOf(page.text)).toEqual({ remotes, releases, config, auth, authUrls, session });
      expect(session).toEqual({ user: null });
      expect((remotes as Record<string, string>).embeds).toBe(CDN_EMBEDS);
    },
  );

  it('leaves the session out of the page when the request has a session cookie, or when Clerk signs in', async () => {
    const withCookie = await request(app())
      .get('/')
      .set('Accept', 'text/html')
      .set('Cookie', 'bento_session=some-token');
    expect(bootDataOf(withCookie.text)).not.toHaveProperty('session');
    const clerk = app({ CLERK_JWT_KEY: 'a PEM public key', CLERK_PUBLISHABLE_KEY: 'pk_test_x' });
    const page = await request(clerk).get('/').set('Accept', 'text/html');
    expect(bootDataOf(page.text)).toMatchObject({ auth: { strategy: 'clerk' } });
    expect(bootDataOf(page.text)).not.toHaveProperty('session');
  });

  describe('/config.json and /remotes.json', () => {
    it('answer the defaults with no-cache', async () => {
      const config = await request(app()).get('/config.json');
      expect(config.status).toBe(200);
      expect(config.body).toEqual(DEFAULT_APP_CONFIG);
      expect(config.headers['cache-control']).toBe('no-cache');

      const remotes = await request(app()).get('/remotes.json');
      expect(remotes.status).toBe(200);
      expect(remotes.body).toEqual(remoteMapFromEnv({}));
      expect(remotes.body.editor).toBe('/remotes/editor/mf-manifest.json');
      expect(remotes.headers['cache-control']).toBe('no-cache');
    });

    it('reflect the environment, and the CSP allows a remote moved to another origin', async () => {
      const configured = app({ REMOTE_EMBEDS_URL: CDN_EMBEDS, APP_NAME: 'Bento Staging' });
      const remotes = await request(configured).get('/remotes.json');
      expect(remotes.body.embeds).toBe(CDN_EMBEDS);
      expect((await request(configured).get('/config.json')).body.appName).toBe('Bento Staging');

      const csp = String(remotes.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://cdn.example.org;");
      expect(csp).toContain("connect-src 'self' https://cdn.example.org;");
    });
  });

  describe('security headers', () => {
    it('sends the SPA policy and forbids framing by other sites', async () => {
      const res = await request(app()).get('/my-site').set('Accept', 'text/html');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('sends scripts only nosniff (and a remote its CORS and CORP), not the document headers', async () => {
      for (const path of ['/main.0f1e2d3c.js', '/remotes/editor/remoteEntry.js']) {
        const res = await request(app()).get(path);
        expect(res.status).toBe(200);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        for (const documentOnly of [
          'content-security-policy',
          'x-frame-options',
          'strict-transport-security',
        ])
          expect(res.headers[documentOnly]).toBeUndefined();
      }
      const remote = await request(app()).get('/remotes/editor/chunk.1a2b3c4d.js');
      expect(remote.headers['access-control-allow-origin']).toBe('*');
      expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // Anything that may be shown as a page keeps them, the manifest JSON included.
      const manifest = await request(app()).get('/remotes/editor/mf-manifest.json');
      expect(String(manifest.headers['content-security-policy'])).toContain("default-src 'self'");
    });

    it('lets /embeds/ pages be framed anywhere', async () => {
      const res = await request(app()).get('/embeds/timeanddate').set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
      expect(res.headers['x-frame-options']).toBeUndefined();
    });
  });

  describe('request id and logging', () => {
    it('echoes x-request-id, or makes one', async () => {
      const echoed = await request(app()).get('/config.json').set('x-request-id', 'abc-123');
      expect(echoed.headers['x-request-id']).toBe('abc-123');
      const made = await request(app()).get('/config.json');
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('replaces an unsafe incoming id', async () => {
      const res = await request(app()).get('/config.json').set('x-request-id', 'bad id {"x"}');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('logs one JSON line per request when asked, without the query string', async () => {
      const logger = createMemoryLogger();
      const logging = createApp({
        sequelize,
        auth: testAuth,
        logger,
        config: testConfig({}, { logRequests: true }),
      });
      await request(logging).get('/api/nope?token=secret').set('x-request-id', 'log-1');
      expect(logger.lines).toEqual([
        {
          time: expect.any(String),
          level: 'warn',
          msg: 'request',
          reqId: 'log-1',
          method: 'GET',
          path: '/api/nope',
          status: 404,
          ms: expect.any(Number),
        },
      ]);
    });

    it('logs nothing per request when logRequests is off', async () => {
      const logger = createMemoryLogger();
      await request(createApp({ sequelize, auth: testAuth, logger, config: testConfig() })).get(
        '/config.json',
      );
      expect(logger.lines).toEqual([]);
    });
  });

  describe('/api', () => {
    it('answers malformed JSON with 400 invalid_json and no stack', async () => {
      const res = await request(app())
        .post('/api/embeds/sanitize')
        .set('Content-Type', 'application/json')
        .send('{"title": ');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_json', message: 'Request body is not valid JSON' },
      });
      expect(res.text).not.toMatch(/SyntaxError|at .*\.js/);
    });

    it('answers unknown routes with a JSON 404', async () => {
      const res = await request(app()).get('/api/nope');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    });

    it('answers a malformed percent-escape or a control character in a path with 400, never 500', async () => {
      for (const path of [
        '/api/published-sites/slug/%',
        '/api/published-sites/slug/%ff',
        '/api/designs/%00',
        '/api/published-sites/slug/a%0Ab',
      ]) {
        const res = await request(app()).get(path);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('invalid_path');
      }
    });

    it('refuses bodies over the limit with 413', async () => {
      const res = await request(app())
        .post('/api/embeds/sanitize')
        .send({ text: 'x'.repeat(200 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('payload_too_large');
    });
  });
});
