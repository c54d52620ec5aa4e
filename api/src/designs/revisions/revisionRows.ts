// The rows of a design's version history, written inside the user's write transaction (userWrites): one per
// document the design takes, one per other document a site gets from it, capped after each new row.
import type { Transaction } from 'sequelize';
import { serializedSize } from '@bento/core';
import type { DesignRecord, Models } from '../../db/models';
import type { RevisionReason } from '../../db/models/revisions';

/** The newest rows of a design always kept… */
export const KEPT_REVISIONS = 20;
/** …and, beyond them, this many of the newest rows whose document a site got. */
export const KEPT_PUBLISHED_REVISIONS = 20;

/** What ordering, the cap and the current row need of a row (no document). */
export interface RevisionStamp {
  id: string;
  revision: number;
  published: boolean;
  createdAt: Date;
}

/** Newest first. createdAt is strictly increasing per design (nextCreatedAt), so the order is total. */
export const NEWEST_FIRST: [string, string][] = [
  ['createdAt', 'DESC'],
  ['revision', 'DESC'],
];

/**
 * The row holding the design's document: the first recorded at the design's revision (later rows at the same
 * revision are documents a site got that the design never had). `rows` newest first.
 */
export function currentRowId(rows: readonly RevisionStamp[], designRevision: number): string | undefined {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    if (rows[index]!.revision === designRevision) return rows[index]!.id;
  }
  return undefined;
}

/** Ids the cap removes from `rows` (newest first); the current row always stays. */
export function revisionsPastCap(rows: readonly RevisionStamp[], currentId: string | undefined): string[] {
  const older = rows.slice(KEPT_REVISIONS);
  const keptPublished = new Set(
    older
      .filter((row) => row.published)
      .slice(0, KEPT_PUBLISHED_REVISIONS)
      .map((row) => row.id),
  );
  return older.filter((row) => !keptPublished.has(row.id) && row.id !== currentId).map((row) => row.id);
}

/** Now, or just after the newest row when the clock has not moved on (two saves in one millisecond). */
function nextCreatedAt(newest: RevisionStamp | undefined): Date {
  const now = Date.now();
  const after = newest ? newest.createdAt.getTime() + 1 : now;
  return new Date(Math.max(now, after));
}

async function stampsOf(models: Models, designId: string, transaction: Transaction) {
  const rows = await models.DesignRevision.findAll({
    attributes: ['id', 'revision', 'published', 'createdAt'],
    where: { designId },
    order: NEWEST_FIRST,
    transaction,
  });
  return rows.map(({ id, revision, published, createdAt }) => ({
    id,
    revision,
    published: Boolean(published),
    createdAt,
  }));
}

export interface RevisionOrigin {
  reason: RevisionReason;
  restoredFrom?: number;
  published?: boolean;
  /** The document, when it is not the design's own (a site's). */
  gridData?: string;
}

/** Adds a row at the design's revision (as just saved), then removes what the cap does not keep. */
export async function recordRevision(
  models: Models,
  design: DesignRecord,
  origin: RevisionOrigin,
  transaction: Transaction,
): Promise<void> {
  const rows = await stampsOf(models, design.id, transaction);
  const gridData = origin.gridData ?? design.gridData;
  const row = await models.DesignRevision.create(
    {
      designId: design.id,
      userId: design.userId,
      revision: design.revision,
      title: design.title,
      gridData,
      sizeBytes: serializedSize(gridData),
      published: origin.published ?? false,
      reason: origin.reason,
      restoredFrom: origin.restoredFrom ?? null,
      createdAt: nextCreatedAt(rows[0]),
    },
    { transaction },
  );
  const all = [
    { id: row.id, revision: row.revision, published: row.published, createdAt: row.createdAt },
    ...rows,
  ];
  const past = revisionsPastCap(all, currentRowId(all, design.revision));
  if (past.length > 0) await models.DesignRevision.destroy({ where: { id: past }, transaction });
}

/**
 * A site got `siteGridData` from the design (publish, republish, replace): the row of the design's revision with
 * that very document is marked published; when the site got another document, a published row of it is added.
 */
export async function markPublished(
  models: Models,
  design: DesignRecord,
  siteGridData: string,
  transaction: Transaction,
): Promise<void> {
  const sameSize = await models.DesignRevision.findAll({
    attributes: ['id', 'published', 'gridData'],
    where: { designId: design.id, revision: design.revision, sizeBytes: serializedSize(siteGridData) },
    transaction,
  });
  const same = sameSize.find((row) => row.gridData === siteGridData);
  if (!same) {
    await recordRevision(
      models,
      design,
      { reason: 'save', published: true, gridData: siteGridData },
      transaction,
    );
  } else if (!same.published) {
    await models.DesignRevision.update({ published: true }, { where: { id: same.id }, transaction });
  }
}
