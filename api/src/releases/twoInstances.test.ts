// Two real instances on one database (issue 30): a release activated by the command is what both serve, without a
// restart: at once with Redis (the command publishes the switch), within 2 s without (each reads the releases
// again at most once a second).
import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { connectRedis } from '../cluster/redisConnection';
import { CLUSTER_MODES, redisAnswers, sharedDatabases } from '../cluster/testing';
import { createSequelize } from '../db/connect';
import { defineModels } from '../db/models';
import { createMemoryLogger } from '../logger';
import { startServer, type RunningServer } from '../server';
import { releaseService } from './releaseService';
import { publishReleaseSwitch } from './releaseSwitches';

jest.setTimeout(30_000);

/** Milliseconds until `origin`'s /remotes.json names `manifestUrl` for embeds (Infinity after 5 s). */
async function msUntilServed(origin: string, manifestUrl: string, since: number): Promise<number> {
  while (Date.now() - since < 5_000) {
    const map = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
    if (map.embeds === manifestUrl) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

describe.each(sharedDatabases())('a remote release switched under two instances on $label', (db) => {
  afterAll(() => db.cleanup());

  describe.each(CLUSTER_MODES)('$label', ({ redis, boundMs }) => {
    let a: RunningServer;
    let b: RunningServer;
    let sequelize: Sequelize;
    let skip = false;
    const prefix = `bento-test-${randomBytes(4).toString('hex')}:`;

    beforeAll(async () => {
      skip = redis && !(await redisAnswers(process.env.REDIS_URL));
      if (skip) return;
      const url = await db.url();
      const env = {
        DATABASE_URL: url,
        NODE_ENV: 'test',
        ...(redis ? { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: prefix } : {}),
      };
      a = await startServer({ env, port: 0, logger: createMemoryLogger() });
      b = await startServer({ env, port: 0, logger: createMemoryLogger() });
      sequelize = createSequelize(url);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await sequelize?.close();
    });

    /** What `npm run remote` does after a switch: with Redis, it tells the instances. */
    async function tellInstances() {
      if (!redis) return;
      const connection = await connectRedis(process.env.REDIS_URL!, createMemoryLogger());
      expect(await publishReleaseSwitch(connection, prefix)).toBe(true);
      await connection.close();
    }

    it(`is served by both within ${boundMs} ms of its activation, and so is a rollback`, async () => {
      if (skip) return; // Redis does not answer here: the other mode still runs.
      const releases = releaseService(defineModels(sequelize), () => ({
        contractVersion: '1.1.0',
        shared: {},
      }));
      const version = randomBytes(6).toString('hex');
      await releases.record({
        remote: 'embeds',
        version,
        manifestUrl: null,
        gitCommit: null,
        contractVersion: '1.1.0',
        shared: {},
      });
      const manifest = `/releases/embeds/${version}/mf-manifest.json`;
      // Both have read the releases already: the switch is a change they must notice.
      for (const origin of [a.url, b.url]) await fetch(`${origin}/remotes.json`);

      // Counted from the command's end (with Redis, from its message: connecting to Redis is its own cost).
      await releases.activate('embeds', version, 'test');
      await tellInstances();
      let since = Date.now();
      const activated = await Promise.all([a, b].map((x) => msUntilServed(x.url, manifest, since)));
      await releases.rollback('embeds', 'test');
      await tellInstances();
      since = Date.now();
      const built = '/remotes/embeds/mf-manifest.json';
      const rolledBack = await Promise.all([a, b].map((x) => msUntilServed(x.url, built, since)));
      console.warn(
        `release switch served by both instances in ${Math.max(...activated)} ms, rollback in ${Math.max(...rolledBack)} ms`,
      );
      expect(Math.max(...activated, ...rolledBack)).toBeLessThan(boundMs);
    });
  });
});
