// Which site a beacon's slug names, and whether it counts: published, not taken down, insights on. Asked for every
// beacon, so answered from memory: an entry lives 1 s, and a write by the site's owner (the insights switch, an
// unpublish: designs/userWrites.ts) drops the owner's entries at once on this instance (and on the others with
// REDIS_URL, relayed by cluster/userWriteBroadcast.ts).
import { Op, type Sequelize } from 'sequelize';
import type { Models } from '../db/models';
import { onUserWrite } from '../designs/userWrites';
import { isWellFormedSlug } from '../sites/slugRules';

export interface CountedSite {
  id: string;
  userId: string;
}

const TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

export interface SiteLookup {
  /** The site whose visits count, or null (unknown, unpublished, taken down, or insights off). */
  find(slug: string): Promise<CountedSite | null>;
  stop(): void;
}

export function siteLookup(sequelize: Sequelize, models: Models): SiteLookup {
  const entries = new Map<
    string,
    { site: Promise<CountedSite | null>; expiresAt: number; userId?: string }
  >();

  const load = async (slug: string): Promise<CountedSite | null> => {
    const row = await models.PublishedSite.findOne({
      attributes: ['id', 'userId'],
      where: { slug, published: true, insightsEnabled: true, takenDownAt: { [Op.is]: null } },
      raw: true,
    });
    return row ? { id: row.id, userId: row.userId } : null;
  };

  const stopListening = onUserWrite(sequelize, (userId) => {
    for (const [slug, entry] of entries) if (!entry.userId || entry.userId === userId) entries.delete(slug);
  });

  return {
    find(slug) {
      if (!isWellFormedSlug(slug)) return Promise.resolve(null);
      const now = Date.now();
      const cached = entries.get(slug);
      if (cached && cached.expiresAt > now) return cached.site;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const entry: { site: Promise<CountedSite | null>; expiresAt: number; userId?: string } = {
        site: load(slug),
        expiresAt: now + TTL_MS,
      };
      entries.set(slug, entry);
      entry.site.then(
        (site) => {
          if (site) entry.userId = site.userId;
        },
        () => entries.delete(slug),
      );
      return entry.site;
    },
    stop: stopListening,
  };
}
