import { Router, type Request, type RequestHandler } from 'express';
import type { ApiDeps } from '../deps';
import { createMailer } from '../mail/mailer';
import { ApiError } from '../web/errors';
import { createAccessTokens } from './accessTokens';
import { createAccountService } from './accountService';
import { publicAuthStrategy, publicAuthUrls } from './authConfig';
import { createEmailAddresses } from './emailAddresses';
import { emailLinkRoutes } from './emailRoutes';
import { linkOrigin } from './linkTokens';
import { localAccountRoutes } from './localRoutes';
import { createPasswordResets } from './passwordReset';
import { passwordResetRoutes } from './passwordResetRoutes';
import { createSignInThrottle } from './signInThrottle';
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
export function authRoutes({ sequelize, models, auth, config, attempts, logger }: ApiDeps): Router {
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
    // One throttle of password guesses for sign-in and the settings routes that check the password.
    const throttle = createSignInThrottle(rateLimit.throttle, attempts);
    const { publicUrl } = config;
    const mailer = createMailer(config.mail, logger);
    const emails = createEmailAddresses({ sequelize, models, mailer, logger, attempts });
    const onSignedUp = (userId: string, req: Request) => {
      const origin = linkOrigin(req, publicUrl);
      if (!origin) {
        logger.error('verification mail not sent: set PUBLIC_URL (the Host header is not trusted)', {
          userId,
        });
        return;
      }
      emails.sendVerification(userId, origin).catch((err: unknown) => {
        logger.error('verification mail failed', { err, userId });
      });
    };
    router.use(localAccountRoutes({ accounts, tokens, rateLimit, attempts, models, throttle, onSignedUp }));
    const resets = createPasswordResets({ sequelize, models, mailer, logger, attempts });
    router.use(passwordResetRoutes({ resets, rateLimit, attempts, throttle, publicUrl, logger }));
    router.use(emailLinkRoutes({ emails, auth, rateLimit, attempts, publicUrl, logger }));
    router.use(
      accountSettingsRoutes({
        sequelize,
        models,
        auth,
        rateLimit,
        throttle,
        attempts,
        uploadsDir: config.uploads.dir,
        emails,
        publicUrl,
        logger,
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
