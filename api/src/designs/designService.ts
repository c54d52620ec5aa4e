import { Op, type ProjectionAlias, type Sequelize, type Transaction } from 'sequelize';
import { cachedBody, cachedJson, userBodyCacheFor, type CachedBody } from '../cache/userBodyCache';
import type { ApiDeps } from '../routes';
import type { DesignRecord, Models } from '../db/models';
import { prepareGridData } from './gridDocument';
import { MAX_DESIGNS_PER_USER, designLimitError, designNotFound } from './limits';
import { userWrites } from './userWrites';
import {
  SITE_LINK_ATTRIBUTES,
  designDetailBody,
  designListItem,
  designSummary,
  siteLink,
  type DesignListItem,
  type DesignListOptions,
  type DesignSiteLink,
  type DesignSummary,
} from './designViews';

/** Shown for designs created without a title (the sidebar's label for untitled designs). */
export const UNTITLED = 'Untitled';

export interface CreateDesignInput {
  gridData: unknown;
  /** Already trimmed and non-empty (validated at the edge). */
  title?: string;
}

export interface UpdateDesignInput {
  gridData?: unknown;
  title?: string;
}

const SUMMARY_ATTRIBUTES = ['id', 'title', 'createdAt', 'updatedAt'] as const;

/**
 * `sizeBytes`: the stored gridData's UTF-8 bytes, counted by the database so the list never reads the documents
 * (SQLite's length() counts characters of text, bytes of a blob; MySQL's OCTET_LENGTH counts bytes).
 */
function storedSizeAttribute(sequelize: Sequelize): ProjectionAlias {
  const column = sequelize.getQueryInterface().quoteIdentifier('grid_data');
  const bytes =
    sequelize.getDialect() === 'sqlite' ? `length(CAST(${column} AS BLOB))` : `OCTET_LENGTH(${column})`;
  return [sequelize.literal(bytes), 'sizeBytes'];
}

/** A user's own design, or 404 'Design not found' (another user's id answers the same: no existence leak). */
export async function findOwnDesign(
  models: Models,
  userId: string,
  designId: string,
  transaction?: Transaction,
): Promise<DesignRecord> {
  const design = await models.Design.findOne({ where: { id: designId, userId }, transaction });
  if (!design) throw designNotFound();
  return design;
}

async function siteLinksByDesign(
  models: Models,
  userId: string,
  designIds: string[],
): Promise<Map<string, DesignSiteLink[]>> {
  const byDesign = new Map<string, DesignSiteLink[]>(designIds.map((id) => [id, []]));
  if (designIds.length === 0) return byDesign;
  const sites = await models.PublishedSite.findAll({
    attributes: [...SITE_LINK_ATTRIBUTES],
    where: { userId, designId: { [Op.in]: designIds } },
    order: [['createdAt', 'ASC']],
  });
  for (const site of sites) if (site.designId) byDesign.get(site.designId)?.push(siteLink(site));
  return byDesign;
}

export function designService({ sequelize, models }: Pick<ApiDeps, 'sequelize' | 'models'>) {
  const write = userWrites(sequelize, models);
  const detailCache = userBodyCacheFor(sequelize, 'designs');

  return {
    /** The user's designs, most recently updated first; gridData and sizes only when asked (lists stay light). */
    async list(userId: string, options: DesignListOptions = {}): Promise<DesignListItem[]> {
      const designs = await models.Design.findAll({
        attributes: [
          ...SUMMARY_ATTRIBUTES,
          ...(options.includeGridData ? ['gridData'] : []),
          ...(options.includeSize ? [storedSizeAttribute(sequelize)] : []),
        ],
        where: { userId },
        order: [
          ['updatedAt', 'DESC'],
          ['createdAt', 'DESC'],
          ['id', 'ASC'],
        ],
      });
      const links = await siteLinksByDesign(
        models,
        userId,
        designs.map((design) => design.id),
      );
      return designs.map((design) => designListItem(design, links.get(design.id) ?? [], options));
    },

    /**
     * GET /designs/:id's body (a DesignDetail as JSON) and ETag, from this process's cache while fresh
     * (cache/userBodyCache.ts: dropped at once by the user's writes, here or, with Redis, on any instance).
     */
    async detail(userId: string, designId: string): Promise<CachedBody> {
      const found = await cachedBody(detailCache, `${userId}/${designId}`, async () => {
        const design = await models.Design.findOne({ where: { id: designId, userId } });
        if (!design) return null;
        const links = await siteLinksByDesign(models, userId, [design.id]);
        return cachedJson(designDetailBody(design, links.get(design.id) ?? []), userId);
      });
      if (!found) throw designNotFound();
      return found;
    },

    /** Creates a design; the 11th answers 403 design_limit, also under concurrent requests. */
    async create(userId: string, input: CreateDesignInput): Promise<DesignSummary> {
      const gridData = prepareGridData(input.gridData);
      return write(userId, async (transaction) => {
        const count = await models.Design.count({ where: { userId }, transaction });
        if (count >= MAX_DESIGNS_PER_USER) throw designLimitError();
        const design = await models.Design.create(
          { userId, title: input.title ?? UNTITLED, gridData },
          { transaction },
        );
        return designSummary(design);
      });
    },

    async update(userId: string, designId: string, input: UpdateDesignInput): Promise<DesignSummary> {
      const gridData = input.gridData === undefined ? undefined : prepareGridData(input.gridData);
      return write(userId, async (transaction) => {
        const design = await findOwnDesign(models, userId, designId, transaction);
        if (input.title !== undefined) design.title = input.title;
        if (gridData !== undefined) design.gridData = gridData;
        await design.save({ transaction });
        return designSummary(design);
      });
    },

    /** Deletes a design; its published sites stay online with designId null (sync re-links them). */
    async remove(userId: string, designId: string): Promise<void> {
      await write(userId, async (transaction) => {
        const design = await findOwnDesign(models, userId, designId, transaction);
        // The foreign key does this too (ON DELETE SET NULL); explicit so it holds without FK enforcement.
        await models.PublishedSite.update(
          { designId: null },
          { where: { designId: design.id }, transaction },
        );
        await design.destroy({ transaction });
      });
    },
  };
}

export type DesignService = ReturnType<typeof designService>;
