import type { Transaction } from 'sequelize';
import type { Models } from '../db/models';
import type { AuditEntryRecord } from '../db/models/admin';
import { ADMIN_PAGE_SIZE, pageWindow, type Page } from './listQuery';
import type { AdminActor } from './requireAdmin';

// The audit log (issue 14 'Admin'): one row per admin action, written in the action's own transaction, so an
// action that fails leaves no row and one that succeeds always has one.

export const AUDIT_ACTIONS = [
  'site.takedown',
  'site.restore',
  'report.dismiss',
  'report.act',
  'template.approve',
  'template.reject',
  'user.disable',
  'user.enable',
  'role.grant',
  'role.revoke',
  'remote.activate',
  'remote.rollback',
  'remote.promote',
  'remote.canary-off',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditObjectType = 'site' | 'report' | 'template' | 'user' | 'remote';

export interface AuditInput {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  /** Short text (cut to 600 characters): what was done, e.g. the slug and the reason. */
  detail: string;
}

export interface AuditView {
  id: number;
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  objectType: string;
  objectId: string;
  detail: string;
  createdAt: Date;
}

const DETAIL_MAX = 600;

/** `actor` null: the admin-role command (no user). */
export async function recordAudit(
  models: Pick<Models, 'AuditEntry'>,
  actor: AdminActor | null,
  input: AuditInput,
  transaction: Transaction,
): Promise<void> {
  await models.AuditEntry.create(
    {
      actorUserId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      ...input,
      detail: input.detail.slice(0, DETAIL_MAX),
    },
    { transaction },
  );
}

function auditView(entry: AuditEntryRecord): AuditView {
  return {
    id: Number(entry.id),
    actorUserId: entry.actorUserId,
    actorEmail: entry.actorEmail,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    detail: entry.detail,
    createdAt: entry.createdAt,
  };
}

/** GET /api/admin/audit: newest first. */
export async function listAudit(models: Pick<Models, 'AuditEntry'>, page: number): Promise<Page<AuditView>> {
  const { rows, count } = await models.AuditEntry.findAndCountAll({
    order: [['id', 'DESC']],
    ...pageWindow(page),
  });
  return { items: rows.map(auditView), page, pageSize: ADMIN_PAGE_SIZE, total: count };
}
