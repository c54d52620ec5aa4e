import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { testDatabases } from '../../testing/databases';
import { migrateDown, migrateUp } from '../migrate';

const INSIGHTS_TABLES = [
  'insights_daily',
  'insights_daily_clicks',
  'insights_daily_referrers',
  'insights_daily_vitals',
  'insights_events',
];

describe.each(testDatabases())('migration 0009-insights on $label', (db) => {
  let sequelize: Sequelize;

  beforeAll(async () => {
    sequelize = await db.open();
    await migrateUp(sequelize);
    await migrateDown(sequelize, { to: '0009-insights' });
  });
  afterAll(() => db.cleanup());

  const run = (sql: string, replacements: Record<string, unknown> = {}) =>
    sequelize.query(sql, { replacements });
  const rows = (sql: string, replacements: Record<string, unknown> = {}) =>
    sequelize.query<Record<string, unknown>>(sql, { replacements, type: QueryTypes.SELECT });

  async function addSite() {
    const userId = randomUUID();
    const siteId = randomUUID();
    const now = new Date();
    await run('INSERT INTO users (id, email, created_at, updated_at) VALUES (:userId, :email, :now, :now)', {
      userId,
      email: `${userId}@example.org`,
      now,
    });
    await run(
      `INSERT INTO published_sites (id, user_id, site_title, slug, published, grid_data, created_at, updated_at)
       VALUES (:siteId, :userId, 'Site', :slug, 1, '{}', :now, :now)`,
      { siteId, userId, slug: `s-${siteId.slice(0, 8)}`, now },
    );
    return { userId, siteId };
  }

  async function addInsights(siteId: string) {
    const key = { siteId, day: '2026-11-29', now: new Date() };
    await run(
      `INSERT INTO insights_events (site_id, day, created_at, kind, visitor_hash, device)
       VALUES (:siteId, :day, :now, 'view', 'abc', 'mobile')`,
      key,
    );
    await run('INSERT INTO insights_daily (site_id, day, views, visitors) VALUES (:siteId, :day, 1, 1)', key);
    await run(
      "INSERT INTO insights_daily_referrers (site_id, day, domain, views) VALUES (:siteId, :day, 'a.org', 1)",
      key,
    );
    await run(
      "INSERT INTO insights_daily_clicks (site_id, day, box_id, clicks) VALUES (:siteId, :day, 'b1', 1)",
      key,
    );
    await run(
      "INSERT INTO insights_daily_vitals (site_id, day, metric, bucket, samples) VALUES (:siteId, :day, 'lcp', 40, 1)",
      key,
    );
  }

  const insightsRows = async (siteId: string) => {
    let total = 0;
    for (const table of INSIGHTS_TABLES)
      total += (await rows(`SELECT site_id FROM ${table} WHERE site_id = :siteId`, { siteId })).length;
    return total;
  };

  it('turns insights on for the sites made before it', async () => {
    const { siteId } = await addSite();
    expect((await migrateUp(sequelize))[0]).toBe('0009-insights');
    const [site] = await rows('SELECT insights_enabled FROM published_sites WHERE id = :siteId', { siteId });
    expect(Boolean(Number(site!.insights_enabled))).toBe(true);
  });

  it('keeps no address and no User-Agent in the raw events', async () => {
    const columns = Object.keys(await sequelize.getQueryInterface().describeTable('insights_events')).sort();
    expect(columns).toEqual([
      'box_id',
      'cls',
      'created_at',
      'day',
      'device',
      'id',
      'inp',
      'kind',
      'lcp',
      'referrer_domain',
      'site_id',
      'visitor_hash',
    ]);
  });

  it('deletes every insights row with its site, and with its owner', async () => {
    const first = await addSite();
    await addInsights(first.siteId);
    expect(await insightsRows(first.siteId)).toBe(5);
    await run('DELETE FROM published_sites WHERE id = :siteId', first);
    expect(await insightsRows(first.siteId)).toBe(0);

    const second = await addSite();
    await addInsights(second.siteId);
    await run('DELETE FROM users WHERE id = :userId', second);
    expect(await insightsRows(second.siteId)).toBe(0);
  });

  it('reverts without touching the sites, and applies again', async () => {
    const { siteId } = await addSite();
    expect((await migrateDown(sequelize, { to: '0009-insights' })).at(-1)).toBe('0009-insights');
    for (const table of [...INSIGHTS_TABLES, 'insights_salts'])
      await expect(sequelize.getQueryInterface().describeTable(table)).rejects.toThrow();
    expect(await rows('SELECT id FROM published_sites WHERE id = :siteId', { siteId })).toHaveLength(1);
    expect(Object.keys(await sequelize.getQueryInterface().describeTable('published_sites'))).not.toContain(
      'insights_enabled',
    );
    expect((await migrateUp(sequelize))[0]).toBe('0009-insights');
  });
});
