import type { ProjectionAlias, Sequelize, Transaction } from 'sequelize';
import { cachedBody, cachedJson, userBodyCacheFor, type CachedBody } from '../cache/userBodyCache';
import type { ApiDeps } from '../deps';
import type { DesignRecord, Models } from '../db/models';
import { detailBodyOf, siteLinksByDesign } from './designDetail';
import { prepareGridData } from './gridDocument';
import { MAX_DESIGNS_PER_USER, designLimitError, designNotFound } from './limits';
import { designWrites, saveDocument, type TaggedDetail } from './revisions/designWrite';
import { recordRevision } from './revisions/revisionRows';
import { revisionEtag, type IfMatch } from './revisions/revisionTag';
import { userWrites } from './userWrites';
import {
  designListItem,
  designSummary,
  type DesignListItem,
  type DesignListOptions,
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

/** What POST and PATCH /designs answer: the summary and the document's revision. */
export interface DesignSaved extends DesignSummary {
  revision: number;
}

const designSaved = (design: DesignRecord): DesignSaved => ({
  ...designSummary(design),
  revision: design.revision,
});

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

/** `revisionsSizeBytes`: the bytes of the design's version history, summed by the database. */
function revisionsSizeAttribute(sequelize: Sequelize): ProjectionAlias {
  const q = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  const sum =
    `(SELECT COALESCE(SUM(r.${q('size_bytes')}), 0) FROM ${q('design_revisions')} AS r ` +
    `WHERE r.${q('design_id')} = ${q('Design')}.${q('id')})`;
  return [sequelize.literal(sum), 'revisionsSizeBytes'];
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

export function designService({ sequelize, models }: Pick<ApiDeps, 'sequelize' | 'models'>) {
  const write = userWrites(sequelize, models);
  const writeDesign = designWrites(sequelize, models);
  const detailCache = userBodyCacheFor(sequelize, 'designs');

  return {
    /** The user's designs, most recently updated first; gridData and sizes only when asked (lists stay light). */
    async list(userId: string, options: DesignListOptions = {}): Promise<DesignListItem[]> {
      const designs = await models.Design.findAll({
        attributes: [
          ...SUMMARY_ATTRIBUTES,
          ...(options.includeGridData ? ['gridData'] : []),
          ...(options.includeSize ? [storedSizeAttribute(sequelize), revisionsSizeAttribute(sequelize)] : []),
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
        const cached = cachedJson(await detailBodyOf(models, design), userId);
        return { ...cached, etag: revisionEtag(design.revision, cached.etag) };
      });
      if (!found) throw designNotFound();
      return found;
    },

    /** Creates a design at revision 1; the 11th answers 403 design_limit, also under concurrent requests. */
    async create(userId: string, input: CreateDesignInput): Promise<DesignSaved> {
      const gridData = await prepareGridData(input.gridData);
      return write(userId, async (transaction) => {
        const count = await models.Design.count({ where: { userId }, transaction });
        if (count >= MAX_DESIGNS_PER_USER) throw designLimitError();
        const design = await models.Design.create(
          { userId, title: input.title ?? UNTITLED, gridData },
          { transaction },
        );
        await recordRevision(models, design, { reason: 'create' }, transaction);
        return designSaved(design);
      });
    },

    /**
     * A gridData that differs from the stored text is a new revision (recorded in the history); a title alone is
     * not. With If-Match, a design at another revision answers 412 and nothing is written.
     */
    async update(
      userId: string,
      designId: string,
      input: UpdateDesignInput,
      ifMatch?: IfMatch,
    ): Promise<{ saved: DesignSaved; detail: TaggedDetail }> {
      const gridData = input.gridData === undefined ? undefined : await prepareGridData(input.gridData);
      const { design, detail } = await writeDesign(userId, designId, ifMatch, {
        find: async () => undefined,
        apply: async (design, _found, transaction) => {
          if (input.title !== undefined) design.title = input.title;
          if (gridData !== undefined && gridData !== design.gridData) {
            await saveDocument(models, design, gridData, { reason: 'save' }, transaction);
          } else {
            await design.save({ transaction });
          }
        },
      });
      return { saved: designSaved(design), detail };
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
        // Its history too (ON DELETE CASCADE does the same; explicit for the same reason).
        await models.DesignRevision.destroy({ where: { designId: design.id }, transaction });
        await design.destroy({ transaction });
      });
    },
  };
}

export type DesignService = ReturnType<typeof designService>;
