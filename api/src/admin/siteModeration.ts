import { QueryTypes, type Transaction } from 'sequelize';
import type { Models, PublishedSiteRecord } from '../db/models';
import { siteNotFound } from '../designs/limits';
import { userWrites } from '../designs/userWrites';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import { recordAudit } from './audit';
import { ADMIN_PAGE_SIZE, containsPattern, isUuid, pageWindow, type Page } from './listQuery';
import type { AdminActor } from './requireAdmin';
import { rowBoolean, rowDate, rowDateRequired, rowNumber, rowText } from './rows';

/** A published site as the admin's list shows it (every site row, published or hidden). */
export interface AdminSiteView {
  id: string;
  slug: string;
  siteTitle: string;
  ownerId: string;
  ownerEmail: string;
  published: boolean;
  /** UTF-8 bytes of the stored document. */
  sizeBytes: number;
  /** Every report of the site, and those still open. */
  reportCount: number;
  openReportCount: number;
  takenDown: boolean;
  takedownReason: string | null;
  takenDownAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const TAKEDOWN_REASON_MAX = 500;

type Deps = Pick<ApiDeps, 'sequelize' | 'models'>;

function siteRowsSql(dialect: string, where: string, paged: boolean): string {
  const size = dialect === 'sqlite' ? 'LENGTH(CAST(s.grid_data AS BLOB))' : 'LENGTH(s.grid_data)';
  return (
    'SELECT s.id, s.slug, s.site_title, s.user_id, u.email AS owner_email, s.published, s.taken_down_at, ' +
    `s.takedown_reason, s.created_at, s.updated_at, ${size} AS size_bytes, ` +
    '(SELECT COUNT(*) FROM site_reports r WHERE r.site_id = s.id) AS report_count, ' +
    "(SELECT COUNT(*) FROM site_reports r WHERE r.site_id = s.id AND r.state = 'open') AS open_report_count " +
    `FROM published_sites s JOIN users u ON u.id = s.user_id WHERE ${where} ` +
    `ORDER BY s.updated_at DESC, s.id ASC${paged ? ' LIMIT ? OFFSET ?' : ''}`
  );
}

function adminSiteView(row: Record<string, unknown>): AdminSiteView {
  const takenDownAt = rowDate(row.taken_down_at);
  return {
    id: String(row.id),
    slug: String(row.slug),
    siteTitle: String(row.site_title),
    ownerId: String(row.user_id),
    ownerEmail: String(row.owner_email),
    published: rowBoolean(row.published),
    sizeBytes: rowNumber(row.size_bytes),
    reportCount: rowNumber(row.report_count),
    openReportCount: rowNumber(row.open_report_count),
    takenDown: takenDownAt !== null,
    takedownReason: rowText(row.takedown_reason),
    takenDownAt,
    createdAt: rowDateRequired(row.created_at),
    updatedAt: rowDateRequired(row.updated_at),
  };
}

const SEARCH = "(s.slug LIKE ? ESCAPE '!' OR s.site_title LIKE ? ESCAPE '!' OR u.email LIKE ? ESCAPE '!')";

/** GET /api/admin/sites: every site, most recently updated first; `q` matches slug, title or owner e-mail. */
export async function searchSites({ sequelize }: Deps, q: string | undefined, page: number) {
  const where = q ? SEARCH : '1 = 1';
  const params = q ? [containsPattern(q), containsPattern(q), containsPattern(q)] : [];
  const { limit, offset } = pageWindow(page);
  const rows = await sequelize.query<Record<string, unknown>>(
    siteRowsSql(sequelize.getDialect(), where, true),
    { replacements: [...params, limit, offset], type: QueryTypes.SELECT },
  );
  const [counted] = await sequelize.query<{ n: unknown }>(
    `SELECT COUNT(*) AS n FROM published_sites s JOIN users u ON u.id = s.user_id WHERE ${where}`,
    { replacements: params, type: QueryTypes.SELECT },
  );
  const result: Page<AdminSiteView> = {
    items: rows.map(adminSiteView),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: rowNumber(counted?.n),
  };
  return result;
}

async function adminSite({ sequelize }: Deps, siteId: string): Promise<AdminSiteView> {
  const [row] = await sequelize.query<Record<string, unknown>>(
    siteRowsSql(sequelize.getDialect(), 's.id = ?', false),
    { replacements: [siteId], type: QueryTypes.SELECT },
  );
  if (!row) throw siteNotFound();
  return adminSiteView(row);
}

const alreadyTakenDown = () => new ApiError(409, 'invalid_state', 'This site is already taken down.');
const notTakenDown = () => new ApiError(409, 'invalid_state', 'This site is not taken down.');

/**
 * Takes a site down inside the caller's transaction (one of the owner's writes: see ownerWrite), with its audit
 * row. Answers false when it already was.
 */
export async function takeDownLocked(
  models: Models,
  site: PublishedSiteRecord,
  reason: string,
  actor: AdminActor,
  transaction: Transaction,
): Promise<boolean> {
  if (site.takenDownAt) return false;
  site.takenDownAt = new Date();
  site.takedownReason = reason;
  // The public ETag stays with the body; only the owner's views change, so updatedAt does not move.
  await site.save({ transaction, silent: true });
  const detail = `${site.slug}: ${reason}`;
  await recordAudit(
    models,
    actor,
    { action: 'site.takedown', objectType: 'site', objectId: site.id, detail },
    transaction,
  );
  return true;
}

/**
 * Runs `work` on a site as one of its owner's writes: the owner's row is locked, and once it settles every
 * instance drops its cached copies of the owner's pages (designs/userWrites.ts, cluster/userWriteBroadcast.ts), so
 * GET /{slug} answers the new state at once, as after an unpublish.
 */
export async function ownerWrite<T>(
  { sequelize, models }: Deps,
  siteId: string,
  work: (site: PublishedSiteRecord, transaction: Transaction) => Promise<T>,
): Promise<T> {
  if (!isUuid(siteId)) throw siteNotFound();
  const owner = await models.PublishedSite.findByPk(siteId, { attributes: ['id', 'userId'] });
  if (!owner) throw siteNotFound();
  return userWrites(sequelize, models)(owner.userId, async (transaction) => {
    const site = await models.PublishedSite.findOne({ where: { id: siteId }, transaction });
    if (!site) throw siteNotFound();
    return work(site, transaction);
  });
}

/** Marks every open report of a site actioned (the site is down: nothing is left to act on); answers how many. */
export async function closeOpenReports(
  models: Models,
  siteId: string,
  actor: AdminActor,
  transaction: Transaction,
): Promise<number> {
  const [closed] = await models.SiteReport.update(
    { state: 'actioned', reviewedAt: new Date(), reviewedByUserId: actor.id },
    { where: { siteId, state: 'open' }, transaction },
  );
  return closed;
}

/** POST /api/admin/sites/:id/takedown: its open reports are closed with it (actioned). */
export async function takeDownSite(deps: Deps, actor: AdminActor, siteId: string, reason: string) {
  await ownerWrite(deps, siteId, async (site, transaction) => {
    if (!(await takeDownLocked(deps.models, site, reason, actor, transaction))) throw alreadyTakenDown();
    await closeOpenReports(deps.models, site.id, actor, transaction);
  });
  return adminSite(deps, siteId);
}

/** POST /api/admin/sites/:id/restore: public again (if its owner had it published), and the owner may change it. */
export async function restoreSite(deps: Deps, actor: AdminActor, siteId: string) {
  await ownerWrite(deps, siteId, async (site, transaction) => {
    if (!site.takenDownAt) throw notTakenDown();
    site.takenDownAt = null;
    site.takedownReason = null;
    await site.save({ transaction, silent: true });
    const audit = {
      action: 'site.restore',
      objectType: 'site',
      objectId: site.id,
      detail: site.slug,
    } as const;
    await recordAudit(deps.models, actor, audit, transaction);
  });
  return adminSite(deps, siteId);
}
