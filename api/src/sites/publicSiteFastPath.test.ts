// The public site JSON answered before Express while cached (issue 34, bench:api): the same answer as Express's,
// only for what Express answered before, never a stale one after a write.
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import {
  createDesign,
  gridFixture,
  newUser,
  openApiTest,
  publishDesign,
  type ApiTest,
} from '../designs/testSupport';
import { createMemoryLogger } from '../logger';
import { testDatabases } from '../testing/databases';
import { comparable, ENCODING_CASES, stopDateInEachTest } from '../web/memoryAnswerTesting';
import { publicSiteFastPath } from './publicSiteFastPath';

jest.setTimeout(30_000);

describe.each(testDatabases())('the public site JSON answered before Express on $label', (db) => {
  let t: ApiTest;

  beforeAll(async () => {
    t = await openApiTest(db);
  });
  afterAll(() => db.cleanup());
  stopDateInEachTest();

  async function publish(boxes = 12) {
    const user = await newUser(t.models);
    const design = await createDesign(t, user, { gridData: gridFixture(boxes) });
    const site = await publishDesign(t, user, design.id);
    return { user, site, path: `/api/published-sites/slug/${site.slug}` };
  }

  /** The fast path in front of the app, counting the answers it gave. */
  function withFastPath() {
    const logger = createMemoryLogger();
    const fast = publicSiteFastPath({ sequelize: t.sequelize, logger, logRequests: true });
    const counted = { fast: 0 };
    const handler = (req: IncomingMessage, res: ServerResponse) => {
      if (fast(req, res)) counted.fast += 1;
      else t.app(req, res);
    };
    return { handler, counted, logger };
  }

  it.each(ENCODING_CASES)(
    'repeats Express’s answer to Accept-Encoding %s: status, every header, the bytes',
    async (accept, encoding) => {
      const { path } = await publish();
      const { handler, counted, logger } = withFastPath();
      const get = () => request(handler).get(path).set('Accept-Encoding', accept);
      const first = await get();
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(counted.fast).toBe(0); // loaded (and compressed) by Express first
      const again = await get();
      expect(counted.fast).toBe(1);
      expect(comparable(again)).toEqual(comparable(first));
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      expect(logger.lines.at(-1)).toMatchObject({ msg: 'request', method: 'GET', path, status: 200 });

      const head = await request(handler).head(path).set('Accept-Encoding', accept);
      expect(counted.fast).toBe(2);
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(first.headers['content-length']);
      expect(head.headers.etag).toBe(first.headers.etag);
      const current = await request(handler)
        .get(path)
        .set('Accept-Encoding', accept)
        .set('If-None-Match', first.headers.etag as string);
      expect(current.status).toBe(304);
      expect(current.text).toBe('');
    },
  );

  it('never answers a changed or unpublished site from memory: the next request sees it', async () => {
    const { user, site, path } = await publish(3);
    const { handler, counted } = withFastPath();
    const boxCount = async () => {
      const res = await request(handler).get(path);
      return res.status === 200
        ? (res.body as { gridData: { boxes: unknown[] } }).gridData.boxes.length
        : res.status;
    };
    expect(await boxCount()).toBe(3);
    expect(await boxCount()).toBe(3);
    expect(counted.fast).toBe(1);
    await request(t.app)
      .put(`/api/published-sites/${site.id}`)
      .set('Authorization', user.auth())
      .send({ siteTitle: 'Renamed', gridData: gridFixture(4) })
      .expect(200);
    expect(await boxCount()).toBe(4);
    expect(counted.fast).toBe(1);
    await request(t.app)
      .patch(`/api/designs/${site.designId}/published-sites/${site.id}`)
      .set('Authorization', user.auth())
      .send({ published: false })
      .expect(200);
    expect(await boxCount()).toBe(404);
    expect(await boxCount()).toBe(404);
  });

  it('leaves to Express whatever is not the plain route of a site it has answered', async () => {
    const { path } = await publish();
    const { handler, counted } = withFastPath();
    await request(handler).get(path).expect(200);
    for (const other of [`${path}/`, `${path}?fresh=1`, path.replace('/api/', '/API/')]) {
      expect((await request(handler).get(other)).status).toBe(200);
    }
    expect((await request(handler).post(path)).status).not.toBe(200);
    expect((await request(handler).get('/api/published-sites/slug/no-such-site')).status).toBe(404);
    expect(counted.fast).toBe(0);
  });
});
