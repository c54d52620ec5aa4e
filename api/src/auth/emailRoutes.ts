import { Router, type Request } from 'express';
import type { Logger } from '../logger';
import { ApiError } from '../web/errors';
import type { AttemptStore } from './attemptStore';
import type { AuthRateLimits } from './authConfig';
import { EMAIL_MESSAGES, type EmailAddresses } from './emailAddresses';
import { linkOrigin } from './linkTokens';
import { authRateLimiter } from './rateLimit';
import { currentUser, requireUser } from './requireUser';
import type { AuthStrategy } from './types';

export const NO_PUBLIC_URL_MESSAGE =
  'E-mail links cannot be sent from this server until it is configured with its public address (PUBLIC_URL).';

/** The origin of mailed links, or 503 (the Host header alone is not trusted: see linkOrigin). */
export function mailOrigin(req: Request, publicUrl: string | null, logger: Logger): string {
  const origin = linkOrigin(req, publicUrl);
  if (origin) return origin;
  logger.error('e-mail link not sent: set PUBLIC_URL (the Host header is not trusted)', {
    host: req.get('host'),
  });
  throw new ApiError(503, 'mail_unavailable', NO_PUBLIC_URL_MESSAGE);
}

const tokenOf = (body: unknown): string => {
  const token = (body as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') throw new ApiError(400, 'invalid_email_link', EMAIL_MESSAGES.invalidLink);
  return token;
};

/**
 * E-mail links of local accounts: POST /local/email-verification (send the signed-in user a new verification
 * link), POST /local/email-verification/confirm and POST /local/email-change/confirm (use a link; no session
 * needed: the link may be opened in another browser). The change itself is asked for in the account settings.
 */
export function emailLinkRoutes({
  emails,
  auth,
  rateLimit,
  attempts,
  publicUrl,
  logger,
}: {
  emails: EmailAddresses;
  auth: AuthStrategy;
  rateLimit: AuthRateLimits;
  attempts?: AttemptStore;
  publicUrl: string | null;
  logger: Logger;
}): Router {
  const router = Router();
  const perIp = (name: string) => authRateLimiter(rateLimit, attempts && { attempts, name });

  router.post(
    '/local/email-verification',
    perIp('email-verification'),
    requireUser(auth),
    async (req, res) => {
      const sentTo = await emails.sendVerification(currentUser(res).id, mailOrigin(req, publicUrl, logger));
      // Verified meanwhile (in another tab or browser): nothing to send.
      if (sentTo) res.status(202).json({ message: EMAIL_MESSAGES.verificationSent(sentTo) });
      else res.json({ verified: true });
    },
  );

  router.post('/local/email-verification/confirm', perIp('email-link'), async (req, res) => {
    res.json({ user: await emails.verify(tokenOf(req.body)) });
  });

  router.post('/local/email-change/confirm', perIp('email-link'), async (req, res) => {
    res.json({ user: await emails.confirmChange(tokenOf(req.body), mailOrigin(req, publicUrl, logger)) });
  });

  return router;
}
