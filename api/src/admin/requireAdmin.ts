import type { RequestHandler, Response } from 'express';
import { currentUser, requireUser } from '../auth/requireUser';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import { isAdminUser } from './adminRole';

/** The admin behind a request, as the audit log records them. */
export interface AdminActor {
  id: string;
  email: string;
}

export const NOT_AUTHORISED_MESSAGE = 'Not authorised';
const notAuthorised = () => new ApiError(403, 'forbidden', NOT_AUTHORISED_MESSAGE);

const ADMIN = Symbol('admin');
type WithAdmin = Response & { locals: { [ADMIN]?: AdminActor } };

/**
 * Every /api/admin route: 401 signed out (requireUser), 403 forbidden 'Not authorised' for anyone who is not an
 * admin (admin/adminRole.ts). One primary-key read of the user per request: a revoked role or removed
 * ADMIN_EMAILS entry counts at once.
 */
export function requireAdmin({ auth, models, config }: Pick<ApiDeps, 'auth' | 'models' | 'config'>) {
  const checkRole: RequestHandler = async (_req, res, next) => {
    const signedIn = currentUser(res);
    const user = await models.User.findByPk(signedIn.id, {
      attributes: ['id', 'email', 'isAdmin', 'clerkUserId'],
    });
    if (!user) throw new ApiError(401, 'unauthorized', 'You must be signed in to do that.');
    if (!isAdminUser(user, signedIn.orgRole, config.admin.adminEmails)) throw notAuthorised();
    (res as WithAdmin).locals[ADMIN] = { id: user.id, email: user.email };
    next();
  };
  return [requireUser(auth), checkRole];
}

/** The admin requireAdmin let through. */
export function currentAdmin(res: Response): AdminActor {
  const admin = (res as WithAdmin).locals[ADMIN];
  if (!admin) throw new Error('currentAdmin() used on a route without requireAdmin()');
  return admin;
}
