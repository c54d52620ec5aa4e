// Test helpers for the auth routes: a real app on a real database, RS256 keys and Clerk-shaped tokens.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import express, { type Express } from 'express';
import type { Response as SupertestResponse } from 'supertest';
import type { Sequelize } from 'sequelize';
import { createApp, type AppConfig } from '../app';
import { migrateUp } from '../db/migrate';
import { defineModels, type Models } from '../db/models';
import { createMemoryLogger } from '../logger';
import type { TestDatabase } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { TEST_AUTH_SECRET } from '../testing/users';
import { apiErrorHandler } from '../web/errors';
import { createAuthStrategy } from './createAuthStrategy';
import { currentUser, requireUser } from './requireUser';
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
 * requireUser(strategy) and answers `{ userId }`. The rate limit is high unless the env sets it. Pass
 * `sequelize` to build a second app (a "restart") on the same database.
 */
export async function authTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  { trustProxy = false, sequelize: reuse }: { trustProxy?: boolean | string; sequelize?: Sequelize } = {},
): Promise<AuthTestApp> {
  const sequelize = reuse ?? (await db.open());
  await migrateUp(sequelize);
  const config = testConfig({ AUTH_SECRET: TEST_AUTH_SECRET, AUTH_RATE_LIMIT_MAX: '1000', ...env });
  const models = defineModels(sequelize);
  const auth = createAuthStrategy(config, models);
  const app = express();
  app.set('trust proxy', trustProxy);
  app.get(PROTECTED_PATH, requireUser(auth), (_req, res) => {
    res.json({ userId: currentUser(res).id });
  });
  app.use(apiErrorHandler(createMemoryLogger()));
  app.use(createApp({ sequelize, config, auth, logger: createMemoryLogger() }));
  return { app, sequelize, models, config, auth };
}

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
