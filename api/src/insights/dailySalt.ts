// Visitors are counted as Plausible does: a hash of (the day's random salt, site, IP, User-Agent). The salt lives in
// the database so that every instance hashes a visitor alike; only today's is kept, so once the day turns nobody,
// the operator included, can tell whether yesterday's visitor came back.
import { createHash, randomBytes } from 'node:crypto';
import { QueryTypes, UniqueConstraintError, type Sequelize } from 'sequelize';
import { serializedWrite } from '../db/writeLock';

/** The clock insights read (tests move it across days). */
export type Clock = () => Date;

/** The UTC day of a moment, as 'YYYY-MM-DD'. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export interface DailySalt {
  /** Today's salt (made, and yesterday's deleted, on the first call of a new day). */
  current(): Promise<{ day: string; salt: string }>;
}

export function dailySalt(sequelize: Sequelize, clock: Clock): DailySalt {
  let cached: { day: string; salt: string } | null = null;
  let loading: Promise<{ day: string; salt: string }> | null = null;

  const read = async (day: string) => {
    const [row] = await sequelize.query<{ salt: string }>('SELECT salt FROM insights_salts WHERE day = ?', {
      replacements: [day],
      type: QueryTypes.SELECT,
    });
    return row?.salt;
  };

  const load = (day: string) => serializedWrite(sequelize, 'insights:salt', () => rotate(day));
  const rotate = async (day: string) => {
    let salt = await read(day);
    if (!salt) {
      salt = randomBytes(32).toString('hex');
      try {
        await sequelize.query('INSERT INTO insights_salts (day, salt, created_at) VALUES (?, ?, ?)', {
          replacements: [day, salt, new Date()],
        });
      } catch (err) {
        // Another instance made today's first: use that one.
        if (!(err instanceof UniqueConstraintError)) throw err;
        salt = (await read(day))!;
      }
    }
    await sequelize.query('DELETE FROM insights_salts WHERE day <> ?', { replacements: [day] });
    return { day, salt };
  };

  return {
    async current() {
      const day = dayOf(clock());
      if (cached?.day === day) return cached;
      loading ??= load(day).finally(() => {
        loading = null;
      });
      const loaded = await loading;
      // A call that began before midnight may get the salt of the day it began in: it hashes an event of that day.
      if (loaded.day === day) cached = loaded;
      return loaded;
    },
  };
}

/** 128 bits of SHA-256: enough to tell a day's visitors apart, nothing to tell who they are. */
export function visitorHash(salt: string, siteId: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${siteId}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}
