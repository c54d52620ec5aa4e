import type { DesignRevisionRecord, RevisionReason } from '../../db/models/revisions';

/** An entry of GET /designs/:id/revisions (no document: the list stays light). */
export interface RevisionItem {
  id: string;
  revision: number;
  title: string;
  createdAt: Date;
  sizeBytes: number;
  published: boolean;
  reason: RevisionReason;
  restoredFrom: number | null;
  /** The row holding the design's current document. */
  current: boolean;
}

export const REVISION_ITEM_ATTRIBUTES = [
  'id',
  'revision',
  'title',
  'createdAt',
  'sizeBytes',
  'published',
  'reason',
  'restoredFrom',
] as const;

export function revisionItem(row: DesignRevisionRecord, current: boolean): RevisionItem {
  return {
    id: row.id,
    revision: row.revision,
    title: row.title,
    createdAt: row.createdAt,
    sizeBytes: Number(row.sizeBytes),
    published: Boolean(row.published),
    reason: row.reason,
    restoredFrom: row.restoredFrom ?? null,
    current,
  };
}

/** A RevisionItem plus its gridData as JSON, assembled around the stored text (never parsed to be sent). */
export function revisionDetailBody(row: DesignRevisionRecord, current: boolean): string {
  return `${JSON.stringify(revisionItem(row, current)).slice(0, -1)},"gridData":${row.gridData}}`;
}
