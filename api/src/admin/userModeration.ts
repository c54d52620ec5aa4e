import { QueryTypes } from 'sequelize';
import { userWrites } from '../designs/userWrites';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import { isAdminUser } from './adminRole';
import { recordAudit } from './audit';
import { ADMIN_PAGE_SIZE, containsPattern, isUuid, pageWindow, type Page } from './listQuery';
import type { AdminActor } from './requireAdmin';
import { rowBoolean, rowDate, rowDateRequired, rowNumber, rowText } from './rows';

/** A user as the admin's list shows it. */
export interface AdminUserView {
  id: string;
  email: string;
  name: string | null;
  createdAt: Date;
  /** When the user last signed in or got a token (recorded at most every 5 minutes); null: never since 0005. */
  lastActiveAt: Date | null;
  designCount: number;
  siteCount: number;
  disabled: boolean;
  /** By ADMIN_EMAILS or the admin-role command; a Clerk organization admin shows only in their own /admin/me. */
  admin: boolean;
}

type Deps = Pick<ApiDeps, 'sequelize' | 'models' | 'config'>;

const USER_COLUMNS =
  'SELECT u.id, u.email, u.full_name, u.created_at, u.last_active_at, u.disabled_at, u.is_admin, u.clerk_user_id, ' +
  '(SELECT COUNT(*) FROM designs d WHERE d.user_id = u.id) AS design_count, ' +
  '(SELECT COUNT(*) FROM published_sites s WHERE s.user_id = u.id) AS site_count FROM users u';

const SEARCH = "(u.email LIKE ? ESCAPE '!' OR u.full_name LIKE ? ESCAPE '!')";

function adminUserView(row: Record<string, unknown>, adminEmails: readonly string[]): AdminUserView {
  const email = String(row.email);
  const roleFields = { email, isAdmin: rowBoolean(row.is_admin), clerkUserId: rowText(row.clerk_user_id) };
  return {
    id: String(row.id),
    email,
    name: rowText(row.full_name),
    createdAt: rowDateRequired(row.created_at),
    lastActiveAt: rowDate(row.last_active_at),
    designCount: rowNumber(row.design_count),
    siteCount: rowNumber(row.site_count),
    disabled: rowDate(row.disabled_at) !== null,
    admin: isAdminUser(roleFields, undefined, adminEmails),
  };
}

/** GET /api/admin/users: newest accounts first; `q` matches e-mail or name. */
export async function searchUsers({ sequelize, config }: Deps, q: string | undefined, page: number) {
  const where = q ? SEARCH : '1 = 1';
  const params = q ? [containsPattern(q), containsPattern(q)] : [];
  const { limit, offset } = pageWindow(page);
  const rows = await sequelize.query<Record<string, unknown>>(
    `${USER_COLUMNS} WHERE ${where} ORDER BY u.created_at DESC, u.id ASC LIMIT ? OFFSET ?`,
    { replacements: [...params, limit, offset], type: QueryTypes.SELECT },
  );
  const [counted] = await sequelize.query<{ n: unknown }>(
    `SELECT COUNT(*) AS n FROM users u WHERE ${where}`,
    {
      replacements: params,
      type: QueryTypes.SELECT,
    },
  );
  const result: Page<AdminUserView> = {
    items: rows.map((row) => adminUserView(row, config.admin.adminEmails)),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: rowNumber(counted?.n),
  };
  return result;
}

async function adminUser({ sequelize, config }: Deps, userId: string): Promise<AdminUserView> {
  const [row] = await sequelize.query<Record<string, unknown>>(`${USER_COLUMNS} WHERE u.id = ?`, {
    replacements: [userId],
    type: QueryTypes.SELECT,
  });
  if (!row) throw userNotFound();
  return adminUserView(row, config.admin.adminEmails);
}

export const userNotFound = () => new ApiError(404, 'not_found', 'User not found');
export const CANNOT_DISABLE_SELF_MESSAGE = 'You cannot disable your own account.';

/** Runs `work` as one of the target user's writes (their row locked), or 404 for an unknown id. */
async function targetWrite(
  { sequelize, models }: Deps,
  userId: string,
  work: Parameters<ReturnType<typeof userWrites>>[1],
): Promise<void> {
  if (!isUuid(userId) || !(await models.User.findByPk(userId, { attributes: ['id'] }))) throw userNotFound();
  try {
    await userWrites(sequelize, models)(userId, work);
  } catch (err) {
    // userWrites answers a vanished user (deleted meanwhile) as a signed-out writer; here it is the target.
    if (err instanceof ApiError && err.status === 401) throw userNotFound();
    throw err;
  }
}

/**
 * POST /api/admin/users/:id/disable: the flag, and every session of the user deleted in the same transaction, so
 * each token they hold is refused at once on every instance (localStrategy checks the session per request; Clerk
 * tokens are checked against the flag: auth/accountStatus.ts). Sign-in is then refused with 403 account_disabled.
 */
export async function disableUser(deps: Deps, actor: AdminActor, userId: string): Promise<AdminUserView> {
  if (userId === actor.id) throw new ApiError(400, 'cannot_disable_self', CANNOT_DISABLE_SELF_MESSAGE);
  await targetWrite(deps, userId, async (transaction) => {
    const user = await deps.models.User.findByPk(userId, { transaction });
    if (!user) throw userNotFound();
    if (user.disabledAt) throw new ApiError(409, 'invalid_state', 'This account is already disabled.');
    await user.update({ disabledAt: new Date() }, { transaction, silent: true });
    await deps.models.Session.destroy({ where: { userId }, transaction });
    const audit = {
      action: 'user.disable',
      objectType: 'user',
      objectId: userId,
      detail: user.email,
    } as const;
    await recordAudit(deps.models, actor, audit, transaction);
  });
  return adminUser(deps, userId);
}

/** POST /api/admin/users/:id/enable: the user may sign in again (their old sessions stay gone). */
export async function enableUser(deps: Deps, actor: AdminActor, userId: string): Promise<AdminUserView> {
  await targetWrite(deps, userId, async (transaction) => {
    const user = await deps.models.User.findByPk(userId, { transaction });
    if (!user) throw userNotFound();
    if (!user.disabledAt) throw new ApiError(409, 'invalid_state', 'This account is not disabled.');
    await user.update({ disabledAt: null }, { transaction, silent: true });
    const audit = {
      action: 'user.enable',
      objectType: 'user',
      objectId: userId,
      detail: user.email,
    } as const;
    await recordAudit(deps.models, actor, audit, transaction);
  });
  return adminUser(deps, userId);
}
