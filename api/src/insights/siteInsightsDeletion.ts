import type { Sequelize, Transaction } from 'sequelize';

/** Children first: the roll-ups and raw events of these sites (their foreign keys would cascade; this says so). */
const TABLES = [
  'insights_daily_vitals',
  'insights_daily_clicks',
  'insights_daily_referrers',
  'insights_daily',
  'insights_events',
];

export async function deleteSiteInsights(
  sequelize: Sequelize,
  siteIds: readonly string[],
  transaction: Transaction,
): Promise<void> {
  if (siteIds.length === 0) return;
  for (const table of TABLES)
    await sequelize.query(`DELETE FROM ${table} WHERE site_id IN (?)`, {
      replacements: [siteIds],
      transaction,
    });
}
