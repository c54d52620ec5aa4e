// Publishing asks for a verified address (issue 29): editing and saving do not.
import type { Models } from '../db/models';
import { ApiError } from '../web/errors';
import { isEmailVerified } from './accountService';

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your e-mail address to publish: open the link we sent you, or send a new one.';

/** 403 email_not_verified unless the user's address is verified. */
export async function assertEmailVerified(models: Pick<Models, 'User'>, userId: string): Promise<void> {
  const user = await models.User.findByPk(userId, { attributes: ['emailVerifiedAt', 'clerkUserId'] });
  if (user && !isEmailVerified(user)) {
    throw new ApiError(403, 'email_not_verified', EMAIL_NOT_VERIFIED_MESSAGE);
  }
}
