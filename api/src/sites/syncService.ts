import { Op } from 'sequelize';
import type { ApiDeps } from '../deps';
import { MAX_DESIGNS_PER_USER } from '../designs/limits';
import { recordRevision } from '../designs/revisions/revisionRows';
import { userWrites } from '../designs/userWrites';

export interface SyncedSite {
  siteId: string;
  slug: string;
  designId: string;
}

export interface SyncResult {
  /** How many orphaned sites got a design in this call. */
  syncedCount: number;
  /** How many of the user's sites had no design before the call. */
  totalOrphanedSites: number;
  syncedSites: SyncedSite[];
}

/**
 * POST /designs/sync-published-sites: each of the user's sites with no design (or whose design is gone) gets
 * a new design titled from the site's title, holding the site's gridData, and is linked to it. The design
 * limit holds: oldest orphans first, as many as fit; the rest stay orphaned until designs are deleted.
 * Everything happens in one transaction.
 */
export function syncService({ sequelize, models }: Pick<ApiDeps, 'sequelize' | 'models'>) {
  const write = userWrites(sequelize, models);

  return {
    async sync(userId: string): Promise<SyncResult> {
      return write(userId, async (transaction) => {
        const designs = await models.Design.findAll({ attributes: ['id'], where: { userId }, transaction });
        const designIds = designs.map((design) => design.id);
        const orphans = await models.PublishedSite.findAll({
          where: {
            userId,
            [Op.or]: [{ designId: null }, { designId: { [Op.notIn]: designIds.length ? designIds : [''] } }],
          },
          order: [
            ['createdAt', 'ASC'],
            ['id', 'ASC'],
          ],
          transaction,
        });
        const room = Math.max(0, MAX_DESIGNS_PER_USER - designIds.length);
        const syncedSites: SyncedSite[] = [];
        for (const site of orphans.slice(0, room)) {
          const design = await models.Design.create(
            { userId, title: site.siteTitle, gridData: site.gridData },
            { transaction },
          );
          // Its first revision is the document the site shows.
          await recordRevision(models, design, { reason: 'create', published: true }, transaction);
          site.designId = design.id;
          await site.save({ transaction, silent: true });
          syncedSites.push({ siteId: site.id, slug: site.slug, designId: design.id });
        }
        return { syncedCount: syncedSites.length, totalOrphanedSites: orphans.length, syncedSites };
      });
    },
  };
}
