// Test-only: databases two instances can share (a SQLite file; a fresh MariaDB database when MYSQL_URL is set), and
// a signed-up user's token on a running instance.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createSequelize } from '../db/connect';
import { createMemoryLogger } from '../logger';
import { EMAIL_SUBJECTS } from '../auth/emailAddresses';
import { startServer, type RunningServer } from '../server';
import { TEST_MAIL_OUTBOX_DIR } from '../testing/fixtures';
import { openMailedLink } from '../testing/outbox';
import { sourceViewer } from '../web/siteSsrTesting';

export interface SharedDatabase {
  label: string;
  url(): Promise<string>;
  cleanup(): Promise<void>;
}

export function sharedDatabases(): SharedDatabase[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bento-cluster-'));
  const list: SharedDatabase[] = [
    {
      label: 'a SQLite file',
      url: async () => `sqlite:${path.join(dir, `shared-${randomBytes(4).toString('hex')}.sqlite`)}`,
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    },
  ];
  const mysqlUrl = process.env.MYSQL_URL;
  if (mysqlUrl) {
    const names: string[] = [];
    const admin = () => createSequelize(mysqlUrl);
    list.push({
      label: 'MariaDB',
      url: async () => {
        const name = `bento_cluster_${randomBytes(4).toString('hex')}`;
        names.push(name);
        const sequelize = admin();
        await sequelize.query(`CREATE DATABASE \`${name}\``);
        await sequelize.close();
        const url = new URL(mysqlUrl);
        url.pathname = `/${name}`;
        return url.toString();
      },
      cleanup: async () => {
        const sequelize = admin();
        for (const name of names.splice(0)) await sequelize.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await sequelize.close();
      },
    });
  }
  return list;
}

/** Signs a new user up on `origin`; answers a fresh bearer header maker. */
export async function signUp(origin: string): Promise<() => Promise<string>> {
  const email = `${randomBytes(6).toString('hex')}@example.org`;
  const response = await fetch(`${origin}/api/auth/local/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'cluster-test-password-42', acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  await verifyAt(origin, email);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  return async () => {
    const answer = (await (await fetch(`${origin}/api/auth/token`, { headers: { cookie } })).json()) as {
      token: string;
    };
    return `Bearer ${answer.token}`;
  };
}

/** Opens the verification link mailed to `email` (the instances' outbox: TEST_MAIL_OUTBOX_DIR) on `origin`. */
export async function verifyAt(origin: string, email: string): Promise<void> {
  await openMailedLink(email, EMAIL_SUBJECTS.verify, async (token) => {
    const verified = await fetch(`${origin}/api/auth/local/email-verification/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    return verified.status === 200;
  });
}

/** Whether Redis answers at `url` (tests that need it run only then, like MYSQL_URL). */
export function redisAnswers(url: string | undefined): Promise<boolean> {
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

/**
 * The two ways several instances run: without Redis (the 1 s cache lifetime bounds staleness) and with it (at once).
 * The bounds leave room for a busy test machine (CI once saw 1,133 ms without Redis) while still telling the modes
 * apart: with Redis a change arrives well before a cached copy could have expired.
 */
export const CLUSTER_MODES = [
  { label: 'without Redis', redis: false, boundMs: 2_000 },
  { label: 'with Redis', redis: true, boundMs: 500 },
];

export interface TwoInstances {
  a: RunningServer;
  b: RunningServer;
  /** Redis was asked for but does not answer here: the test returns at once (the other mode still runs). */
  skip: boolean;
}

/**
 * Two real instances on `db` for the tests of the enclosing describe (started before them, closed after), with
 * Redis under a prefix of their own when `redis`, and `env` added. Every request comes from 127.0.0.1, so the
 * per-IP sign-in limit is raised out of the way of per-account counts.
 */
export function twoInstances(
  db: SharedDatabase,
  redis: boolean,
  env: Record<string, string> = {},
): TwoInstances {
  const instances = { skip: false } as TwoInstances;
  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL;
    instances.skip = redis && !(await redisAnswers(redisUrl));
    if (instances.skip) return;
    const settings = {
      DATABASE_URL: await db.url(),
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_MAX: '1000',
      MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR,
      ...env,
      ...(redis
        ? { REDIS_URL: redisUrl!, REDIS_PREFIX: `bento-test-${randomBytes(4).toString('hex')}:` }
        : {}),
    };
    // Published pages rendered by the viewer's source: no build needed (jest runs before npm run build in CI).
    const viewer = sourceViewer(os.tmpdir());
    instances.a = await startServer({ env: settings, port: 0, logger: createMemoryLogger(), viewer });
    instances.b = await startServer({ env: settings, port: 0, logger: createMemoryLogger(), viewer });
  });
  afterAll(async () => {
    await instances.a?.close();
    await instances.b?.close();
  });
  return instances;
}

/** A JSON call of /api on `origin`, with an Authorization header when given. */
export async function callInstance(
  origin: string,
  method: string,
  path: string,
  auth?: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(`${origin}/api${path}`, {
    method,
    headers: { ...(auth ? { authorization: auth } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, string>,
  };
}

/** How long until GET `path` on `origin` answers `status`, polling every 20 ms for up to 3 s (Infinity if never). */
export async function msUntil(origin: string, path: string, status: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if ((await fetch(`${origin}${path}`)).status === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}
