// GET /api/published-sites/:id/insights?days=7|30|90: the owner's figures for the last `days` UTC days (today
// included), read from the daily roll-ups. Visitors over a range are the sum of each day's (a visitor's hash
// changes every day by design, so one person on two days counts twice).
import { richTextToPlainText, type GridData } from '@bento/core';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Models } from '../db/models';
import { siteNotFound } from '../designs/limits';
import { ApiError } from '../web/errors';
import { dayOf, type Clock } from './dailySalt';
import { VITAL_NAMES, summarizeVital, type VitalName, type VitalSummary } from './vitals';

export const INSIGHTS_RANGES = [7, 30, 90] as const;
const TOP_REFERRERS = 10;
const TOP_CLICKS = 20;
const LABEL_LENGTH = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InsightsReport {
  views: number;
  visitors: number;
  daily: { date: string; views: number; visitors: number }[];
  referrers: { domain: string; views: number }[];
  clicks: { boxId: string; label: string; count: number }[];
  devices: { mobile: number; tablet: number; desktop: number };
  vitals: Record<VitalName, VitalSummary | null>;
}

/** ?days= as a number of days: absent means 7; anything but 7, 30 or 90 is a 400. */
export function parseDays(raw: unknown): number {
  if (raw === undefined) return 7;
  const days = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(INSIGHTS_RANGES as readonly number[]).includes(days))
    throw new ApiError(400, 'invalid_request', 'days must be 7, 30 or 90');
  return days;
}

/** A box's (or nested box's) text, trimmed and shortened; its id when it has none or is gone. */
export function boxLabels(gridData: string): (boxId: string) => string {
  const labels = new Map<string, string>();
  try {
    const grid = JSON.parse(gridData) as Partial<GridData>;
    for (const box of grid.boxes ?? []) {
      for (const part of [box, ...(box.nestedBoxes ?? [])]) {
        const text = richTextToPlainText(part.contentId ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        if (text)
          labels.set(part.id, text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text);
      }
    }
  } catch {
    // Stored gridData is written by the service; should it not parse, every label is the id.
  }
  return (boxId) => labels.get(boxId) ?? boxId;
}

const num = (value: unknown) => Number(value ?? 0);

export async function insightsReport(
  { sequelize, models, clock }: { sequelize: Sequelize; models: Models; clock: Clock },
  userId: string,
  siteId: string,
  days: number,
): Promise<InsightsReport> {
  const site = await models.PublishedSite.findOne({
    attributes: ['id', 'gridData'],
    where: { id: siteId, userId },
  });
  if (!site) throw siteNotFound();
  const today = clock();
  const dates = Array.from({ length: days }, (_, i) =>
    dayOf(new Date(today.getTime() - (days - 1 - i) * DAY_MS)),
  );
  const replacements = [site.id, dates[0]!, dates.at(-1)!];
  const select = <Row extends object>(sql: string) =>
    sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT });

  const dailyRows = await select<Record<string, unknown>>(
    'SELECT day, views, visitors, mobile, tablet, desktop FROM insights_daily WHERE site_id = ? AND day BETWEEN ? AND ?',
  );
  const byDay = new Map(dailyRows.map((row) => [String(row.day), row]));
  const daily = dates.map((date) => ({
    date,
    views: num(byDay.get(date)?.views),
    visitors: num(byDay.get(date)?.visitors),
  }));
  const devices = { mobile: 0, tablet: 0, desktop: 0 };
  for (const row of dailyRows)
    for (const device of ['mobile', 'tablet', 'desktop'] as const) devices[device] += num(row[device]);

  const referrers = await select<{ domain: string; views: unknown }>(
    `SELECT domain, SUM(views) AS views FROM insights_daily_referrers WHERE site_id = ? AND day BETWEEN ? AND ?
     GROUP BY domain ORDER BY SUM(views) DESC, domain LIMIT ${TOP_REFERRERS}`,
  );
  const clicks = await select<{ box_id: string; clicks: unknown }>(
    `SELECT box_id, SUM(clicks) AS clicks FROM insights_daily_clicks WHERE site_id = ? AND day BETWEEN ? AND ?
     GROUP BY box_id ORDER BY SUM(clicks) DESC, box_id LIMIT ${TOP_CLICKS}`,
  );
  const buckets = await select<{ metric: VitalName; bucket: unknown; samples: unknown }>(
    `SELECT metric, bucket, SUM(samples) AS samples FROM insights_daily_vitals WHERE site_id = ? AND day BETWEEN ? AND ?
     GROUP BY metric, bucket`,
  );
  const label = boxLabels(site.gridData);
  const vitals = {} as InsightsReport['vitals'];
  for (const name of VITAL_NAMES) {
    const histogram = new Map<number, number>();
    for (const row of buckets) if (row.metric === name) histogram.set(num(row.bucket), num(row.samples));
    vitals[name] = summarizeVital(name, histogram);
  }
  return {
    views: daily.reduce((sum, day) => sum + day.views, 0),
    visitors: daily.reduce((sum, day) => sum + day.visitors, 0),
    daily,
    referrers: referrers.map((row) => ({ domain: row.domain, views: num(row.views) })),
    clicks: clicks.map((row) => ({ boxId: row.box_id, label: label(row.box_id), count: num(row.clicks) })),
    devices,
    vitals,
  };
}
