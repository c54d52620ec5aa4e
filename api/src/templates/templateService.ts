import { QueryTypes } from 'sequelize';
import type { TemplateCategory } from '@bento/core';
import type { SubmissionState } from '../db/models/admin';
import { adminWrite } from '../admin/adminWrite';
import { recordAudit } from '../admin/audit';
import { isUuid, pageWindow } from '../admin/listQuery';
import type { AdminActor } from '../admin/requireAdmin';
import { rowNumber } from '../admin/rows';
import { prepareGridData, readGridData } from '../designs/gridDocument';
import { designNotFound } from '../designs/limits';
import { userWrites } from '../designs/userWrites';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import type { SubmissionInput } from './templateBodies';
import {
  adminSubmissionJson,
  listJson,
  ownSubmissionView,
  publicTemplateJson,
  type OwnSubmissionView,
} from './templateViews';

/** Submissions a user may have waiting for review at once. */
export const MAX_PENDING_SUBMISSIONS = 5;
export const PENDING_LIMIT_MESSAGE = `You already have ${MAX_PENDING_SUBMISSIONS} templates waiting for review. Please wait for a decision before submitting another.`;
export const ALREADY_SUBMITTED_MESSAGE = 'This design is already waiting for review.';
/** A user's own list shows this many, newest first. */
export const OWN_SUBMISSIONS_SHOWN = 100;
export const PUBLIC_PAGE_SIZE = 24;
/** Admin pages carry every document: smaller pages. */
export const ADMIN_TEMPLATES_PAGE_SIZE = 20;

type Deps = Pick<ApiDeps, 'sequelize' | 'models'>;

const submissionNotFound = () => new ApiError(404, 'not_found', 'Template submission not found');

/**
 * POST /api/templates/submissions: a copy of one of the user's designs, its document validated and sanitised
 * exactly as a publish stores it (prepareGridData), waiting for an admin. One of the user's writes, so the limit
 * of pending submissions holds under concurrent requests.
 */
export async function submitTemplate(
  { sequelize, models }: Deps,
  userId: string,
  input: SubmissionInput,
): Promise<OwnSubmissionView> {
  if (!isUuid(input.designId)) throw designNotFound();
  return userWrites(sequelize, models)(userId, async (transaction) => {
    const design = await models.Design.findOne({ where: { id: input.designId, userId }, transaction });
    if (!design) throw designNotFound();
    const pending = await models.TemplateSubmission.findAll({
      attributes: ['designId'],
      where: { userId, state: 'pending' },
      transaction,
    });
    if (pending.some((submission) => submission.designId === design.id))
      throw new ApiError(409, 'already_submitted', ALREADY_SUBMITTED_MESSAGE);
    if (pending.length >= MAX_PENDING_SUBMISSIONS)
      throw new ApiError(403, 'submission_limit', PENDING_LIMIT_MESSAGE);
    const submission = await models.TemplateSubmission.create(
      {
        userId,
        designId: design.id,
        title: input.title,
        category: input.category,
        description: input.description,
        gridData: await prepareGridData(readGridData(design.gridData)),
      },
      { transaction },
    );
    return ownSubmissionView(submission);
  });
}

/** GET /api/templates/submissions/mine: newest first, with their state. */
export async function ownSubmissions({ models }: Deps, userId: string): Promise<OwnSubmissionView[]> {
  const submissions = await models.TemplateSubmission.findAll({
    attributes: { exclude: ['gridData'] },
    where: { userId },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'ASC'],
    ],
    limit: OWN_SUBMISSIONS_SHOWN,
  });
  return submissions.map(ownSubmissionView);
}

/** GET /api/templates: approved templates, most recently approved first, as JSON text. */
export async function approvedTemplatesJson(
  { sequelize }: Deps,
  category: TemplateCategory | undefined,
  page: number,
): Promise<string> {
  const where = category ? "t.state = 'approved' AND t.category = ?" : "t.state = 'approved'";
  const params = category ? [category] : [];
  const { limit, offset } = pageWindow(page, PUBLIC_PAGE_SIZE);
  const rows = await sequelize.query<Record<string, unknown>>(
    'SELECT t.id, t.title, t.category, t.description, t.grid_data, t.reviewed_at, u.full_name AS author_name ' +
      `FROM template_submissions t JOIN users u ON u.id = t.user_id WHERE ${where} ` +
      'ORDER BY t.reviewed_at DESC, t.id ASC LIMIT ? OFFSET ?',
    { replacements: [...params, limit, offset], type: QueryTypes.SELECT },
  );
  const total = await countWhere(sequelize, where, params);
  return listJson(rows.map(publicTemplateJson), { page, pageSize: PUBLIC_PAGE_SIZE, total });
}

async function countWhere(sequelize: Deps['sequelize'], where: string, params: string[]): Promise<number> {
  const [counted] = await sequelize.query<{ n: unknown }>(
    `SELECT COUNT(*) AS n FROM template_submissions t WHERE ${where}`,
    { replacements: params, type: QueryTypes.SELECT },
  );
  return rowNumber(counted?.n);
}

const ADMIN_ROWS =
  'SELECT t.*, u.email AS author_email, u.full_name AS author_name, r.email AS reviewer_email ' +
  'FROM template_submissions t JOIN users u ON u.id = t.user_id LEFT JOIN users r ON r.id = t.reviewed_by_user_id';

/** GET /api/admin/templates?state=: newest submissions first, each with its document, as JSON text. */
export async function adminTemplatesJson({ sequelize }: Deps, state: SubmissionState, page: number) {
  const { limit, offset } = pageWindow(page, ADMIN_TEMPLATES_PAGE_SIZE);
  const rows = await sequelize.query<Record<string, unknown>>(
    `${ADMIN_ROWS} WHERE t.state = ? ORDER BY t.created_at DESC, t.id ASC LIMIT ? OFFSET ?`,
    { replacements: [state, limit, offset], type: QueryTypes.SELECT },
  );
  const total = await countWhere(sequelize, 't.state = ?', [state]);
  return listJson(rows.map(adminSubmissionJson), { page, pageSize: ADMIN_TEMPLATES_PAGE_SIZE, total });
}

async function adminTemplateJson({ sequelize }: Deps, id: string): Promise<string> {
  const [row] = await sequelize.query<Record<string, unknown>>(`${ADMIN_ROWS} WHERE t.id = ?`, {
    replacements: [id],
    type: QueryTypes.SELECT,
  });
  if (!row) throw submissionNotFound();
  return adminSubmissionJson(row);
}

/**
 * Approve (into the public gallery) or reject (out of it, with an optional reason for the author). Any state may
 * move to the other two; moving to the state it is in is a 409.
 */
async function review(
  deps: Deps,
  actor: AdminActor,
  id: string,
  decision: { state: 'approved' } | { state: 'rejected'; reason: string | null },
): Promise<string> {
  if (!isUuid(id)) throw submissionNotFound();
  await adminWrite(deps.sequelize, `template:${id}`, async (transaction) => {
    const submission = await deps.models.TemplateSubmission.findByPk(id, { transaction });
    if (!submission) throw submissionNotFound();
    if (submission.state === decision.state)
      throw new ApiError(409, 'invalid_state', `This template is already ${decision.state}.`);
    const rejectReason = decision.state === 'rejected' ? decision.reason : null;
    await submission.update(
      { state: decision.state, rejectReason, reviewedAt: new Date(), reviewedByUserId: actor.id },
      { transaction },
    );
    const approved = decision.state === 'approved';
    const audit = {
      action: approved ? 'template.approve' : 'template.reject',
      objectType: 'template',
      objectId: id,
      detail: rejectReason ? `${submission.title}: ${rejectReason}` : submission.title,
    } as const;
    await recordAudit(deps.models, actor, audit, transaction);
  });
  return adminTemplateJson(deps, id);
}

export const approveTemplate = (deps: Deps, actor: AdminActor, id: string) =>
  review(deps, actor, id, { state: 'approved' });

export const rejectTemplate = (deps: Deps, actor: AdminActor, id: string, reason: string | null) =>
  review(deps, actor, id, { state: 'rejected', reason });
