// Two real instances on one database: beacons sent to either add up into one site's figures — through one Redis
// list when REDIS_URL answers, each instance's own buffer otherwise. And a server that closes writes what it holds.
import os from 'node:os';
import { createSequelize } from '../db/connect';
import { createMemoryLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { TEST_MAIL_OUTBOX_DIR } from '../testing/fixtures';
import { sourceViewer } from '../web/siteSsrTesting';
import { callInstance, CLUSTER_MODES, sharedDatabases, signUp, twoInstances } from '../cluster/testing';
import { gridFixture } from '../designs/testSupport';
import { BROWSER, PHONE } from './insightsTesting';

jest.setTimeout(60_000);

async function publish(origin: string, bearer: () => Promise<string>) {
  const design = await callInstance(origin, 'POST', '/designs', await bearer(), {
    title: 'Counted',
    gridData: gridFixture(2),
  });
  const slug = `counted-${Date.now().toString(36)}`;
  const site = await callInstance(origin, 'POST', `/designs/${design.body.id}/publish`, await bearer(), {
    slug,
    siteTitle: 'Counted',
  });
  return { id: site.body.id!, slug };
}

const send = (server: RunningServer, userAgent: string, body: object) =>
  fetch(`${server.url}/api/beacon`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': userAgent },
    body: JSON.stringify(body),
  }).then((response) => response.status);

describe.each(sharedDatabases())('insights of two instances on $label', (db) => {
  afterAll(() => db.cleanup());

  describe.each(CLUSTER_MODES)('$label', ({ redis }) => {
    const cluster = twoInstances(db, redis);

    it('adds the beacons sent to A and to B into one total within 5 s', async () => {
      if (cluster.skip) return; // Redis does not answer here: the other mode still runs.
      const bearer = await signUp(cluster.a.url);
      const site = await publish(cluster.a.url, bearer);
      const sent = [];
      for (let i = 0; i < 10; i += 1) {
        sent.push(send(cluster.a, `${BROWSER} a${i % 2}`, { kind: 'view', slug: site.slug }));
        sent.push(send(cluster.b, `${PHONE} b${i % 3}`, { kind: 'view', slug: site.slug }));
      }
      sent.push(send(cluster.b, BROWSER, { kind: 'click', slug: site.slug, boxId: 'b2' }));
      expect(new Set(await Promise.all(sent))).toEqual(new Set([204]));
      const deadline = Date.now() + 5_000;
      let report: Record<string, unknown> = {};
      while (Date.now() < deadline) {
        report = (
          await callInstance(cluster.b.url, 'GET', `/published-sites/${site.id}/insights`, await bearer())
        ).body;
        if (report.views === 20 && (report.clicks as unknown[]).length === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(report).toMatchObject({
        views: 20,
        visitors: 5,
        devices: { mobile: 10, tablet: 0, desktop: 10 },
        clicks: [{ boxId: 'b2', label: 'Box 2', count: 1 }],
      });
    });
  });

  it('writes the beacons a closing server still holds', async () => {
    const url = await db.url();
    const env = { DATABASE_URL: url, NODE_ENV: 'test', MAIL_OUTBOX_DIR: TEST_MAIL_OUTBOX_DIR };
    const server = await startServer({
      env,
      port: 0,
      logger: createMemoryLogger(),
      viewer: sourceViewer(os.tmpdir()),
    });
    const bearer = await signUp(server.url);
    const site = await publish(server.url, bearer);
    for (let i = 0; i < 7; i += 1)
      expect(await send(server, BROWSER, { kind: 'view', slug: site.slug })).toBe(204);
    await server.close();
    const sequelize = createSequelize(url);
    const [rows] = await sequelize.query('SELECT views, visitors FROM insights_daily WHERE site_id = ?', {
      replacements: [site.id],
    });
    await sequelize.close();
    expect(rows).toEqual([{ views: 7, visitors: 1 }]);
  });
});
