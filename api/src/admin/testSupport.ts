// Test-only: the whole app on a migrated real database with real local accounts (sign-up, session cookie, minted
// bearer tokens, the local strategy), the site viewer from source, and an admin named by ADMIN_EMAILS. Shared by
// the admin, reports and templates tests.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import { createApp, type AppHandler } from '../app';
import { createAuthStrategy } from '../auth/createAuthStrategy';
import { signUpForTest, verifyForTest } from '../auth/testing';
import { migrateUp } from '../db/migrate';
import { defineModels, type Models } from '../db/models';
import type { AppConfig } from '../deps';
import type { Insights } from '../insights/insights';
import { gridFixture, uniqueSlug } from '../designs/testSupport';
import { createMemoryLogger } from '../logger';
import type { TestDatabase } from '../testing/databases';
import { createTempBuild, testConfig, type TempBuild } from '../testing/fixtures';
import { TEST_AUTH_SECRET } from '../testing/users';
import { sourceViewer, writeSiteScript } from '../web/siteSsrTesting';

export const ADMIN_EMAIL = 'admin@example.org';

export interface AdminTest {
  app: AppHandler;
  sequelize: Sequelize;
  models: Models;
  config: AppConfig;
  build: TempBuild;
}

/** The app's beacon counter, made by the test (its clock, its flushes); the app's own by default. */
export type MakeInsights = (sequelize: Sequelize, models: Models) => Insights;

/** `env` adds to (or overrides) ADMIN_EMAILS=admin@example.org and high sign-in and report limits. */
export async function openAdminTest(
  db: TestDatabase,
  env: Record<string, string> = {},
  makeInsights?: MakeInsights,
): Promise<AdminTest> {
  const build = createTempBuild();
  const scriptDir = path.join(build.root, 'enhance');
  writeSiteScript(scriptDir);
  const sequelize = await db.open();
  await migrateUp(sequelize);
  const config = testConfig(
    {
      AUTH_SECRET: TEST_AUTH_SECRET,
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_THROTTLE_FREE_FAILURES: '1000',
      ADMIN_EMAILS: ADMIN_EMAIL,
      REPORT_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    { shellDist: build.shellDist, remoteDist: build.remoteDist },
  );
  const models = defineModels(sequelize);
  const app = createApp({
    sequelize,
    config,
    auth: createAuthStrategy(config, models),
    logger: createMemoryLogger(),
    viewer: sourceViewer(scriptDir),
    insights: makeInsights?.(sequelize, models),
  });
  return { app, sequelize, models, config, build };
}

/** openAdminTest for a describe block: made before its tests, its build and database removed after. */
export function useAdminTest(
  db: TestDatabase,
  env: Record<string, string> = {},
  makeInsights?: MakeInsights,
): () => AdminTest {
  let test: AdminTest | undefined;
  beforeAll(async () => {
    test = await openAdminTest(db, env, makeInsights);
  });
  afterAll(async () => {
    test?.build.remove();
    await db.cleanup();
  });
  return () => {
    if (!test) throw new Error('The admin test app is made in beforeAll');
    return test;
  };
}

export interface Account {
  id: string;
  email: string;
  /** `bento_session=…` */
  cookie: string;
  /** A fresh `Bearer …` header, minted from the session like the browser does. */
  auth(): Promise<string>;
}

export async function mintBearer(app: AppHandler, cookie: string): Promise<string> {
  const res = await request(app).get('/api/auth/token').set('Cookie', cookie);
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return `Bearer ${res.body.token as string}`;
}

let accounts = 0;
/** A local account signed up through the API; `email` defaults to a fresh one. */
export async function signUpAccount(app: AppHandler, email?: string): Promise<Account> {
  accounts += 1;
  const address = email ?? `user${accounts}-${randomUUID()}@example.org`;
  const { userId, cookie } = await signUpForTest(app, address);
  await verifyForTest(app, address);
  return { id: userId, email: address, cookie, auth: () => mintBearer(app, cookie) };
}

export interface PublishedSite {
  id: string;
  slug: string;
  designId: string;
}

/** A design of the account's, published as a site. */
export async function publishSite(
  app: AppHandler,
  owner: Account,
  grid: unknown = gridFixture(),
): Promise<PublishedSite> {
  const design = await request(app)
    .post('/api/designs')
    .set('Authorization', await owner.auth())
    .send({ title: 'Reported', gridData: grid });
  if (design.status !== 201) throw new Error(`design: ${design.status} ${JSON.stringify(design.body)}`);
  const site = await request(app)
    .post(`/api/designs/${design.body.id as string}/publish`)
    .set('Authorization', await owner.auth())
    .send({ siteTitle: 'Site to review', slug: uniqueSlug('review') });
  if (site.status !== 201) throw new Error(`publish: ${site.status} ${JSON.stringify(site.body)}`);
  return { id: site.body.id as string, slug: site.body.slug as string, designId: design.body.id as string };
}

/** A signed-in call, with a token minted for it. */
export async function asUser(
  app: AppHandler,
  account: Account,
  method: 'get' | 'post' | 'patch' | 'put' | 'delete',
  url: string,
  body?: object,
) {
  const authorization = await account.auth();
  const call = request(app)[method](url).set('Authorization', authorization);
  return body === undefined ? call : call.send(body);
}

export const HTML_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';
