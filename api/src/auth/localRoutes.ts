import { Router } from 'express';
import { ApiError } from '../web/errors';
import type { AccessTokens } from './accessTokens';
import type { AccountService } from './accountService';
import type { RateLimitConfig } from './authConfig';
import { clearSessionCookie, readCookie, SESSION_COOKIE, setSessionCookie } from './cookies';
import { authRateLimiter } from './rateLimit';
import { AUTH_MESSAGES, parseSignIn, parseSignUp } from './validation';

/** Local accounts: sign-up, sign-in, sign-out, who-am-I and access tokens, all from the session cookie. */
export function localAccountRoutes({
  accounts,
  tokens,
  rateLimit,
}: {
  accounts: AccountService;
  tokens: AccessTokens;
  rateLimit: RateLimitConfig;
}): Router {
  const router = Router();

  router.post('/local/sign-up', authRateLimiter(rateLimit), async (req, res) => {
    const { user, session } = await accounts.signUp(parseSignUp(req.body));
    setSessionCookie(req, res, session.token);
    res.status(201).json({ user });
  });

  router.post('/local/sign-in', authRateLimiter(rateLimit), async (req, res) => {
    const { user, session } = await accounts.signIn(parseSignIn(req.body));
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
    const userId = await accounts.sessionUserId(cookie);
    const user = userId ? await accounts.userById(userId) : null;
    // A cookie that no longer opens a session is dropped, so the browser stops sending it.
    if (cookie !== null && !user) clearSessionCookie(req, res);
    res.json({ user });
  });

  router.get('/token', async (req, res) => {
    const userId = await accounts.sessionUserId(readCookie(req, SESSION_COOKIE));
    if (!userId) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.signedOut);
    res.json({ token: tokens.issue(userId) });
  });

  return router;
}
