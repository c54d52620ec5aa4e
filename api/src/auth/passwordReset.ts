// Password reset by e-mail (issue 29): a single-use link that expires in 1 hour. Only the SHA-256 of the link's
// token is stored; using it sets the new password (held to the sign-up policy), ends every session of the
// account and forgets the account's other links.
import { Op, type Sequelize } from 'sequelize';
import type { Models } from '../db/models';
import { serializedWrite, writeTransactionOptions } from '../db/writeLock';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { ApiError } from '../web/errors';
import { createMemoryAttemptStore, type AttemptStore } from './attemptStore';
import { isLinkToken, linkTokenId, newLinkToken } from './linkTokens';
import { checkNewPassword } from './passwordPolicy';
import { hashPassword } from './passwords';
import { RESET_MESSAGES } from './validation';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Reset mails sent to one address per hour at most; requests past it are answered alike and send nothing. */
export const RESET_MAILS_PER_HOUR = 5;

const invalidLink = () => new ApiError(400, 'invalid_reset_link', RESET_MESSAGES.invalidLink);

export function resetMail(to: string, link: string) {
  return {
    to,
    link,
    subject: 'Reset your Bento Creator password',
    text:
      'Someone (hopefully you) asked to reset the password of your Bento Creator account.\n\n' +
      `Choose a new password here (the link works once, for 1 hour):\n${link}\n\n` +
      'If you did not ask, ignore this e-mail: your password stays as it is.\n',
  };
}

export interface PasswordResets {
  /** Sends a reset link when the address has a local account; resolves once it is sent (or not). */
  request(email: string, origin: string): Promise<void>;
  /** Uses a link's token: the new password is set and every session of the account ends. Returns the e-mail. */
  reset(token: string, password: string): Promise<{ email: string }>;
}

export function createPasswordResets({
  sequelize,
  models,
  mailer,
  logger,
  attempts = createMemoryAttemptStore(),
  now = () => Date.now(),
}: {
  sequelize: Sequelize;
  models: Pick<Models, 'User' | 'Session' | 'PasswordResetToken'>;
  mailer: Mailer;
  logger: Logger;
  attempts?: AttemptStore;
  now?: () => number;
}): PasswordResets {
  const { User, Session, PasswordResetToken } = models;
  const transactionOptions = writeTransactionOptions(sequelize);

  async function liveToken(token: string) {
    if (!isLinkToken(token)) return null;
    const row = await PasswordResetToken.findByPk(linkTokenId(token));
    return row && row.expiresAt.getTime() > now() ? row : null;
  }

  return {
    async request(email, origin) {
      const user = await User.findOne({ where: { email }, attributes: ['id', 'email', 'passwordHash'] });
      // Accounts made through Clerk have no password to reset.
      if (!user?.passwordHash) return;
      const mails = await attempts.hit(`reset-mail:${linkTokenId(email)}`, RESET_LINK_TTL_MS, now());
      if (mails.count > RESET_MAILS_PER_HOUR) {
        logger.warn('password reset mail not sent: too many for this address', { userId: user.id });
        return;
      }
      const token = newLinkToken();
      await serializedWrite(sequelize, `user:${user.id}`, () =>
        PasswordResetToken.create({
          id: linkTokenId(token),
          userId: user.id,
          expiresAt: new Date(now() + RESET_LINK_TTL_MS),
        }),
      );
      // The token rides in the fragment: browsers never send it to a server nor put it in a Referer.
      await mailer.send(resetMail(user.email, `${origin}/reset-password#${token}`));
    },

    async reset(token, password) {
      const row = await liveToken(token);
      if (!row) throw invalidLink();
      const user = await User.findByPk(row.userId);
      if (!user) throw invalidLink();
      await checkNewPassword({ email: user.email, password, fullName: user.fullName });
      const passwordHash = await hashPassword(password);
      await serializedWrite(sequelize, `user:${user.id}`, () =>
        sequelize.transaction(transactionOptions, async (transaction) => {
          // Deleting the row is what makes the link single-use: of two concurrent uses, one deletes it.
          const used = await PasswordResetToken.destroy({
            where: { id: row.id, expiresAt: { [Op.gt]: new Date(now()) } },
            transaction,
          });
          if (used === 0) throw invalidLink();
          await User.update({ passwordHash }, { where: { id: user.id }, transaction });
          await Session.destroy({ where: { userId: user.id }, transaction });
          await PasswordResetToken.destroy({ where: { userId: user.id }, transaction });
        }),
      );
      return { email: user.email };
    },
  };
}
