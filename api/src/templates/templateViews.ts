import type { SubmissionState, TemplateSubmissionRecord } from '../db/models/admin';
import { rowDate, rowDateRequired, rowText } from '../admin/rows';

// The answers are assembled around the stored gridData text (always JSON written by prepareGridData), so a page
// of documents is never parsed and re-serialized to be sent (as the public site read does).

/** `{ …head, gridData }` as JSON text. */
export function withGridData(head: object, gridData: string): string {
  const json = JSON.stringify(head);
  return `${json.slice(0, -1)},"gridData":${gridData}}`;
}

/** `{ items: [...], page, pageSize, total }` (or without paging) as JSON text, from items already JSON. */
export function listJson(
  items: string[],
  paging?: { page: number; pageSize: number; total: number },
): string {
  const tail = paging ? `,"page":${paging.page},"pageSize":${paging.pageSize},"total":${paging.total}` : '';
  return `{"items":[${items.join(',')}]${tail}}`;
}

/** GET /api/templates: an approved community template (gridData added by withGridData). */
export function publicTemplateJson(row: Record<string, unknown>): string {
  const head = {
    id: String(row.id),
    title: String(row.title),
    category: String(row.category),
    description: rowText(row.description),
    authorName: rowText(row.author_name),
    approvedAt: rowDate(row.reviewed_at),
  };
  return withGridData(head, String(row.grid_data));
}

/** The author's own view of a submission: no document (they have the design). */
export interface OwnSubmissionView {
  id: string;
  designId: string | null;
  title: string;
  category: string;
  description: string | null;
  state: SubmissionState;
  /** Why an admin rejected it, when they said. */
  rejectReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
}

export function ownSubmissionView(submission: TemplateSubmissionRecord): OwnSubmissionView {
  return {
    id: submission.id,
    designId: submission.designId ?? null,
    title: submission.title,
    category: submission.category,
    description: submission.description ?? null,
    state: submission.state ?? 'pending',
    rejectReason: submission.rejectReason ?? null,
    createdAt: submission.createdAt,
    reviewedAt: submission.reviewedAt ?? null,
  };
}

/** GET /api/admin/templates: a submission with its author and document (gridData added by withGridData). */
export function adminSubmissionJson(row: Record<string, unknown>): string {
  const head = {
    id: String(row.id),
    title: String(row.title),
    category: String(row.category),
    description: rowText(row.description),
    state: String(row.state),
    rejectReason: rowText(row.reject_reason),
    designId: rowText(row.design_id),
    author: { id: String(row.user_id), email: String(row.author_email), name: rowText(row.author_name) },
    createdAt: rowDateRequired(row.created_at),
    reviewedAt: rowDate(row.reviewed_at),
    reviewedByEmail: rowText(row.reviewer_email),
  };
  return withGridData(head, String(row.grid_data));
}
