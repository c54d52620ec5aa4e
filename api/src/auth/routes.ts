import { Router, type RequestHandler } from 'express';
import type { ApiDeps } from '../routes';
import { ApiError } from '../web/errors';
import { createAccessTokens } from './accessTokens';
import { createAccountService } from './accountService';
import { publicAuthStrategy, publicAuthUrls } from './authConfig';
import { createAccountLimit } from './accountLimit';
import { localAccountRoutes } from './localRoutes';
import { accountSettingsRoutes, SETTINGS_PATHS, settingsManagedByClerk } from './settingsRoutes';

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
export function authRoutes({ sequelize, models, auth, config, attempts }: ApiDeps): Router {
  const accounts = createAccountService({ models });
  const { clerk } = config;
  const urls = publicAuthUrls(clerk);

  const router = Router();
  router.use(noStore);
  router.get('/config', (_req, res) => {
    res.json(publicAuthStrategy(clerk));
  });
  router.get('/sign-in-url', (_req, res) => {
    res.json({ url: urls.signIn });
  });
  router.get('/auth-urls', (_req, res) => {
    res.json(urls);
  });

  if (!clerk) {
    const tokens = createAccessTokens(config.authSecret);
    const rateLimit = config.authRateLimit;
    // One per-account password budget for sign-in and the settings routes that check the password.
    const accountLimit = createAccountLimit(rateLimit.perAccount, attempts);
    router.use(localAccountRoutes({ accounts, tokens, rateLimit, attempts, models, accountLimit }));
    router.use(
      accountSettingsRoutes({
        sequelize,
        models,
        auth,
        rateLimit,
        accountLimit,
        attempts,
        uploadsDir: config.uploads.dir,
      }),
    );
    return router;
  }

  // With Clerk, who-am-I reads the Clerk session token; sign-in, sign-up and tokens belong to Clerk.
  router.get('/session', async (req, res) => {
    const signedIn = await auth.authenticate(req);
    res.json({ user: signedIn ? await accounts.userById(signedIn.id) : null });
  });
  router.use(['/local', '/token'], localAccountsOff);
  router.use(SETTINGS_PATHS, settingsManagedByClerk);
  return router;
}
