// Raw events are kept at most 30 days (the daily roll-ups stay); salts only for the day they hash.
import type { Sequelize } from 'sequelize';
import { serializedWrite } from '../db/writeLock';
import { dayOf } from './dailySalt';

export const RAW_EVENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Answers how many raw events were deleted. */
export async function sweepInsights(sequelize: Sequelize, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RAW_EVENT_DAYS * DAY_MS);
  return serializedWrite(sequelize, 'insights:write', async () => {
    const [, meta] = await sequelize.query('DELETE FROM insights_events WHERE created_at < ?', {
      replacements: [before],
    });
    await sequelize.query('DELETE FROM insights_salts WHERE day < ?', { replacements: [dayOf(now)] });
    return affectedRows(meta);
  });
}

/** DELETE's row count as each driver reports it (mysql2: affectedRows; sqlite3: changes). */
function affectedRows(meta: unknown): number {
  const info = meta as { affectedRows?: number; changes?: number } | number | undefined;
  if (typeof info === 'number') return info;
  return info?.affectedRows ?? info?.changes ?? 0;
}
