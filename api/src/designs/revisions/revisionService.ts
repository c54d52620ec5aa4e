// GET /designs/:id/revisions (the history), GET …/:revisionId (one document, for a preview) and POST
// …/:revisionId/restore (that document as a new revision, through the same write path as PATCH).
import type { Transaction } from 'sequelize';
import type { ApiDeps } from '../../deps';
import type { Models } from '../../db/models';
import { isUuid } from '../../admin/listQuery';
import { ApiError } from '../../web/errors';
import { designNotFound } from '../limits';
import { designWrites, saveDocument, type TaggedDetail } from './designWrite';
import { NEWEST_FIRST, currentRowId } from './revisionRows';
import {
  REVISION_ITEM_ATTRIBUTES,
  revisionDetailBody,
  revisionItem,
  type RevisionItem,
} from './revisionViews';
import type { IfMatch } from './revisionTag';

export const revisionNotFound = () => new ApiError(404, 'not_found', 'Revision not found');

/** The user's design (its id and revision only: no document is read), or 404 'Design not found'. */
async function ownDesignRevision(models: Models, userId: string, designId: string) {
  const design = await models.Design.findOne({
    attributes: ['id', 'revision'],
    where: { id: designId, userId },
  });
  if (!design) throw designNotFound();
  return design;
}

/** A row of the design's history, or 404 'Revision not found'. */
async function findRevision(models: Models, designId: string, revisionId: string, transaction?: Transaction) {
  const row = isUuid(revisionId)
    ? await models.DesignRevision.findOne({ where: { id: revisionId, designId }, transaction })
    : null;
  if (!row) throw revisionNotFound();
  return row;
}

/** The id of the row holding the design's current document. */
async function currentIdOf(models: Models, design: { id: string; revision: number }) {
  const rows = await models.DesignRevision.findAll({
    attributes: ['id', 'revision', 'published', 'createdAt'],
    where: { designId: design.id, revision: design.revision },
    order: NEWEST_FIRST,
  });
  return currentRowId(rows, design.revision);
}

export function revisionService({ sequelize, models }: Pick<ApiDeps, 'sequelize' | 'models'>) {
  const writeDesign = designWrites(sequelize, models);

  return {
    /** Newest first: at most 20, plus older ones a site got (revisionRows.ts). */
    async list(userId: string, designId: string): Promise<RevisionItem[]> {
      const design = await ownDesignRevision(models, userId, designId);
      const rows = await models.DesignRevision.findAll({
        attributes: [...REVISION_ITEM_ATTRIBUTES],
        where: { designId: design.id },
        order: NEWEST_FIRST,
      });
      const current = currentRowId(rows, design.revision);
      return rows.map((row) => revisionItem(row, row.id === current));
    },

    /** One row with its gridData, as JSON text. */
    async detail(userId: string, designId: string, revisionId: string): Promise<string> {
      const design = await ownDesignRevision(models, userId, designId);
      const row = await findRevision(models, design.id, revisionId);
      return revisionDetailBody(row, row.id === (await currentIdOf(models, design)));
    },

    /** The row's document becomes the design's as a new revision ('restore', restoredFrom its number). */
    async restore(
      userId: string,
      designId: string,
      revisionId: string,
      ifMatch?: IfMatch,
    ): Promise<TaggedDetail> {
      const { detail } = await writeDesign(userId, designId, ifMatch, {
        find: (design, transaction) => findRevision(models, design.id, revisionId, transaction),
        apply: (design, row, transaction) =>
          saveDocument(
            models,
            design,
            row.gridData,
            { reason: 'restore', restoredFrom: row.revision },
            transaction,
          ),
      });
      return detail;
    },
  };
}
