// Issue 31 'Redis is optional, also when it fails': two instances whose REDIS_URL points at a Redis server this test
// owns (never the machine's shared one). They start while it is absent and serve with per-instance caches and
// limits (one warning each, readiness 'degraded' with 200); once it is started they reconnect and share state again
// (a write on A drops B's cached copy at once, sign-in failures on both count against one limit); when it is
// killed mid-run they carry on. No answer is ever a 5xx.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { createMemoryLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { TEST_MAIL_OUTBOX_DIR } from '../testing/fixtures';
import { sourceViewer } from '../web/siteSsrTesting';
import { freePort, redisServerInstalled, startRedisServer, type RedisProcess } from './redisProcess';
import { callInstance, msUntil, sharedDatabases, signUp } from './testing';

jest.setTimeout(120_000);

const GRID = {
  boxes: [{ id: 'b1', contentId: '<p>Outage</p>', colSpan: 1, rowSpan: 1, order: 0 }],
  gridSettings: { columnsCount: 4 },
};

const installed = redisServerInstalled();
const describeWithRedisServer = installed ? describe : describe.skip;
if (!installed) {
  console.warn(
    'Redis outage tests skipped: the redis-server binary is not installed (apt-get install redis-server)',
  );
}

type Instance = { server: RunningServer; logger: ReturnType<typeof createMemoryLogger> };

describeWithRedisServer('Redis comes and goes under two instances', () => {
  describe.each(sharedDatabases())('on $label', (db) => {
    let port: number;
    let redis: RedisProcess | undefined;
    let a: Instance;
    let b: Instance;
    /** Every status answered to the test: none may be a 5xx. */
    const statuses: number[] = [];

    const call = async (instance: Instance, method: string, path: string, auth?: string, body?: unknown) => {
      const answer = await callInstance(instance.server.url, method, path, auth, body);
      statuses.push(answer.status);
      return answer;
    };
    const ready = async (instance: Instance) => {
      const response = await fetch(`${instance.server.url}/api/ready`);
      statuses.push(response.status);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    /** Polls /api/ready until it says `status` (up to 10 s: the client retries every 2 s at most). */
    const readyBecomes = async (instance: Instance, status: string) => {
      const started = Date.now();
      let last: unknown;
      while (Date.now() - started < 10_000) {
        last = await ready(instance);
        if ((last as { body: { status: string } }).body.status === status) return last;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return last;
    };
    const warnings = (instance: Instance) =>
      instance.logger.lines.filter((line) => line.level === 'warn' || line.level === 'error');
    const failedSignIns = async (email: string, onA: number) => {
      const signIn = (instance: Instance) =>
        call(instance, 'POST', '/auth/local/sign-in', undefined, { email, password: 'wrong-password-123' });
      const answers: number[] = [];
      for (let attempt = 0; attempt < onA; attempt += 1) answers.push((await signIn(a)).status);
      // Then one on each instance at once: the throttle's 1 s wait is far longer than the time between them.
      const together = await Promise.all([signIn(a), signIn(b)]);
      return [...answers, ...together.map((res) => res.status).sort()];
    };
    /** Publishes a new design from A; answers its ids and slug. */
    const publishOnA = async (bearer: () => Promise<string>) => {
      const design = await call(a, 'POST', '/designs', await bearer(), { title: 'Outage', gridData: GRID });
      expect(design.status).toBe(201);
      const slug = `outage-${randomBytes(4).toString('hex')}`;
      const site = await call(a, 'POST', `/designs/${design.body.id}/publish`, await bearer(), {
        slug,
        siteTitle: 'Outage',
      });
      expect(site.status).toBe(201);
      return { designId: design.body.id!, siteId: site.body.id!, slug };
    };

    beforeAll(async () => {
      port = await freePort();
      const env = {
        DATABASE_URL: await db.url(),
        NODE_ENV: 'test',
        // Every request comes from 127.0.0.1: the per-IP limit out of the way of the per-account-and-IP throttle.
        AUTH_RATE_LIMIT_MAX: '1000',
        MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR,
        // 2 free failed sign-ins per account and IP; the 3rd opens a 1 s wait the 4th runs into.
        AUTH_THROTTLE_FREE_FAILURES: '2',
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_PREFIX: `bento-test-${randomBytes(4).toString('hex')}:`,
      };
      const viewer = sourceViewer(os.tmpdir());
      const start = async (): Promise<Instance> => {
        const logger = createMemoryLogger();
        return { server: await startServer({ env, port: 0, logger, viewer }), logger };
      };
      a = await start();
      b = await start();
    });
    afterAll(async () => {
      await a?.server.close();
      await b?.server.close();
      await redis?.kill();
      await db.cleanup();
    });

    it('starts and serves without Redis, shares state once it answers, and carries on when it is killed', async () => {
      // 1. Redis absent: both started; one warning each; degraded but ready.
      for (const instance of [a, b]) {
        expect(await ready(instance)).toEqual({
          status: 200,
          body: { status: 'degraded', database: 'up', redis: 'down' },
        });
        expect(warnings(instance)).toEqual([
          expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^Redis is not answering/) }),
        ]);
      }
      const bearer = await signUp(a.server.url);
      const first = await publishOnA(bearer);
      expect((await call(b, 'GET', `/published-sites/slug/${first.slug}`)).status).toBe(200);
      expect((await call(b, 'GET', '/designs', await bearer())).status).toBe(200);
      expect((await call(b, 'GET', `/designs/${first.designId}`, await bearer())).status).toBe(200);
      // Counted per instance: 3 + 1 failures of one account and IP stay within each instance's 2 free and 1 more.
      const apart = `apart-${randomBytes(4).toString('hex')}@example.org`;
      expect(await failedSignIns(apart, 2)).toEqual(Array(4).fill(401));

      // 2. Redis starts: both reconnect (readiness says so) with no further warning.
      redis = await startRedisServer(port);
      for (const instance of [a, b]) {
        expect(await readyBecomes(instance, 'ready')).toEqual({
          status: 200,
          body: { status: 'ready', database: 'up', redis: 'up' },
        });
        expect(warnings(instance)).toHaveLength(1);
        expect(instance.logger.lines).toContainEqual(
          expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^Redis answers again/) }),
        );
      }
      // Shared state resumes: B's cached copy drops at once when A unpublishes (under 800 ms, polling included on a
      // busy CI machine: still under the 1 s lifetime that bounds it without Redis) ...
      const second = await publishOnA(bearer);
      for (const view of [1, 2]) {
        expect([view, (await call(b, 'GET', `/published-sites/slug/${second.slug}`)).status]).toEqual([
          view,
          200,
        ]);
      }
      const unpublished = await call(
        a,
        'POST',
        `/designs/${second.designId}/unpublish/${second.siteId}`,
        await bearer(),
      );
      expect(unpublished.status).toBe(204);
      expect(await msUntil(b.server.url, `/api/published-sites/slug/${second.slug}`, 404)).toBeLessThan(800);
      // ... and failed sign-ins on A and B count in one throttle.
      const together = `together-${randomBytes(4).toString('hex')}@example.org`;
      expect(await failedSignIns(together, 2)).toEqual([401, 401, 401, 429]);

      // 3. Redis killed while requests are under way: everything still answers, nothing 5xx; degraded again.
      const token = await bearer();
      const [, ...duringKill] = await Promise.all([
        redis.kill(),
        call(a, 'POST', '/designs', token, { title: 'During', gridData: GRID }),
        call(b, 'GET', `/published-sites/slug/${first.slug}`),
        call(a, 'POST', '/auth/local/sign-in', undefined, { email: apart, password: 'wrong-password-123' }),
        call(b, 'GET', '/designs', token),
      ]);
      redis = undefined;
      expect(duringKill.map((answer) => answer.status)).toEqual([201, 200, 401, 200]);
      await signUp(b.server.url); // throws unless 201
      const third = await publishOnA(bearer);
      expect((await call(b, 'GET', `/published-sites/slug/${third.slug}`)).status).toBe(200);
      expect(
        (await fetch(`${b.server.url}/${third.slug}`, { headers: { accept: 'text/html' } })).status,
      ).toBe(200);
      for (const instance of [a, b]) {
        expect(await readyBecomes(instance, 'degraded')).toEqual({
          status: 200,
          body: { status: 'degraded', database: 'up', redis: 'down' },
        });
        // Once per outage: the second outage's warning, no more.
        expect(warnings(instance)).toHaveLength(2);
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    });
  });
});
