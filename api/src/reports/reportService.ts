import { ForeignKeyConstraintError, QueryTypes } from 'sequelize';
import type { ReportReason, ReportState, SiteReportRecord } from '../db/models/admin';
import { adminWrite } from '../admin/adminWrite';
import { recordAudit } from '../admin/audit';
import { ADMIN_PAGE_SIZE, isUuid, pageWindow, type Page } from '../admin/listQuery';
import type { AdminActor } from '../admin/requireAdmin';
import { rowBoolean, rowDate, rowDateRequired, rowNumber, rowText } from '../admin/rows';
import { closeOpenReports, ownerWrite, takeDownLocked } from '../admin/siteModeration';
import { siteNotFound } from '../designs/limits';
import type { ApiDeps } from '../deps';
import { isWellFormedSlug } from '../sites/slugRules';
import { SITE_TAKEN_DOWN_CODE, SITE_UNAVAILABLE_MESSAGE } from '../sites/takenDown';
import { ApiError } from '../web/errors';
import { REPORT_REASON_LABELS } from './reportBodies';

/** A report as the admin's queue shows it, with the site it is about. */
export interface AdminReportView {
  id: string;
  reason: ReportReason;
  reasonLabel: string;
  details: string | null;
  state: ReportState;
  createdAt: Date;
  reviewedAt: Date | null;
  /** The admin who dismissed or acted on it; null while open, or once that admin's account is gone. */
  reviewedByEmail: string | null;
  site: { id: string; slug: string; siteTitle: string; published: boolean; takenDown: boolean };
}

/** What a visitor gets back: no more than that the report was received. */
export interface ReportReceipt {
  id: string;
  reason: ReportReason;
  createdAt: Date;
}

type Deps = Pick<ApiDeps, 'sequelize' | 'models'>;

const reportNotFound = () => new ApiError(404, 'not_found', 'Report not found');
const alreadyReviewed = () => new ApiError(409, 'invalid_state', 'This report has already been reviewed.');

/** POST /api/published-sites/slug/:slug/reports: any visitor, about a published site. */
export async function createReport(
  { sequelize, models }: Deps,
  slug: string,
  input: { reason: ReportReason; details: string | null },
): Promise<ReportReceipt> {
  const site = isWellFormedSlug(slug)
    ? await models.PublishedSite.findOne({ attributes: ['id', 'published', 'takenDownAt'], where: { slug } })
    : null;
  if (site?.takenDownAt) throw new ApiError(451, SITE_TAKEN_DOWN_CODE, SITE_UNAVAILABLE_MESSAGE);
  if (!site?.published) throw siteNotFound();
  const report = await adminWrite(sequelize, `reports:${site.id}`, (transaction) =>
    models.SiteReport.create({ siteId: site.id, ...input }, { transaction }),
  ).catch((err: unknown) => {
    // Unpublished (deleted) between the lookup and the insert.
    if (err instanceof ForeignKeyConstraintError) throw siteNotFound();
    throw err;
  });
  return { id: report.id, reason: report.reason, createdAt: report.createdAt };
}

const REPORT_ROWS =
  'SELECT r.id, r.reason, r.details, r.state, r.created_at, r.reviewed_at, a.email AS reviewed_by_email, ' +
  's.id AS site_id, s.slug, s.site_title, s.published, s.taken_down_at FROM site_reports r ' +
  'JOIN published_sites s ON s.id = r.site_id LEFT JOIN users a ON a.id = r.reviewed_by_user_id';

function reportView(row: Record<string, unknown>): AdminReportView {
  const reason = String(row.reason) as ReportReason;
  return {
    id: String(row.id),
    reason,
    reasonLabel: REPORT_REASON_LABELS[reason] ?? reason,
    details: rowText(row.details),
    state: String(row.state) as ReportState,
    createdAt: rowDateRequired(row.created_at),
    reviewedAt: rowDate(row.reviewed_at),
    reviewedByEmail: rowText(row.reviewed_by_email),
    site: {
      id: String(row.site_id),
      slug: String(row.slug),
      siteTitle: String(row.site_title),
      published: rowBoolean(row.published),
      takenDown: rowDate(row.taken_down_at) !== null,
    },
  };
}

/** GET /api/admin/reports?state=: newest first. */
export async function listReports({ sequelize }: Deps, state: ReportState, page: number) {
  const { limit, offset } = pageWindow(page);
  const rows = await sequelize.query<Record<string, unknown>>(
    `${REPORT_ROWS} WHERE r.state = ? ORDER BY r.created_at DESC, r.id ASC LIMIT ? OFFSET ?`,
    { replacements: [state, limit, offset], type: QueryTypes.SELECT },
  );
  const [counted] = await sequelize.query<{ n: unknown }>(
    'SELECT COUNT(*) AS n FROM site_reports WHERE state = ?',
    {
      replacements: [state],
      type: QueryTypes.SELECT,
    },
  );
  const result: Page<AdminReportView> = {
    items: rows.map(reportView),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: rowNumber(counted?.n),
  };
  return result;
}

async function reportById({ sequelize }: Deps, id: string): Promise<AdminReportView> {
  const [row] = await sequelize.query<Record<string, unknown>>(`${REPORT_ROWS} WHERE r.id = ?`, {
    replacements: [id],
    type: QueryTypes.SELECT,
  });
  if (!row) throw reportNotFound();
  return reportView(row);
}

async function findReport(deps: Deps, id: string): Promise<SiteReportRecord> {
  const report = isUuid(id) ? await deps.models.SiteReport.findByPk(id) : null;
  if (!report) throw reportNotFound();
  return report;
}

/** POST /api/admin/reports/:id/dismiss: nothing wrong with the site. */
export async function dismissReport(deps: Deps, actor: AdminActor, id: string): Promise<AdminReportView> {
  const { siteId } = await findReport(deps, id);
  await adminWrite(deps.sequelize, `reports:${siteId}`, async (transaction) => {
    const report = await deps.models.SiteReport.findByPk(id, { transaction });
    if (!report) throw reportNotFound();
    if (report.state !== 'open') throw alreadyReviewed();
    await report.update(
      { state: 'dismissed', reviewedAt: new Date(), reviewedByUserId: actor.id },
      { transaction },
    );
    const detail = `${REPORT_REASON_LABELS[report.reason]} report dismissed`;
    await recordAudit(
      deps.models,
      actor,
      { action: 'report.dismiss', objectType: 'report', objectId: id, detail },
      transaction,
    );
  });
  return reportById(deps, id);
}

/**
 * POST /api/admin/reports/:id/act: takes the site down (the report's reason, or the admin's wording) unless it
 * already is, and marks every open report of that site actioned — one transaction, as one of the owner's writes.
 */
export async function actOnReport(
  deps: Deps,
  actor: AdminActor,
  id: string,
  reason: string | undefined,
): Promise<AdminReportView> {
  const { siteId } = await findReport(deps, id);
  await ownerWrite(deps, siteId, async (site, transaction) => {
    const report = await deps.models.SiteReport.findByPk(id, { transaction });
    if (!report) throw reportNotFound();
    if (report.state !== 'open') throw alreadyReviewed();
    const takedownReason = reason ?? REPORT_REASON_LABELS[report.reason];
    await takeDownLocked(deps.models, site, takedownReason, actor, transaction);
    const closed = await closeOpenReports(deps.models, siteId, actor, transaction);
    const detail = `${site.slug}: ${takedownReason} (${closed} open ${closed === 1 ? 'report' : 'reports'} closed)`;
    await recordAudit(
      deps.models,
      actor,
      { action: 'report.act', objectType: 'report', objectId: id, detail },
      transaction,
    );
  });
  return reportById(deps, id);
}
