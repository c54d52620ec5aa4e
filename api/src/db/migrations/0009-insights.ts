import { DataTypes, type QueryInterface } from 'sequelize';
import type { Migration } from '../migrate';
import { dropColumn } from './dropColumn';

const tableOptions = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

/** Every insights row belongs to a site and goes with it. */
const siteRef = {
  type: DataTypes.UUID,
  allowNull: false,
  primaryKey: true,
  references: { model: 'published_sites', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};
/** The UTC day as 'YYYY-MM-DD': text compares and groups the same on both dialects. */
const day = { type: DataTypes.STRING(10), allowNull: false, primaryKey: true };
const counter = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };

// A busy page fills INT in days on MySQL; SQLite's AUTOINCREMENT needs INTEGER (64-bit there anyway).
function eventId(qi: QueryInterface) {
  const type = qi.sequelize.getDialect() === 'mysql' ? DataTypes.BIGINT : DataTypes.INTEGER;
  return { type, primaryKey: true, autoIncrement: true, allowNull: false };
}

// Issue 32 'Insights': beacons from published pages, kept raw for at most 30 days (insights/retention.ts) and
// added into daily roll-ups per site; the day's random salt of the visitor hash; and the owner's off switch.
async function up(qi: QueryInterface): Promise<void> {
  await qi.addColumn('published_sites', 'insights_enabled', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: true,
  });

  // Only today's row exists (yesterday's is deleted when the day turns): no visitor can be recognised later.
  await qi.createTable(
    'insights_salts',
    {
      day,
      salt: { type: DataTypes.STRING(64), allowNull: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
    },
    tableOptions,
  );

  await qi.createTable(
    'insights_events',
    {
      id: eventId(qi),
      site_id: { ...siteRef, primaryKey: false },
      day: { ...day, primaryKey: false },
      created_at: { type: DataTypes.DATE(3), allowNull: false },
      // 'view', 'click' or 'vitals'.
      kind: { type: DataTypes.STRING(8), allowNull: false },
      // SHA-256 (hex, first 32) of (the day's salt, site, IP, User-Agent): neither the address nor the agent is kept.
      visitor_hash: { type: DataTypes.STRING(32), allowNull: false },
      device: { type: DataTypes.STRING(8), allowNull: false },
      referrer_domain: { type: DataTypes.STRING(253), allowNull: true },
      box_id: { type: DataTypes.STRING(64), allowNull: true },
      lcp: { type: DataTypes.DOUBLE, allowNull: true },
      cls: { type: DataTypes.DOUBLE, allowNull: true },
      inp: { type: DataTypes.DOUBLE, allowNull: true },
    },
    tableOptions,
  );
  // Is this visitor new today (insights/rollupWriter.ts), and the retention sweep.
  await qi.addIndex('insights_events', ['site_id', 'day', 'visitor_hash'], {
    name: 'insights_events_site_day_visitor',
  });
  await qi.addIndex('insights_events', ['created_at'], { name: 'insights_events_created_at' });

  await qi.createTable(
    'insights_daily',
    {
      site_id: siteRef,
      day,
      views: counter,
      visitors: counter,
      // Views by the visitor's device class (from the User-Agent).
      mobile: counter,
      tablet: counter,
      desktop: counter,
    },
    tableOptions,
  );
  await qi.createTable(
    'insights_daily_referrers',
    { site_id: siteRef, day, domain: { type: DataTypes.STRING(253), primaryKey: true }, views: counter },
    tableOptions,
  );
  await qi.createTable(
    'insights_daily_clicks',
    { site_id: siteRef, day, box_id: { type: DataTypes.STRING(64), primaryKey: true }, clicks: counter },
    tableOptions,
  );
  // A histogram per metric: samples per bucket (insights/vitals.ts), enough for the p75 of any range of days.
  await qi.createTable(
    'insights_daily_vitals',
    {
      site_id: siteRef,
      day,
      metric: { type: DataTypes.STRING(4), primaryKey: true },
      bucket: { type: DataTypes.INTEGER, primaryKey: true },
      samples: counter,
    },
    tableOptions,
  );
}

async function down(qi: QueryInterface): Promise<void> {
  for (const table of [
    'insights_daily_vitals',
    'insights_daily_clicks',
    'insights_daily_referrers',
    'insights_daily',
    'insights_events',
    'insights_salts',
  ])
    await qi.dropTable(table);
  await dropColumn(qi, 'published_sites', 'insights_enabled');
}

export const insightsMigration: Migration = { name: '0009-insights', up, down };
