import type { UserRecord } from '../db/models';

/** Clerk's organization role that makes a member an admin here (the session token's org role claim). */
export const ORG_ADMIN_ROLE = 'org:admin';

export type AdminRoleUser = Pick<UserRecord, 'email' | 'isAdmin' | 'clerkUserId'>;

/**
 * Who is an admin (issue 14 'Admin'):
 * - a Clerk user whose active organization role is `org:admin` (known from their own token only);
 * - a local account whose e-mail is in ADMIN_EMAILS (case-insensitive). Not a Clerk user's: their e-mail comes
 *   from a token claim, and Clerk's own role says who administers;
 * - any account the admin-role command granted the role to (users.is_admin).
 */
export function isAdminUser(
  user: AdminRoleUser,
  orgRole: string | undefined,
  adminEmails: readonly string[],
): boolean {
  if (orgRole === ORG_ADMIN_ROLE || Boolean(user.isAdmin)) return true;
  return !user.clerkUserId && adminEmails.includes(user.email.toLowerCase());
}
