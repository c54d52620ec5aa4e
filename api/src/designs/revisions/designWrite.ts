// The one write path of a design's document (PATCH /designs/:id and restore): in the user's write transaction
// (userWrites: serialised per user, the user's row locked on MySQL), the design row read locked, If-Match checked
// against its revision, the change applied, and the answer's body read in the same transaction.
import type { Sequelize, Transaction } from 'sequelize';
import type { DesignRecord, Models } from '../../db/models';
import { bodyEtag } from '../../web/encodedBody';
import { detailBodyOf } from '../designDetail';
import { assertDesignSize } from '../gridText';
import { designNotFound } from '../limits';
import { userWrites } from '../userWrites';
import { recordRevision, type RevisionOrigin } from './revisionRows';
import { ifMatchAllows, revisionConflict, revisionEtag, type IfMatch } from './revisionTag';

/**
 * The design's document becomes `gridData` as a new revision, recorded in its history (title changes made on
 * `design` before the call are saved with it). Refused over 10 MB, like any save.
 */
export async function saveDocument(
  models: Models,
  design: DesignRecord,
  gridData: string,
  origin: Pick<RevisionOrigin, 'reason' | 'restoredFrom'>,
  transaction: Transaction,
): Promise<void> {
  assertDesignSize(gridData);
  design.gridData = gridData;
  design.revision += 1;
  await design.save({ transaction });
  await recordRevision(models, design, origin, transaction);
}

/** GET /designs/:id's body for the design as written, and its ETag ("r<revision>-<hash>"). */
export interface TaggedDetail {
  body: string;
  etag: string;
}

export function tagged(design: Pick<DesignRecord, 'revision'>, body: string): TaggedDetail {
  return { body, etag: revisionEtag(design.revision, bodyEtag(body)) };
}

export interface DesignChange<Found> {
  /** Reads what the change needs; its 404s come before a 412 (RFC 9110 §13.2.1). */
  find(design: DesignRecord, transaction: Transaction): Promise<Found>;
  apply(design: DesignRecord, found: Found, transaction: Transaction): Promise<void>;
}

export interface DesignWritten {
  design: DesignRecord;
  detail: TaggedDetail;
}

export function designWrites(sequelize: Sequelize, models: Models) {
  const write = userWrites(sequelize, models);

  /** 404 'Design not found', then 412 revision_conflict when If-Match names another revision; else the change. */
  return async function writeDesign<Found>(
    userId: string,
    designId: string,
    ifMatch: IfMatch | undefined,
    change: DesignChange<Found>,
  ): Promise<DesignWritten> {
    const { design, body } = await write(userId, async (transaction) => {
      const design = await models.Design.findOne({
        where: { id: designId, userId },
        lock: transaction.LOCK.UPDATE,
        transaction,
      });
      if (!design) throw designNotFound();
      const found = await change.find(design, transaction);
      if (ifMatch !== undefined && !ifMatchAllows(ifMatch, design.revision)) {
        const { etag } = tagged(design, await detailBodyOf(models, design, transaction));
        throw revisionConflict({ revision: design.revision, updatedAt: design.updatedAt, etag });
      }
      await change.apply(design, found, transaction);
      return { design, body: await detailBodyOf(models, design, transaction) };
    });
    // Hashed once the user's lock is released: a 10 MB body takes a few tens of milliseconds.
    return { design, detail: tagged(design, body) };
  };
}
