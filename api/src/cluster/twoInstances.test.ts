// Two real instances on one database (issue 16): a site published on one is read on the other; unpublished on
// that other, the first stops serving it — at once through Redis when it answers, within 1 s without it. With
// Redis, failed sign-ins spread over both instances count against one limit.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { createMemoryLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { sharedDatabases, signUp } from './testing';

jest.setTimeout(60_000);

const REDIS_URL = process.env.REDIS_URL;

/** Whether Redis answers at REDIS_URL (tests that need it run only then, like MYSQL_URL). */
function redisAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return Promise.resolve(false);
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const GRID = {
  boxes: [{ id: 'b1', contentId: '<p>Shared</p>', colSpan: 1, rowSpan: 1, order: 0 }],
  gridSettings: { columnsCount: 4 },
};

async function call(origin: string, method: string, path: string, auth: string, body?: unknown) {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, string>,
  };
}

// Without Redis, A's copy lives its 1 s (it was cached before the unpublish, so it is gone within 1 s of it; the
// bound adds the polling step). With Redis it must go at once: far under the 1 s a cache lifetime would take.
const modes = [
  { label: 'without Redis', redis: false, boundMs: 1_100 },
  { label: 'with Redis', redis: true, boundMs: 150 },
];

describe.each(sharedDatabases())('two instances on $label', (db) => {
  afterAll(() => db.cleanup());

  describe.each(modes)('$label', ({ redis, boundMs }) => {
    let a: RunningServer | undefined;
    let b: RunningServer | undefined;
    let skip = false;

    beforeAll(async () => {
      skip = redis && !(await redisAnswers(REDIS_URL));
      if (skip) return;
      const env = {
        DATABASE_URL: await db.url(),
        NODE_ENV: 'test',
        // The per-IP limit (every request here comes from 127.0.0.1) stays out of the per-account count.
        AUTH_RATE_LIMIT_MAX: '1000',
        // Each run its own keys, so runs never share counters.
        ...(redis
          ? { REDIS_URL: REDIS_URL!, REDIS_PREFIX: `bento-test-${randomBytes(4).toString('hex')}:` }
          : {}),
      };
      a = await startServer({ env, port: 0, logger: createMemoryLogger() });
      b = await startServer({ env, port: 0, logger: createMemoryLogger() });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it(`publish on A is read on B; unpublish on B reaches A within ${boundMs} ms`, async () => {
      if (skip) return; // Redis does not answer here: the other mode still runs.
      const bearer = await signUp(a!.url);
      const design = await call(a!.url, 'POST', '/designs', await bearer(), {
        title: 'Shared',
        gridData: GRID,
      });
      const slug = `shared-${Date.now().toString(36)}`;
      const site = await call(a!.url, 'POST', `/designs/${design.body.id}/publish`, await bearer(), {
        slug,
        siteTitle: 'Shared',
      });
      expect(site.status).toBe(201);
      // Both instances now hold the site in their caches.
      for (const server of [a!, b!]) {
        expect((await fetch(`${server.url}/api/published-sites/slug/${slug}`)).status).toBe(200);
      }
      const unpublished = await call(
        b!.url,
        'POST',
        `/designs/${design.body.id}/unpublish/${site.body.id}`,
        await bearer(),
      );
      expect(unpublished.status).toBe(204);
      const started = Date.now();
      let status = 200;
      while (status !== 404 && Date.now() - started < 3_000) {
        status = (await fetch(`${a!.url}/api/published-sites/slug/${slug}`)).status;
        if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(404);
      expect(Date.now() - started).toBeLessThanOrEqual(boundMs);
    });

    it(
      redis ? 'counts failed sign-ins on A and B against one limit' : 'counts sign-ins per instance',
      async () => {
        if (skip) return;
        const email = `limit-${randomBytes(4).toString('hex')}@example.org`;
        const signIn = (server: RunningServer) =>
          fetch(`${server.url}/api/auth/local/sign-in`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: 'wrong-password-123' }),
          }).then((response) => response.status);
        // The default budget: 10 per account per 15 minutes.
        for (let attempt = 0; attempt < 6; attempt += 1) expect(await signIn(a!)).toBe(401);
        for (let attempt = 0; attempt < 4; attempt += 1) expect(await signIn(b!)).toBe(401);
        expect(await signIn(b!)).toBe(redis ? 429 : 401);
      },
    );
  });
});
