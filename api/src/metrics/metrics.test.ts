// /metrics on its own listener (METRICS_PORT): a real server on a real database (a SQLite file, and MariaDB with
// MYSQL_URL), real requests, then a scrape read as Prometheus reads it.
import os from 'node:os';
import request from 'supertest';
import { gridFixture } from '../designs/testSupport';
import { createMemoryLogger } from '../logger';
import { sharedDatabases, signUp } from '../cluster/testing';
import { startServer, type RunningServer } from '../server';
import { createTempBuild, TEST_MAIL_OUTBOX_DIR, type TempBuild } from '../testing/fixtures';
import { distinctPng } from '../uploads/testImages';
import { sourceViewer } from '../web/siteSsrTesting';
import { samplesOf, scrape, type Sample } from './testing';

jest.setTimeout(60_000);

const value = (samples: Sample[], labels: Record<string, string> = {}) =>
  samples.find((sample) => Object.entries(labels).every(([name, wanted]) => sample.labels[name] === wanted))
    ?.value;

describe.each(sharedDatabases())('/metrics on $label', (db) => {
  let server: RunningServer;
  let build: TempBuild;
  const logger = createMemoryLogger();

  beforeAll(async () => {
    build = createTempBuild();
    server = await startServer({
      env: {
        DATABASE_URL: await db.url(),
        NODE_ENV: 'test',
        METRICS_PORT: '0',
        MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR,
      },
      port: 0,
      logger,
      build,
      viewer: sourceViewer(os.tmpdir()),
    });
  });
  afterAll(async () => {
    await server?.close();
    build?.remove();
    await db.cleanup();
  });

  it('is served on its own port, never on the public one', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/localhost:\d+\/metrics$/);
    expect(new URL(server.metricsUrl!).port).not.toBe(String(server.port));
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ msg: 'metrics listening', url: server.metricsUrl }),
    );
    const scraped = await fetch(server.metricsUrl!);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const path of ['/metrics', '/api/metrics', '/metrics/']) {
      expect([path, (await request(server.url).get(path)).status]).toEqual([path, 404]);
    }
    const elsewhere = new URL(server.metricsUrl!);
    for (const path of ['/', '/api/health', '/metrics/x']) {
      elsewhere.pathname = path;
      expect([path, (await fetch(elsewhere)).status]).toEqual([path, 404]);
    }
    expect((await fetch(server.metricsUrl!, { method: 'POST' })).status).toBe(404);
  });

  it('times requests by method, route pattern and status, never by raw path', async () => {
    const auth = await signUp(server.url);
    const api = request(server.url);
    const created = await api
      .post('/api/designs')
      .set('Authorization', await auth())
      .send({ gridData: gridFixture(2), title: 'Mine' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (let i = 0; i < 3; i += 1) {
      expect((await api.get(`/api/designs/${id}`).set('Authorization', await auth())).status).toBe(200);
    }
    expect((await api.get(`/api/designs/${id}/revisions`).set('Authorization', await auth())).status).toBe(
      200,
    );
    // An error answered by the API's error handler still counts under the route that failed.
    const refused = await api
      .patch(`/api/designs/${id}`)
      .set('Authorization', await auth())
      .send({ gridData: 'not a document' });
    expect(refused.status).toBe(400);
    const slug = `metrics-${Date.now().toString(36)}`;
    const published = await api
      .post(`/api/designs/${id}/publish`)
      .set('Authorization', await auth())
      .send({ siteTitle: 'Metrics', slug });
    expect(published.status).toBe(201);
    // The first view renders through Express; the next ones come from the fast path before it.
    for (let i = 0; i < 3; i += 1) {
      expect((await api.get(`/${slug}`).set('Accept', 'text/html')).status).toBe(200);
    }
    // The same for the site's JSON.
    for (let i = 0; i < 3; i += 1) {
      expect((await api.get(`/api/published-sites/slug/${slug}`)).status).toBe(200);
    }
    expect((await api.get('/sign-in').set('Accept', 'text/html')).status).toBe(200);
    expect((await api.get('/api/no-such-thing')).status).toBe(404);
    const upload = await api
      .post('/api/uploads')
      .set('Authorization', await auth())
      .send(distinctPng());
    expect(upload.status).toBe(201);
    expect((await api.get(upload.body.url as string)).status).toBe(200);

    const durations = samplesOf(await scrape(server), 'http_request_duration_seconds_count');
    const count = (method: string, route: string, status: string) =>
      value(durations, { method, route, status });
    expect(count('POST', '/api/designs', '201')).toBe(1);
    expect(count('GET', '/api/designs/:id', '200')).toBe(3);
    expect(count('GET', '/api/designs/:id/revisions', '200')).toBe(1);
    expect(count('PATCH', '/api/designs/:id', '400')).toBe(1);
    expect(count('POST', '/api/designs/:id/publish', '201')).toBe(1);
    expect(count('GET', '/:slug', '200')).toBe(3);
    expect(count('GET', '/api/published-sites/slug/:slug', '200')).toBe(3);
    expect(count('POST', '/api/auth/local/sign-up', '201')).toBe(1);
    expect(count('GET', '/*', '200')).toBeGreaterThanOrEqual(1); // the shell's page for /sign-in
    expect(count('GET', '/api/*', '404')).toBeGreaterThanOrEqual(1); // /api/metrics above too
    expect(count('POST', '/api/uploads', '201')).toBe(1);
    expect(count('GET', '/uploads/*', '200')).toBe(1);
    // Few series: route labels are patterns and areas, with no id, slug or file name in them.
    for (const { labels } of durations) {
      expect(labels.route).toMatch(/^\/[a-z0-9/:*_-]*$/);
      for (const raw of [id, slug, 'sign-in', 'no-such-thing']) expect(labels.route).not.toContain(raw);
    }
    const buckets = samplesOf(await scrape(server), 'http_request_duration_seconds_bucket');
    const designReads = buckets.filter(
      (b) => b.labels.route === '/api/designs/:id' && b.labels.method === 'GET',
    );
    expect(value(designReads, { le: '+Inf' })).toBe(3);
    expect(value(designReads, { le: '10' })).toBe(3);
  });

  it('reports the event loop, the process, the caches, the database pool and the image work', async () => {
    const text = await scrape(server);
    const lag = value(samplesOf(text, 'nodejs_eventloop_lag_p99_seconds'));
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(1);
    expect(value(samplesOf(text, 'process_resident_memory_bytes'))).toBeGreaterThan(10 * 1024 * 1024);
    expect(value(samplesOf(text, 'nodejs_heap_size_used_bytes'))).toBeGreaterThan(0);

    const lookups = samplesOf(text, 'bento_cache_lookups_total');
    // The design read three times: the first loaded it, the next two found it.
    expect(value(lookups, { cache: 'designs', result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(value(lookups, { cache: 'designs', result: 'miss' })).toBeGreaterThanOrEqual(1);
    // The site's page was rendered once and answered from memory since (GET /metrics on the public port, in
    // the first test, rendered the 'Site not found' page: the other miss and entry).
    expect(value(lookups, { cache: 'site-pages', result: 'miss' })).toBe(2);
    expect(value(lookups, { cache: 'site-pages', result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(value(lookups, { cache: 'public-sites', result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(value(samplesOf(text, 'bento_cache_entries'), { cache: 'site-pages' })).toBe(2);

    const pool = (name: string) => value(samplesOf(text, `bento_db_pool_${name}`));
    if (db.label === 'MariaDB') {
      expect(pool('max')).toBe(5);
      expect(pool('size')).toBeGreaterThanOrEqual(1);
      expect(pool('size')).toBeLessThanOrEqual(5);
      expect(pool('using')! + pool('available')!).toBe(pool('size'));
      expect(pool('waiting')).toBe(0);
    } else {
      // SQLite has no connection pool to speak of.
      expect(pool('size')).toBeUndefined();
    }

    expect(value(samplesOf(text, 'bento_worker_pool_threads'), { pool: 'images' })).toBe(2);
    expect(value(samplesOf(text, 'bento_worker_pool_queued'), { pool: 'images' })).toBe(0);
    const tasks = samplesOf(text, 'bento_worker_pool_task_duration_seconds_count');
    expect(value(tasks, { pool: 'images', task: 'png', outcome: 'ok' })).toBe(1);
    expect(value(samplesOf(text, 'bento_worker_pool_rejected_total'), { pool: 'images' })).toBe(0);
    // The document pool: the site's first view was rendered by it (inline: a small site).
    const documents = { pool: 'documents' };
    expect(value(samplesOf(text, 'bento_worker_pool_queue_capacity'), documents)).toBe(16);
    expect(value(tasks, { ...documents, task: 'renderSite', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(value(samplesOf(text, 'bento_worker_pool_rejected_total'), documents)).toBe(0);
    // Without REDIS_URL there is no Redis to report on.
    expect(samplesOf(text, 'bento_redis_up')).toEqual([]);
  });
});
