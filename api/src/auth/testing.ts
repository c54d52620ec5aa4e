// Test helpers for the auth routes: a real app on a real database, RS256 keys and Clerk-shaped tokens.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import express, { type Express } from 'express';
import request, { type Response as SupertestResponse } from 'supertest';
import type { Sequelize } from 'sequelize';
import { createApp, type AppHandler } from '../app';
import type { AppConfig } from '../deps';
import { migrateUp } from '../db/migrate';
import { defineModels, type Models } from '../db/models';
import { createMemoryLogger } from '../logger';
import type { TestDatabase } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { openMailedLink } from '../testing/outbox';
import { EMAIL_SUBJECTS } from './emailAddresses';
import { TEST_AUTH_SECRET } from '../testing/users';
import { apiErrorHandler } from '../web/errors';
import { createAuthStrategy } from './createAuthStrategy';
import { currentUser, requireUser } from './requireUser';
import { SESSION_COOKIE } from './cookies';
import { sessionIdOf } from './sessions';
import type { AuthStrategy } from './types';

export const PROTECTED_PATH = '/test/protected';

export interface AuthTestApp {
  app: Express;
  sequelize: Sequelize;
  models: Models;
  config: AppConfig;
  auth: AuthStrategy;
}

/**
 * createApp on a freshly migrated database, wrapped so that GET /test/protected sits behind
 * requireUser(strategy) and answers `{ userId }`. The rate limits (per IP and per account) are high unless the
 * env sets them. Pass `sequelize` to build a second app (a "restart") on the same database.
 */
export async function authTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  { trustProxy = false, sequelize: reuse }: { trustProxy?: boolean | string; sequelize?: Sequelize } = {},
): Promise<AuthTestApp> {
  const sequelize = reuse ?? (await db.open());
  await migrateUp(sequelize);
  const config = testConfig({
    AUTH_SECRET: TEST_AUTH_SECRET,
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_THROTTLE_FREE_FAILURES: '1000',
    ...env,
  });
  const models = defineModels(sequelize);
  const auth = createAuthStrategy(config, models);
  const app = express();
  app.set('trust proxy', trustProxy);
  app.get(PROTECTED_PATH, requireUser(auth), (_req, res) => {
    res.json({ userId: currentUser(res).id });
  });
  app.use(apiErrorHandler(createMemoryLogger()));
  app.use(createApp({ sequelize, config: { ...config, trustProxy }, auth, logger: createMemoryLogger() }));
  return { app, sequelize, models, config, auth };
}

/**
 * One auth test app per described database: made before the block's tests, its database dropped after them.
 * `t` reads the app made for the block; `freshEmail()` is a new address starting with `prefix`.
 */
export function useAuthTestApp(db: TestDatabase, prefix: string) {
  let current: AuthTestApp | null = null;
  let count = 0;
  beforeAll(async () => {
    current = await authTestApp(db);
  });
  afterAll(() => db.cleanup());
  const made = (): AuthTestApp => {
    if (!current) throw new Error('The auth test app is made in beforeAll');
    return current;
  };
  const t: AuthTestApp = {
    get app() {
      return made().app;
    },
    get sequelize() {
      return made().sequelize;
    },
    get models() {
      return made().models;
    },
    get config() {
      return made().config;
    },
    get auth() {
      return made().auth;
    },
  };
  return { t, freshEmail: () => `${prefix}${++count}@example.org` };
}

/** A password every sign-up in the auth tests may use: long, and no common password (zxcvbn score 4). */
export const STRONG_PASSWORD = 'correct horse battery';

/** The Set-Cookie line for a cookie, or undefined. */
export function setCookieLine(res: SupertestResponse, name: string): string | undefined {
  const header = res.headers['set-cookie'] as unknown;
  const lines = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** `name=value` from a Set-Cookie line, ready for a Cookie header. */
export function cookiePair(line: string | undefined): string {
  if (!line) throw new Error('no Set-Cookie line');
  return line.split(';')[0] ?? '';
}

export interface SignedUpForTest {
  userId: string;
  /** `bento_session=…`, ready for a Cookie header. */
  cookie: string;
  /** sessions.id of the new session: what its access tokens carry as `sid`. */
  sessionId: string;
}

/** Signs up through the API (expecting 201). */
export async function signUpForTest(
  app: AppHandler,
  email: string,
  password = STRONG_PASSWORD,
): Promise<SignedUpForTest> {
  const res = await request(app).post('/api/auth/local/sign-up').send({ email, password, acceptTerms: true });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = cookiePair(setCookieLine(res, SESSION_COOKIE));
  return {
    userId: res.body.user.id as string,
    cookie,
    sessionId: sessionIdOf(cookie.slice(`${SESSION_COOKIE}=`.length)),
  };
}

/**
 * Opens the verification link mailed at sign-up to `email` (the app's outbox, without SMTP_URL), as its owner
 * would: the account may then publish.
 */
export async function verifyForTest(app: AppHandler, email: string): Promise<void> {
  await openMailedLink(email, EMAIL_SUBJECTS.verify, async (token) => {
    const res = await request(app).post('/api/auth/local/email-verification/confirm').send({ token });
    return res.status === 200;
  });
}

export interface RsaKeys {
  privateKey: KeyObject;
  publicPem: string;
}

export function rsaKeys(): RsaKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Clerk-shaped session token: RS256 unless the header says otherwise, valid for 60 s from `nowMs`. */
export function mintClerkToken(
  privateKey: KeyObject,
  claims: Record<string, unknown> = {},
  { nowMs = Date.now(), header = { alg: 'RS256', typ: 'JWT', kid: 'ins_test' } } = {},
): string {
  const now = Math.floor(nowMs / 1000);
  const payload = {
    sub: 'user_2abcDEF123',
    sid: 'sess_123',
    azp: 'http://localhost:3000',
    iss: 'https://clerk.example.org',
    iat: now,
    nbf: now - 10,
    exp: now + 60,
    v: 2,
    sts: 'active',
    ...claims,
  };
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${sign('RSA-SHA256', Buffer.from(data), privateKey).toString('base64url')}`;
}
