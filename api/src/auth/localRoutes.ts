import { Router, type Request } from 'express';
import type { Models } from '../db/models';
import { ApiError } from '../web/errors';
import type { AccessTokens } from './accessTokens';
import { assertActiveAccount } from './accountStatus';
import type { AccountService } from './accountService';
import type { AttemptStore } from './attemptStore';
import type { AuthRateLimits } from './authConfig';
import { clearSessionCookie, readCookie, SESSION_COOKIE, setSessionCookie } from './cookies';
import { checkNewPassword } from './passwordPolicy';
import { authRateLimiter } from './rateLimit';
import { createSignInThrottle, type SignInThrottle } from './signInThrottle';
import { AUTH_MESSAGES, parseSignIn, parseSignUp } from './validation';

/** Local accounts: sign-up, sign-in, sign-out, who-am-I and access tokens, all from the session cookie. */
export function localAccountRoutes({
  accounts,
  tokens,
  rateLimit,
  attempts,
  models,
  throttle = createSignInThrottle(rateLimit.throttle, attempts),
  onSignedUp = () => undefined,
}: {
  accounts: AccountService;
  /** Disabled accounts (403 account_disabled) and last activity: auth/accountStatus.ts. */
  models: Pick<Models, 'User'>;
  tokens: AccessTokens;
  rateLimit: AuthRateLimits;
  /** Where sign-in and sign-up attempts are counted (per account and IP, per IP); in memory (per app) unless given. */
  attempts?: AttemptStore;
  /** Password guesses per account and IP; shared with the account settings routes, which check passwords too. */
  throttle?: SignInThrottle;
  /** After a sign-up is answered: the verification mail is sent from here. */
  onSignedUp?: (userId: string, req: Request) => void;
}): Router {
  const router = Router();

  const perIp = (name: string) => authRateLimiter(rateLimit, attempts && { attempts, name });

  router.post('/local/sign-up', perIp('sign-up'), async (req, res) => {
    const input = parseSignUp(req.body);
    await checkNewPassword(input);
    const { user, session } = await accounts.signUp(input);
    setSessionCookie(req, res, session.token);
    res.status(201).json({ user });
    onSignedUp(user.id, req);
  });

  router.post('/local/sign-in', perIp('sign-in'), async (req, res) => {
    const input = parseSignIn(req.body);
    // Counted before the password is checked; past the budget even the right password gets 429.
    await throttle.consume(input.email, req.ip, res);
    const { user, session } = await accounts.signIn(input);
    // Checked once the session exists: an admin's disable that commits later deletes it with the others.
    try {
      await assertActiveAccount(models, user.id);
    } catch (err) {
      await accounts.signOut(session.token);
      throw err;
    }
    await throttle.succeeded(input.email, req.ip);
    setSessionCookie(req, res, session.token);
    res.json({ user });
  });

  router.post('/local/sign-out', async (req, res) => {
    await accounts.signOut(readCookie(req, SESSION_COOKIE));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.get('/session', async (req, res) => {
    const cookie = readCookie(req, SESSION_COOKIE);
    const session = await accounts.session(cookie);
    const user = session ? await accounts.userById(session.userId) : null;
    // A cookie that no longer opens a session is dropped, so the browser stops sending it.
    if (cookie !== null && !user) clearSessionCookie(req, res);
    res.json({ user });
  });

  router.get('/token', async (req, res) => {
    const session = await accounts.session(readCookie(req, SESSION_COOKIE));
    if (!session) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.signedOut);
    await assertActiveAccount(models, session.userId);
    // Whose token it is: a tab that still shows another account (the cookie changed in another tab) must not use it.
    const token = await tokens.issue({ userId: session.userId, sessionId: session.id });
    res.json({ token, userId: session.userId });
  });

  return router;
}
