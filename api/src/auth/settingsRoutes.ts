import { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { Models } from '../db/models';
import type { Logger } from '../logger';
import { uploadStorageFor } from '../uploads/storage';
import { ApiError } from '../web/errors';
import type { AttemptStore } from './attemptStore';
import type { AuthRateLimits } from './authConfig';
import { EMAIL_MESSAGES, type EmailAddresses } from './emailAddresses';
import { mailOrigin } from './emailRoutes';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from './cookies';
import { authRateLimiter } from './rateLimit';
import { currentUser, requireUser } from './requireUser';
import { sessionIdOf } from './sessions';
import type { SignInThrottle } from './signInThrottle';
import { createAccountSettings } from './settingsService';
import {
  parseDeletion,
  parseEmailChange,
  parsePasswordChange,
  parseRename,
  SETTINGS_MESSAGES,
} from './settingsValidation';
import type { AuthStrategy } from './types';

export interface SettingsRoutesDeps {
  sequelize: Sequelize;
  models: Models;
  auth: AuthStrategy;
  rateLimit: AuthRateLimits;
  /** The throttle of password guesses sign-in uses: a password guessed here counts there too. */
  throttle: SignInThrottle;
  attempts?: AttemptStore;
  /** UPLOADS_DIR (null: files in the database), for the files of a deleted account. */
  uploadsDir: string | null;
  /** E-mail changes: a link to the new address. */
  emails: EmailAddresses;
  publicUrl: string | null;
  logger: Logger;
}

/**
 * Account settings of local accounts, for the signed-in user (a bearer token, like every other API route):
 * PATCH /account (name), POST /password, DELETE /account. Every password check is rate-limited per IP and counts
 * against the account's sign-in budget.
 */
export function accountSettingsRoutes(deps: SettingsRoutesDeps): Router {
  const { sequelize, models, auth, rateLimit, throttle, attempts } = deps;
  const settings = createAccountSettings({
    sequelize,
    models,
    storage: uploadStorageFor(deps.uploadsDir, models),
  });
  const perIp = (name: string) => authRateLimiter(rateLimit, attempts && { attempts, name });
  const signedIn = requireUser(auth);
  const router = Router();

  router.patch('/account', signedIn, async (req, res) => {
    const { fullName } = parseRename(req.body);
    res.json({ user: await settings.rename(currentUser(res).id, fullName) });
  });

  router.post('/password', perIp('password'), signedIn, async (req, res) => {
    const input = parsePasswordChange(req.body);
    const signedInAs = currentUser(res);
    const user = await settings.user(signedInAs.id);
    await throttle.consume(user.email, req.ip, res);
    await settings.checkPassword(user, input.currentPassword, SETTINGS_MESSAGES.wrongCurrentPassword);
    await throttle.succeeded(user.email, req.ip);
    // This browser stays signed in: the session its token was minted from, and its cookie's session.
    const cookie = readCookie(req, SESSION_COOKIE);
    const keep = [signedInAs.sessionId, cookie ? sessionIdOf(cookie) : undefined].filter(
      (id): id is string => typeof id === 'string',
    );
    res.json(await settings.changePassword(user, input, keep));
  });

  // The address changes only once the link mailed to the new one is opened (POST /local/email-change/confirm).
  router.post('/email', perIp('email-change'), signedIn, async (req, res) => {
    const input = parseEmailChange(req.body);
    const user = await settings.user(currentUser(res).id);
    await throttle.consume(user.email, req.ip, res);
    await settings.checkPassword(user, input.password, SETTINGS_MESSAGES.wrongPassword);
    await throttle.succeeded(user.email, req.ip);
    await deps.emails.requestChange(user, input.newEmail, mailOrigin(req, deps.publicUrl, deps.logger));
    res.status(202).json({ message: EMAIL_MESSAGES.changeSent(input.newEmail) });
  });

  router.delete('/account', perIp('delete-account'), signedIn, async (req, res) => {
    const input = parseDeletion(req.body);
    const user = await settings.user(currentUser(res).id);
    settings.checkConfirmation(user, input.confirm);
    await throttle.consume(user.email, req.ip, res);
    await settings.checkPassword(user, input.password, SETTINGS_MESSAGES.wrongPassword);
    await throttle.succeeded(user.email, req.ip);
    await settings.deleteAccount(user.id);
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  return router;
}

/** With Clerk the account lives at Clerk: these answer 404 with a message that says where to go. */
export const settingsManagedByClerk: RequestHandler = () => {
  throw new ApiError(404, 'managed_by_clerk', SETTINGS_MESSAGES.managedByClerk);
};

/** The paths accountSettingsRoutes answers, for the Clerk refusal. */
export const SETTINGS_PATHS = ['/account', '/password', '/email'];
