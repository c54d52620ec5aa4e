// Writes a batch of counted beacons in one transaction: the raw events, and what they add to the daily roll-ups
// (views, visitors, devices, referrers, clicks per box, vitals histograms). A visitor is new for the day when no
// earlier view of that site and day carries its hash; the day's roll-up row is written (and so, on MySQL, locked)
// first, so two instances flushing the same site and day take turns and never count one visitor twice.
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { serializedWrite, writeTransactionOptions } from '../db/writeLock';
import type { InsightsEvent } from './insightsEvent';
import { chunks, tally, upsertCounts } from './upsertCounts';
import { VITAL_NAMES, vitalBucket } from './vitals';

const EVENT_COLUMNS = [
  'site_id',
  'day',
  'created_at',
  'kind',
  'visitor_hash',
  'device',
  'referrer_domain',
  'box_id',
  'lcp',
  'cls',
  'inp',
];

/** The sites of `ids` that still exist (a site deleted since its beacons arrived takes them with it). */
async function existingSites(sequelize: Sequelize, ids: string[], transaction: Transaction) {
  const share = sequelize.getDialect() === 'mysql' ? ' LOCK IN SHARE MODE' : '';
  const rows = await sequelize.query<{ id: string }>(
    `SELECT id FROM published_sites WHERE id IN (?)${share}`,
    { replacements: [ids], type: QueryTypes.SELECT, transaction },
  );
  return new Set(rows.map((row) => row.id));
}

async function addViews(sequelize: Sequelize, views: InsightsEvent[], transaction: Transaction) {
  const bySiteDay = new Map<string, InsightsEvent[]>();
  for (const view of views) {
    const key = `${view.siteId}\n${view.day}`;
    const group = bySiteDay.get(key);
    if (group) group.push(view);
    else bySiteDay.set(key, [view]);
  }
  for (const key of [...bySiteDay.keys()].sort()) {
    const group = bySiteDay.get(key)!;
    const { siteId, day } = group[0]!;
    const devices = { mobile: 0, tablet: 0, desktop: 0 };
    for (const view of group) devices[view.device] += 1;
    await upsertCounts(
      sequelize,
      transaction,
      'insights_daily',
      { keys: ['site_id', 'day'], counts: ['views', 'mobile', 'tablet', 'desktop'] },
      [[siteId, day, group.length, devices.mobile, devices.tablet, devices.desktop]],
    );
    const hashes = [...new Set(group.map((view) => view.visitor))];
    let known = 0;
    for (const part of chunks(hashes)) {
      const rows = await sequelize.query<{ n: number | string }>(
        `SELECT COUNT(DISTINCT visitor_hash) AS n FROM insights_events
         WHERE site_id = ? AND day = ? AND kind = 'view' AND visitor_hash IN (?)`,
        { replacements: [siteId, day, part], type: QueryTypes.SELECT, transaction },
      );
      known += Number(rows[0]?.n ?? 0);
    }
    if (hashes.length > known)
      await sequelize.query(
        'UPDATE insights_daily SET visitors = visitors + ? WHERE site_id = ? AND day = ?',
        {
          replacements: [hashes.length - known, siteId, day],
          transaction,
        },
      );
  }
}

async function insertEvents(sequelize: Sequelize, events: InsightsEvent[], transaction: Transaction) {
  const row = `(${EVENT_COLUMNS.map(() => '?').join(', ')})`;
  for (const part of chunks(events)) {
    await sequelize.query(
      `INSERT INTO insights_events (${EVENT_COLUMNS.join(', ')}) VALUES ${part.map(() => row).join(', ')}`,
      {
        replacements: part.flatMap((e) => [
          e.siteId,
          e.day,
          new Date(e.at),
          e.kind,
          e.visitor,
          e.device,
          e.referrer,
          e.boxId,
          e.lcp,
          e.cls,
          e.inp,
        ]),
        transaction,
      },
    );
  }
}

async function addBreakdowns(sequelize: Sequelize, events: InsightsEvent[], transaction: Transaction) {
  const referrers = tally(
    events.filter((e) => e.kind === 'view' && e.referrer).map((e) => [e.siteId, e.day, e.referrer]),
  );
  const clicks = tally(events.filter((e) => e.kind === 'click').map((e) => [e.siteId, e.day, e.boxId]));
  const vitals = tally(
    events.flatMap((e) =>
      VITAL_NAMES.flatMap((name) => {
        const value = e[name];
        return value === null ? [] : [[e.siteId, e.day, name, vitalBucket(name, value)]];
      }),
    ),
  );
  const breakdowns = [
    { table: 'insights_daily_referrers', key: ['domain'], count: 'views', rows: referrers },
    { table: 'insights_daily_clicks', key: ['box_id'], count: 'clicks', rows: clicks },
    { table: 'insights_daily_vitals', key: ['metric', 'bucket'], count: 'samples', rows: vitals },
  ];
  for (const { table, key, count, rows } of breakdowns) {
    const columns = { keys: ['site_id', 'day', ...key], counts: [count] };
    await upsertCounts(sequelize, transaction, table, columns, rows);
  }
}

/** Stores `events` (any sites, any days) in one transaction; answers how many were kept. */
export function writeEvents(sequelize: Sequelize, events: InsightsEvent[]): Promise<number> {
  if (events.length === 0) return Promise.resolve(0);
  return serializedWrite(sequelize, 'insights:write', () =>
    sequelize.transaction(writeTransactionOptions(sequelize), async (transaction) => {
      const sites = await existingSites(sequelize, [...new Set(events.map((e) => e.siteId))], transaction);
      const kept = events.filter((e) => sites.has(e.siteId));
      await addViews(
        sequelize,
        kept.filter((e) => e.kind === 'view'),
        transaction,
      );
      await insertEvents(sequelize, kept, transaction);
      await addBreakdowns(sequelize, kept, transaction);
      return kept.length;
    }),
  );
}
