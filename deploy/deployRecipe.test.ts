// Issue 31 'The deploy recipe, run': Debian's nginx runs deploy/nginx.conf (ports substituted) in front of two real
// server processes on one MariaDB database, and Redis when REDIS_URL answers, as deploy/compose.yaml sets them up.
// Through the proxy a user signs up and in, saves, publishes and views the page. One instance is killed (SIGKILL)
// in the middle of a burst of saves: every acknowledged save is kept and no GET fails (nginx retries them on the
// other). SIGTERM drains: a request in flight completes, new connections are refused, GETs go to the other
// instance, and the process exits 0.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '../api/src/cluster/redisProcess';
import { startServerProcess, type ServerProcess } from '../api/src/cluster/serverProcess';
import { redisAnswers, sharedDatabases, verifyAt, type SharedDatabase } from '../api/src/cluster/testing';
import { TEST_MAIL_OUTBOX_DIR } from '../api/src/testing/fixtures';
import { repoRoot } from '../api/src/paths';
import { acceptsConnections, findNginx, startNginx, type NginxProcess } from './testing/nginxProcess';

jest.setTimeout(60_000);

/** Each instance as server.ts runs it, with the viewer from source: /{slug} renders without npm run build. */
const INSTANCE_ENTRY = path.join(repoRoot, 'api', 'src', 'testing', 'serverWithSourceViewer.ts');
const PASSWORD = 'deploy-recipe-password-42';

const nginxBinary = findNginx();
const skipReason = !nginxBinary
  ? 'nginx is not installed (apt-get install nginx)'
  : !process.env.MYSQL_URL
    ? 'MYSQL_URL is not set (the recipe runs on MariaDB)'
    : null;
if (skipReason) console.warn(`Deploy recipe test skipped: ${skipReason}`);
const describeRecipe = skipReason ? describe.skip : describe;

const grid = (text: string) => ({
  boxes: [{ id: 'b1', contentId: `<p>${text}</p>`, colSpan: 1, rowSpan: 1, order: 0 }],
  gridSettings: { columnsCount: 4 },
});

type Answer = { status: number; body: Record<string, unknown> };

describeRecipe('deploy/nginx.conf in front of two instances on MariaDB', () => {
  let databases: SharedDatabase[] = [];
  let settings: Record<string, string>;
  const ports = { a: 0, b: 0 };
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: NginxProcess;
  let bearer: string;
  /** The page published by the first test. */
  let slug: string;
  /** The designs the burst of saves changes. */
  const designs: string[] = [];

  const startInstance = (port: number) =>
    startServerProcess({ ...settings, PORT: String(port) }, INSTANCE_ENTRY);
  const call = async (origin: string, method: string, url: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] };
  };
  /** The user's designs as the database has them (the list is never served from an instance's cache). */
  const storedDesigns = async (origin: string) => {
    const list = await call(origin, 'GET', '/api/designs?include=gridData');
    expect(list.status).toBe(200);
    const items = list.body.items as Array<{ id: string; title: string; gridData: unknown }>;
    return new Map(items.map((item) => [item.id, item]));
  };
  const createDesign = async (origin: string, title: string) => {
    const created = await call(origin, 'POST', '/api/designs', { title, gridData: grid(title) });
    expect(created).toEqual({ status: 201, body: expect.objectContaining({ title }) });
    return String(created.body.id);
  };

  beforeAll(async () => {
    databases = sharedDatabases();
    ports.a = await freePort();
    ports.b = await freePort();
    const proxyPort = await freePort();
    const redisUrl = process.env.REDIS_URL;
    const redis = await redisAnswers(redisUrl);
    if (!redis) console.warn('Deploy recipe test runs without Redis: REDIS_URL is unset or does not answer');
    settings = {
      // A fresh MariaDB database of this test's own (MYSQL_URL), dropped after it.
      DATABASE_URL: await databases.find((db) => db.label === 'MariaDB')!.url(),
      // As in deploy/compose.yaml: one proxy hop, and the public address is the proxy's.
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      // Every request comes from 127.0.0.1: the per-IP sign-in limit out of the way.
      AUTH_RATE_LIMIT_MAX: '1000',
      // The verification link of the account the first test signs up: read back from the outbox.
      MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR,
      REDIS_URL: redis ? redisUrl! : '',
      REDIS_PREFIX: `bento-deploy-${randomBytes(4).toString('hex')}:`,
    };
    // Started together, as compose starts app1 and app2: the migration lock lets one migrate.
    a = startInstance(ports.a);
    b = startInstance(ports.b);
    await Promise.all([a.listening, b.listening]);
    proxy = await startNginx(nginxBinary!, proxyPort, [ports.a, ports.b]);
  });

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all([a?.kill(), b?.kill()]);
    for (const db of databases) await db.cleanup();
  });

  it('signs up and in, saves, publishes and shows the page through the proxy, on both instances', async () => {
    const email = `deploy-${randomBytes(6).toString('hex')}@example.org`;
    const signUp = await fetch(`${proxy.origin}/api/auth/local/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, acceptTerms: true }),
    });
    expect(signUp.status).toBe(201);
    await verifyAt(proxy.origin, email);
    const signIn = await fetch(`${proxy.origin}/api/auth/local/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    // Plain http to the proxy (X-Forwarded-Proto http): the session cookie has no Secure flag.
    const cookie = signIn.headers.getSetCookie()[0]!;
    expect(cookie).not.toMatch(/Secure/);
    const token = await fetch(`${proxy.origin}/api/auth/token`, {
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(token.status).toBe(200);
    bearer = `Bearer ${((await token.json()) as { token: string }).token}`;

    const id = await createDesign(proxy.origin, 'Recipe');
    // Larger than nginx's default 1 MB body limit (eight boxes of 190,000 characters, a box's limit being
    // 200,000): the recipe's client_max_body_size lets it through.
    const text = 'x'.repeat(190_000);
    const boxes = Array.from({ length: 8 }, (_, n) => ({ ...grid(text).boxes[0], id: `b${n}`, order: n }));
    const large = await call(proxy.origin, 'PATCH', `/api/designs/${id}`, {
      gridData: { ...grid(text), boxes },
    });
    expect(large.status).toBe(200);
    const saved = await call(proxy.origin, 'PATCH', `/api/designs/${id}`, {
      gridData: grid('Served by nginx'),
    });
    expect(saved.status).toBe(200);
    slug = `recipe-${randomBytes(4).toString('hex')}`;
    const published = await call(proxy.origin, 'POST', `/api/designs/${id}/publish`, {
      slug,
      siteTitle: 'Recipe site',
    });
    expect(published.status).toBe(201);

    const page = await fetch(`${proxy.origin}/${slug}`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect([page.status, html]).toEqual([200, expect.stringContaining('Served by nginx')]);
    expect(html).toContain('Recipe site');
    expect(html).toContain(`<link rel="canonical" href="${proxy.origin}/${slug}"`);

    // Round robin: both instances answered some of these.
    const served = new Set(proxy.accessLog().flatMap((line) => line.upstreams));
    expect(served).toEqual(new Set([`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`]));
  });

  it('loses no acknowledged save and fails no GET when one instance is killed in a burst of saves', async () => {
    // Eight designs (ten is a user's limit), saved four at a time: each worker saves its two in turn.
    for (let n = 0; n < 8; n += 1) designs.push(await createDesign(proxy.origin, `design-${n}`));
    const history = new Map<string, Array<{ title: string; status: number }>>(designs.map((id) => [id, []]));
    const gets: Answer[] = [];
    let acknowledged = 0;
    let killed: Promise<void> | undefined;
    let acknowledgedAfterKill = 0;
    let saving = true;
    const saveWorker = async (worker: number) => {
      for (let save = 0; save < 8; save += 1) {
        const id = designs[worker * 2 + (save % 2)]!;
        const title = `worker-${worker}-save-${save}`;
        const answer = await call(proxy.origin, 'PATCH', `/api/designs/${id}`, {
          title,
          gridData: grid(title),
        });
        history.get(id)!.push({ title, status: answer.status });
        if (answer.status !== 200) continue;
        acknowledged += 1;
        if (killed) acknowledgedAfterKill += 1;
        // Mid-burst: after eight acknowledged saves, with others in flight.
        if (acknowledged === 8) killed = a.kill();
      }
    };
    const getWorker = async () => {
      for (let n = 0; saving; n += 1) {
        const url = [`/api/designs/${designs[n % designs.length]}`, `/${slug}`, '/api/health'][n % 3]!;
        gets.push(await call(proxy.origin, 'GET', url));
      }
    };
    const getters = [getWorker(), getWorker()];
    await Promise.all([0, 1, 2, 3].map(saveWorker));
    saving = false;
    await Promise.all(getters);
    await killed;

    expect(gets.filter((get) => get.status !== 200)).toEqual([]);
    expect(gets.length).toBeGreaterThan(10);
    // A save the killed instance had begun is a 502 from nginx (never retried: PATCH is not idempotent).
    const saves = [...history.values()].flat();
    expect(saves.filter((save) => save.status !== 200 && save.status !== 502)).toEqual([]);
    expect(acknowledgedAfterKill).toBeGreaterThan(0);
    // nginx met the dead instance: a request it retried on the other one, or a save it had begun (after three
    // failures nginx leaves it alone for fail_timeout, so which of the two is down to timing).
    const dead = `127.0.0.1:${ports.a}`;
    const metDead = proxy
      .accessLog()
      .filter((line) => line.upstreams[0] === dead && (line.upstreams.length === 2 || line.status === 502));
    expect(metDead.length).toBeGreaterThan(0);

    // Each design holds its last acknowledged save, or one sent after it that got no answer (it may have been
    // written before the instance died).
    const stored = await storedDesigns(proxy.origin);
    for (const [id, sent] of history) {
      const lastAcknowledged = sent.map((save) => save.status).lastIndexOf(200);
      const kept = sent.slice(Math.max(lastAcknowledged, 0)).map((save) => save.title);
      const design = stored.get(id)!;
      expect(kept).toContain(design.title);
      expect(design.gridData).toMatchObject(grid(design.title));
    }
  });

  it('drains on SIGTERM: the request in flight completes, new connections go to the other instance, exit 0', async () => {
    // A fresh instance in place of the killed one, behind a fresh nginx (no memory of the failures).
    const port = await freePort();
    const c = startInstance(port);
    await c.listening;
    const drainProxy = await startNginx(nginxBinary!, await freePort(), [port, ports.b]);
    try {
      const id = designs[0]!;
      const body = JSON.stringify({ title: 'drained', gridData: grid('drained') });
      const inFlight = http.request({
        host: '127.0.0.1',
        port,
        method: 'PATCH',
        path: `/api/designs/${id}`,
        headers: {
          authorization: bearer,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          // The server's 100 Continue says it has the request: it is in flight when SIGTERM comes.
          expect: '100-continue',
        },
      });
      const answered = new Promise<{ status?: number; body: unknown }>((resolve, reject) => {
        inFlight.once('error', reject);
        inFlight.once('response', (response: http.IncomingMessage) => {
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          response.once('end', () =>
            resolve({ status: response.statusCode, body: JSON.parse(text) as unknown }),
          );
        });
      });
      await once(inFlight, 'continue');
      inFlight.write(body.slice(0, 10));

      let exitedAt: number | undefined;
      const exit = c.stop().then((code) => {
        exitedAt = Date.now();
        return code;
      });
      // New connections are refused at once...
      const refusedBy = Date.now() + 2_000;
      while ((await acceptsConnections(port)) && Date.now() < refusedBy) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await acceptsConnections(port)).toBe(false);
      // ...so what comes through the proxy meanwhile is served by the other instance.
      const gets = await Promise.all(
        Array.from({ length: 6 }, () => call(drainProxy.origin, 'GET', `/api/designs/${id}`)),
      );
      expect(gets.map((get) => get.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const other = `127.0.0.1:${ports.b}`;
      expect(
        drainProxy
          .accessLog()
          .slice(-6)
          .map((line) => line.upstreams.at(-1)),
      ).toEqual(Array(6).fill(other));
      expect(exitedAt).toBeUndefined();

      // The request in flight gets the rest of its body, and its answer.
      inFlight.end(body.slice(10));
      const answer = await answered;
      const answeredAt = Date.now();
      expect(answer).toMatchObject({ status: 200, body: { id, title: 'drained' } });
      expect(await exit).toBe(0);
      // Exits once its last answer is out: not when keep-alive clients leave, nor at the 5 s grace period's end.
      expect(exitedAt! - answeredAt).toBeGreaterThanOrEqual(0);
      expect(exitedAt! - answeredAt).toBeLessThan(3_000);
      expect(c.lines.map((line) => line.msg)).toContain('shutting down');
      expect((await storedDesigns(drainProxy.origin)).get(id)).toMatchObject({
        title: 'drained',
        gridData: grid('drained'),
      });
    } finally {
      await drainProxy.stop();
      await c.kill();
    }
  });
});
