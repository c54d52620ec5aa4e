import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createDesign, gridFixture, newUser, publishDesign, uniqueSlug } from '../designs/testSupport';
import { createMemoryLogger } from '../logger';
import { testDatabases } from '../testing/databases';
import { comparable, ENCODING_CASES, stopDateInEachTest } from './memoryAnswerTesting';
import { siteSsr } from './siteSsr';
import { sitePageFastPath } from './sitePageFastPath';
import { HTML, sourceViewer, ssrTestFor } from './siteSsrTesting';

jest.setTimeout(30_000);

describe.each(testDatabases())('published pages answered before Express on $label', (db) => {
  const ssr = ssrTestFor(db);
  stopDateInEachTest();

  async function publish(boxes = 3) {
    const user = await newUser(ssr().models);
    const design = await createDesign(ssr(), user, { gridData: gridFixture(boxes) });
    const site = await publishDesign(ssr(), user, design.id, { slug: uniqueSlug() });
    return { user, design, site };
  }

  /** The page route and the fast path alone, counting the answers the fast path gave. */
  function pagesWithFastPath() {
    const scriptDir = path.join(ssr().build.root, 'enhance');
    const sites = siteSsr({
      models: ssr().models,
      sequelize: ssr().sequelize,
      viewer: sourceViewer(scriptDir),
    });
    const routes = express().use(sites.pages);
    const logger = createMemoryLogger();
    const fast = sitePageFastPath({ cachedPage: sites.cachedPage, logger, logRequests: true });
    const counted = { fast: 0 };
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      if (fast(req, res)) counted.fast += 1;
      else routes(req as express.Request, res as express.Response);
    };
    return { handler, counted, logger };
  }

  it.each(ENCODING_CASES)(
    'repeats Express’s answer to Accept-Encoding %s: status, every header, the bytes',
    async (accept, encoding) => {
      const { site } = await publish(12);
      const get = () =>
        request(ssr().app).get(`/${site.slug}`).set('Accept', HTML).set('Accept-Encoding', accept);
      const first = await get();
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers['content-security-policy']).toContain("script-src 'self'");
      expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
      const again = await get();
      expect(comparable(again)).toEqual(comparable(first));
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      const head = await request(ssr().app)
        .head(`/${site.slug}`)
        .set('Accept', HTML)
        .set('Accept-Encoding', accept);
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(first.headers['content-length']);
      expect(head.headers.etag).toBe(first.headers.etag);
    },
  );

  it('answers 304 to a current copy and the page to an old one', async () => {
    const { site } = await publish();
    const first = await request(ssr().app).get(`/${site.slug}`).set('Accept', HTML);
    const revisit = await request(ssr().app)
      .get(`/${site.slug}`)
      .set('Accept', HTML)
      .set('If-None-Match', first.headers.etag as string);
    expect(revisit.status).toBe(304);
    expect(revisit.text).toBe('');
    const old = await request(ssr().app)
      .get(`/${site.slug}`)
      .set('Accept', HTML)
      .set('If-None-Match', '"old"');
    expect(old.status).toBe(200);
    expect(old.text).toBe(first.text);
  });

  it('never answers an unpublished or changed site from memory: the next request sees it', async () => {
    const { user, design, site } = await publish(3);
    const get = () => request(ssr().app).get(`/${site.slug}`).set('Accept', HTML);
    await get();
    expect((await get()).text).toContain('<p>Box 3</p>');
    await request(ssr().app)
      .put(`/api/published-sites/${site.id}`)
      .set('Authorization', user.auth())
      .send({ siteTitle: 'Renamed', gridData: gridFixture(4) })
      .expect(200);
    expect((await get()).text).toContain('<p>Box 4</p>');
    expect((await get()).text).toContain('<p>Box 4</p>');
    await request(ssr().app)
      .patch(`/api/designs/${design.id}/published-sites/${site.id}`)
      .set('Authorization', user.auth())
      .send({ published: false })
      .expect(200);
    const gone = await get();
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Site not found');
  });

  it('answers only what Express answered before, and logs each of its answers', async () => {
    const { site } = await publish();
    const { handler, counted, logger } = pagesWithFastPath();
    const get = () => request(handler).get(`/${site.slug}`).set('Accept', HTML);
    expect((await get()).status).toBe(200);
    expect(counted.fast).toBe(0); // the first answer renders the page, through Express
    expect((await get()).status).toBe(200);
    expect(counted.fast).toBe(1);
    expect(logger.lines.at(-1)).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: `/${site.slug}`,
      status: 200,
    });
    // A compressed form Express has not made yet is Express's to make; then it is the fast path's.
    const br = () => request(handler).get(`/${site.slug}`).set('Accept', HTML).set('Accept-Encoding', 'br');
    expect((await br()).headers['content-encoding']).toBe('br');
    expect(counted.fast).toBe(1);
    expect((await br()).headers['content-encoding']).toBe('br');
    expect(counted.fast).toBe(2);
  });

  it('leaves to Express whatever is not a plain page request of a site it has rendered', async () => {
    const { site } = await publish();
    const other = await publish();
    const { handler, counted } = pagesWithFastPath();
    await request(handler).get(`/${site.slug}`).set('Accept', HTML).expect(200);
    const requests = [
      request(handler).get(`/${other.site.slug}`).set('Accept', HTML), // never rendered here
      request(handler).get(`/${site.slug}`).set('Accept', 'application/json'),
      request(handler).get(`/${site.slug}?ref=mail`).set('Accept', HTML),
      request(handler).get(`/${site.slug}/`).set('Accept', HTML),
      request(handler).get(`/${site.slug.toUpperCase()}`).set('Accept', HTML),
      request(handler).post(`/${site.slug}`).set('Accept', HTML),
      request(handler).get('/templates').set('Accept', HTML),
    ];
    for (const pending of requests) await pending;
    expect(counted.fast).toBe(0);
  });

  it('is left out when the viewer build is gone', async () => {
    const { site } = await publish();
    const scriptDir = path.join(ssr().build.root, 'enhance');
    let built = true;
    const source = sourceViewer(scriptDir);
    const sites = siteSsr({
      models: ssr().models,
      sequelize: ssr().sequelize,
      viewer: () => (built ? source() : null),
    });
    await request(express().use(sites.pages)).get(`/${site.slug}`).set('Accept', HTML).expect(200);
    expect(sites.cachedPage(site.slug)?.page.bytes.length).toBeGreaterThan(0);
    built = false;
    expect(sites.cachedPage(site.slug)).toBeNull();
  });
});
