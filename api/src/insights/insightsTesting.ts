// Test-only: the app with insights on a clock the test moves, beacons sent as a browser would, and the owner's
// report read back after a flush.
import request from 'supertest';
import { createMemoryLogger } from '../logger';
import { asUser, openAdminTest, type Account, type AdminTest } from '../admin/testSupport';
import type { TestDatabase } from '../testing/databases';
import { createInsights, type Insights } from './insights';
import type { InsightsReport } from './insightsReport';

export const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
export const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)';

export interface InsightsTest {
  (): AdminTest;
  insights(): Insights;
  /** Moves the insights' clock. */
  setNow(iso: string): void;
}

/** The app behind one proxy hop (TRUST_PROXY=1), so each test visitor has the address its X-Forwarded-For says. */
export function insightsTestFor(db: TestDatabase): InsightsTest {
  let now = new Date('2026-03-10T12:00:00.000Z');
  let made: Insights | undefined;
  let test: AdminTest | undefined;
  beforeAll(async () => {
    test = await openAdminTest(db, { TRUST_PROXY: '1' }, (sequelize, models) => {
      made = createInsights({ sequelize, models, logger: createMemoryLogger(), clock: () => now });
      return made;
    });
  });
  afterAll(async () => {
    await made?.close();
    test?.build.remove();
    await db.cleanup();
  });
  const app = () => {
    if (!test) throw new Error('The insights test app is made in beforeAll');
    return test;
  };
  return Object.assign(app, {
    insights: () => made!,
    setNow: (iso: string) => {
      now = new Date(iso);
    },
  });
}

export interface Visitor {
  ip: string;
  userAgent: string;
  headers?: Record<string, string>;
}

export const visitor = (ip: string, userAgent = BROWSER, headers: Record<string, string> = {}): Visitor => ({
  ip,
  userAgent,
  headers,
});

/** A beacon as navigator.sendBeacon sends a string: text/plain. */
export function beacon(t: AdminTest, from: Visitor, body: unknown) {
  return request(t.app)
    .post('/api/beacon')
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .set('User-Agent', from.userAgent)
    .set('X-Forwarded-For', from.ip)
    .set(from.headers ?? {})
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

export function pixel(t: AdminTest, from: Visitor, slug: string) {
  return request(t.app)
    .get(`/api/beacon/view.gif?s=${encodeURIComponent(slug)}`)
    .set('User-Agent', from.userAgent)
    .set('X-Forwarded-For', from.ip)
    .set(from.headers ?? {});
}

/** The owner's report after everything sent so far is written. */
export async function reportOf(t: InsightsTest, owner: Account, siteId: string, days = 7) {
  await t.insights().flush();
  const res = await asUser(t().app, owner, 'get', `/api/published-sites/${siteId}/insights?days=${days}`);
  if (res.status !== 200) throw new Error(`insights: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as InsightsReport;
}
