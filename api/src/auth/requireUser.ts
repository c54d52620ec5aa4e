import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../web/errors';
import type { AuthStrategy, AuthUser } from './types';

const USER = Symbol('authUser');
type WithUser = Response & { locals: { [USER]?: AuthUser } };

/** Rejects the request with 401 unless the strategy recognises its credentials. */
export function requireUser(strategy: AuthStrategy): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    strategy.authenticate(req).then(
      (user) => {
        if (!user) return next(new ApiError(401, 'unauthorized', 'You must be signed in to do that.'));
        (res as WithUser).locals[USER] = user;
        next();
      },
      (err: unknown) => next(err),
    );
  };
}

/** The user requireUser let through. Calling it on a route without requireUser is a programming error. */
export function currentUser(res: Response): AuthUser {
  const user = (res as WithUser).locals[USER];
  if (!user) throw new Error('currentUser() used on a route without requireUser()');
  return user;
}
