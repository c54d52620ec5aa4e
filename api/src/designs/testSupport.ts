// Shared setup for the designs, sites and embeds route tests: a migrated real database, the app, real tokens.
import { randomUUID } from 'node:crypto';
import type { AppHandler } from '../app';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import { createApp } from '../app';
import { migrateUp } from '../db/migrate';
import { defineModels, type Models } from '../db/models';
import type { TestDatabase } from '../testing/databases';
import { testConfig } from '../testing/fixtures';
import { bearerFor, createTestUser, testAuth } from '../testing/users';

export interface ApiTest {
  app: AppHandler;
  sequelize: Sequelize;
  models: Models;
}

export async function openApiTest(db: TestDatabase): Promise<ApiTest> {
  const sequelize = await db.open();
  await migrateUp(sequelize);
  const app = createApp({ sequelize, config: testConfig(), auth: testAuth });
  return { app, sequelize, models: defineModels(sequelize) };
}

export interface TestUser {
  id: string;
  /** A fresh Authorization header (tokens live 60 s; slow MariaDB runs outlast one). */
  auth(): string;
}

export async function newUser(models: Models): Promise<TestUser> {
  const user = await createTestUser(models);
  return { id: user.id, auth: () => bearerFor(user) };
}

/** A small valid document: boxes with ids b1, b2, … in 5 columns. */
export function gridFixture(boxCount = 2, contentOf = (index: number) => `<p>Box ${index + 1}</p>`) {
  return {
    boxes: Array.from({ length: boxCount }, (_, index) => ({
      id: `b${index + 1}`,
      contentId: contentOf(index),
      colSpan: 1,
      rowSpan: 1,
      order: index,
    })),
    gridSettings: {
      boxSpacing: 17,
      columnsCount: 5,
      globalBoxRadius: 29,
      useSquircles: true,
      containerBgColor: '#ededed',
    },
    selectedBoxIds: [],
    lastSelectedBoxId: null,
  };
}

/** A small document whose one box shows `url` (an upload) as its background. */
export function gridShowing(url: string) {
  const grid = gridFixture(1);
  return { ...grid, boxes: [{ ...grid.boxes[0]!, style: { bgImageUrl: url } }] };
}

let slugCounter = 0;
/** A slug no other test uses (the slug index is global across users). */
export function uniqueSlug(prefix = 'site'): string {
  slugCounter += 1;
  return `${prefix}-${slugCounter}-${randomUUID().slice(0, 8)}`;
}

export async function createDesign(
  t: ApiTest,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<{ id: string; title: string }> {
  const res = await request(t.app)
    .post('/api/designs')
    .set('Authorization', user.auth())
    .send({ gridData: gridFixture(), ...body });
  if (res.status !== 201) throw new Error(`create design: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; title: string };
}

export interface SiteBody {
  id: string;
  slug: string;
  siteTitle: string;
  designId: string | null;
}

export async function publishDesign(
  t: ApiTest,
  user: TestUser,
  designId: string,
  body: Record<string, unknown> = {},
): Promise<SiteBody> {
  const res = await request(t.app)
    .post(`/api/designs/${designId}/publish`)
    .set('Authorization', user.auth())
    .send({ siteTitle: 'My site', slug: uniqueSlug(), ...body });
  if (res.status !== 201) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as SiteBody;
}
