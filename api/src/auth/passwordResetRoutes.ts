import { Router } from 'express';
import type { Logger } from '../logger';
import type { AttemptStore } from './attemptStore';
import type { AuthRateLimits } from './authConfig';
import { linkOrigin } from './linkTokens';
import type { PasswordResets } from './passwordReset';
import { authRateLimiter } from './rateLimit';
import type { SignInThrottle } from './signInThrottle';
import { parseReset, parseResetRequest, RESET_MESSAGES } from './validation';

/** POST /local/password-reset (send a link) and POST /local/password-reset/confirm (use it). */
export function passwordResetRoutes({
  resets,
  rateLimit,
  attempts,
  throttle,
  publicUrl,
  logger,
}: {
  resets: PasswordResets;
  rateLimit: AuthRateLimits;
  attempts?: AttemptStore;
  /** The sign-in throttle: a reset clears it for this address, so the new password works here at once. */
  throttle: SignInThrottle;
  publicUrl: string | null;
  logger: Logger;
}): Router {
  const router = Router();

  router.post(
    '/local/password-reset',
    authRateLimiter(rateLimit, attempts && { attempts, name: 'password-reset' }),
    (req, res) => {
      const { email } = parseResetRequest(req.body);
      const origin = linkOrigin(req, publicUrl);
      // Answered before the account is even looked up: the same answer, in the same time, for every address.
      res.status(202).json({ message: RESET_MESSAGES.sent });
      if (!origin) {
        logger.error('password reset link not sent: set PUBLIC_URL (the Host header is not trusted)', {
          host: req.get('host'),
        });
        return;
      }
      resets.request(email, origin).catch((err: unknown) => {
        logger.error('password reset mail failed', { err });
      });
    },
  );

  // Not behind the sign-in throttle: a reset link always works (ASVS §6.3.1), and its token cannot be guessed.
  router.post('/local/password-reset/confirm', async (req, res) => {
    const { token, password } = parseReset(req.body);
    const { email } = await resets.reset(token, password);
    await throttle.succeeded(email, req.ip);
    res.status(204).end();
  });

  return router;
}
