import type { Sequelize } from 'sequelize';
import { selectRows, sqlDate } from '../db/driverRead';
import { databaseOf, serializedWrite } from '../db/writeLock';
import type { Models } from '../db/models';
import { ApiError } from '../web/errors';
import type { AuthStrategy } from './types';

/**
 * Disabled accounts and last activity (issue 14 'Admin'). An admin's disable deletes the user's sessions, so every
 * local token they hold is refused at once on every instance (the per-request session check, the same mechanism as
 * sign-out); sign-in and token minting check the flag here, and Clerk users are checked on every request
 * (refuseDisabledAccounts).
 */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been disabled. Contact support if you think this is a mistake.';

export const accountDisabledError = () => new ApiError(403, 'account_disabled', ACCOUNT_DISABLED_MESSAGE);

/** users.last_active_at moves at most this often per user: one small write per user per few minutes. */
export const ACTIVITY_INTERVAL_MS = 5 * 60_000;

interface AccountState {
  exists: boolean;
  disabled: boolean;
  /** last_active_at is older than ACTIVITY_INTERVAL_MS (or unset). */
  stale: boolean;
}

async function accountState(sequelize: Sequelize, userId: string, now: Date): Promise<AccountState> {
  // One primary-key read on the driver's connection (db/driverRead.ts); the comparison is made by the database, so
  // no stored date is parsed here.
  const [row] = await selectRows(
    sequelize,
    'SELECT CASE WHEN disabled_at IS NULL THEN 0 ELSE 1 END AS disabled, ' +
      'CASE WHEN last_active_at IS NULL OR last_active_at < ? THEN 1 ELSE 0 END AS stale FROM users WHERE id = ?',
    [sqlDate(sequelize, new Date(now.getTime() - ACTIVITY_INTERVAL_MS)), userId],
  );
  if (!row) return { exists: false, disabled: false, stale: false };
  return { exists: true, disabled: Number(row.disabled) === 1, stale: Number(row.stale) === 1 };
}

async function recordActivity(models: Pick<Models, 'User'>, userId: string, now: Date): Promise<void> {
  const sequelize = databaseOf(models.User);
  await serializedWrite(sequelize, `activity:${userId}`, () =>
    models.User.update({ lastActiveAt: now }, { where: { id: userId }, silent: true }),
  );
}

/**
 * Whether the user may act: false for a disabled or deleted account. When it may, last_active_at is moved to
 * `now` if it is older than ACTIVITY_INTERVAL_MS.
 */
export async function checkActiveAccount(
  models: Pick<Models, 'User'>,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const state = await accountState(databaseOf(models.User), userId, now);
  if (!state.exists || state.disabled) return false;
  if (state.stale) await recordActivity(models, userId, now);
  return true;
}

/** Like checkActiveAccount, but a disabled account is a 403 account_disabled (sign-in, token minting). */
export async function assertActiveAccount(
  models: Pick<Models, 'User'>,
  userId: string,
  now = new Date(),
): Promise<void> {
  const state = await accountState(databaseOf(models.User), userId, now);
  if (state.disabled) throw accountDisabledError();
  if (state.exists && state.stale) await recordActivity(models, userId, now);
}

/**
 * For strategies without our sessions (Clerk): the credentials of a disabled account are refused like invalid
 * ones, on every request (one primary-key read), and activity is recorded as for local tokens.
 */
export function refuseDisabledAccounts(strategy: AuthStrategy, models: Pick<Models, 'User'>): AuthStrategy {
  return {
    name: strategy.name,
    async authenticate(req) {
      const user = await strategy.authenticate(req);
      return user && (await checkActiveAccount(models, user.id)) ? user : null;
    },
  };
}
