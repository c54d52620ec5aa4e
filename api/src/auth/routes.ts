import { Router, type RequestHandler } from 'express';
import type { ApiDeps } from '../routes';
import { ApiError } from '../web/errors';
import { createAccessTokens } from './accessTokens';
import { createAccountService } from './accountService';
import { DEFAULT_SIGN_IN_URL, DEFAULT_SIGN_UP_URL } from './authConfig';
import { localAccountRoutes } from './localRoutes';

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

const localAccountsOff: RequestHandler = () => {
  throw new ApiError(
    404,
    'local_accounts_disabled',
    'Local accounts are turned off: this server signs in with Clerk.',
  );
};

/** Everything under /api/auth. Which routes exist depends on the configured strategy (local or Clerk). */
export function authRoutes({ models, auth, config, attempts }: ApiDeps): Router {
  const accounts = createAccountService({ models });
  const { clerk } = config;
  const urls = clerk
    ? { signIn: clerk.signInUrl, signUp: clerk.signUpUrl }
    : { signIn: DEFAULT_SIGN_IN_URL, signUp: DEFAULT_SIGN_UP_URL };

  const router = Router();
  router.use(noStore);
  router.get('/config', (_req, res) => {
    res.json(clerk ? { strategy: 'clerk', publishableKey: clerk.publishableKey } : { strategy: 'local' });
  });
  router.get('/sign-in-url', (_req, res) => {
    res.json({ url: urls.signIn });
  });
  router.get('/auth-urls', (_req, res) => {
    res.json(urls);
  });

  if (!clerk) {
    const tokens = createAccessTokens(config.authSecret);
    router.use(localAccountRoutes({ accounts, tokens, rateLimit: config.authRateLimit, attempts }));
    return router;
  }

  // With Clerk, who-am-I reads the Clerk session token; sign-in, sign-up and tokens belong to Clerk.
  router.get('/session', async (req, res) => {
    const signedIn = await auth.authenticate(req);
    res.json({ user: signedIn ? await accounts.userById(signedIn.id) : null });
  });
  router.use(['/local', '/token'], localAccountsOff);
  return router;
}
