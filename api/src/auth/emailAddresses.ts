// E-mail addresses of local accounts (issue 29): verified by a mailed link after sign-up (an unverified account edits
// and saves; publishing asks for a verified address), and changed only once a link sent to the new address is
// opened. Links are single-use and expire after 24 hours; only the SHA-256 of their token is stored.
import type { Transaction } from 'sequelize';
import { Op, UniqueConstraintError, type Sequelize } from 'sequelize';
import type { Models, UserRecord } from '../db/models';
import type { EmailTokenPurpose } from '../db/models/emailTokens';
import { serializedWrite, writeTransactionOptions } from '../db/writeLock';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { ApiError } from '../web/errors';
import { toPublicUser, type PublicUser } from './accountService';
import { createMemoryAttemptStore, type AttemptStore } from './attemptStore';
import { isLinkToken, linkTokenId, newLinkToken } from './linkTokens';
import { AUTH_MESSAGES } from './validation';

export const EMAIL_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Verification and change mails sent for one account per hour at most. */
export const EMAIL_MAILS_PER_HOUR = 5;

export const EMAIL_MESSAGES = {
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  tooManyMails: 'Too many e-mails were sent for this account in the last hour. Please try again later.',
  sameEmail: 'This is already your e-mail address.',
  verificationSent: (email: string) => `We sent a new verification link to ${email}. It expires in 24 hours.`,
  changeSent: (email: string) =>
    `We sent a link to ${email}. Your e-mail address changes when you open it (within 24 hours).`,
} as const;

export const EMAIL_SUBJECTS = {
  verify: 'Verify your e-mail address for Bento Creator',
  change: 'Confirm your new e-mail address for Bento Creator',
  changed: 'Your Bento Creator e-mail address was changed',
} as const;

export function verificationMail(to: string, link: string) {
  return {
    to,
    link,
    subject: EMAIL_SUBJECTS.verify,
    text:
      'Welcome to Bento Creator!\n\n' +
      `Confirm that this is your e-mail address (the link works once, for 24 hours):\n${link}\n\n` +
      'You can edit and save designs meanwhile; publishing a site needs a verified address.\n\n' +
      'If you did not sign up, ignore this e-mail.\n',
  };
}

export function changeMail(to: string, link: string) {
  return {
    to,
    link,
    subject: EMAIL_SUBJECTS.change,
    text:
      'Someone (hopefully you) asked to use this address for their Bento Creator account.\n\n' +
      `Confirm it here (the link works once, for 24 hours):\n${link}\n\n` +
      'Until then the account keeps its current address. If you did not ask, ignore this e-mail.\n',
  };
}

/** Sent to the old address once the change is made: its owner learns of it, and how to take the account back. */
export function changedNotice(to: string, newEmail: string, origin: string) {
  const link = `${origin}/forgot-password`;
  return {
    to,
    link,
    subject: EMAIL_SUBJECTS.changed,
    text:
      `The e-mail address of your Bento Creator account was changed to ${newEmail}; sign in with it from now on.\n\n` +
      `If you did not make this change, reset your password here:\n${link}\n`,
  };
}

const invalidLink = () => new ApiError(400, 'invalid_email_link', EMAIL_MESSAGES.invalidLink);

export interface EmailAddresses {
  /** Mails a verification link to the account's address and answers it; null when it is verified already. */
  sendVerification(userId: string, origin: string): Promise<string | null>;
  /** Uses a verification link: the address it was sent to is verified (if still the account's). */
  verify(token: string): Promise<PublicUser>;
  /** Mails a link to `newEmail`; nothing changes until it is opened. 409 when another account has it. */
  requestChange(user: UserRecord, newEmail: string, origin: string): Promise<void>;
  /** Uses a change link: the account's address becomes the new one, verified; the old address is told. */
  confirmChange(token: string, origin: string): Promise<PublicUser>;
}

export function createEmailAddresses({
  sequelize,
  models,
  mailer,
  logger,
  attempts = createMemoryAttemptStore(),
  now = () => Date.now(),
}: {
  sequelize: Sequelize;
  models: Pick<Models, 'User' | 'EmailToken' | 'PasswordResetToken'>;
  mailer: Mailer;
  logger: Logger;
  attempts?: AttemptStore;
  now?: () => number;
}): EmailAddresses {
  const { User, EmailToken, PasswordResetToken } = models;
  const transactionOptions = writeTransactionOptions(sequelize);
  const emailTaken = () => new ApiError(409, 'email_taken', AUTH_MESSAGES.emailTaken);

  async function mailLink(userId: string, purpose: EmailTokenPurpose, email: string, origin: string) {
    const mails = await attempts.hit(`email-mail:${userId}`, 60 * 60 * 1000, now());
    if (mails.count > EMAIL_MAILS_PER_HOUR) {
      throw new ApiError(429, 'too_many_emails', EMAIL_MESSAGES.tooManyMails);
    }
    const token = newLinkToken();
    await serializedWrite(sequelize, `user:${userId}`, () =>
      EmailToken.create({
        id: linkTokenId(token),
        userId,
        purpose,
        email,
        expiresAt: new Date(now() + EMAIL_LINK_TTL_MS),
      }),
    );
    // The token rides in the fragment: browsers never send it to a server nor put it in a Referer.
    const page = purpose === 'verify' ? 'verify-email' : 'confirm-email';
    const link = `${origin}/${page}#${token}`;
    await mailer.send(purpose === 'verify' ? verificationMail(email, link) : changeMail(email, link));
  }

  /** Deletes a live link of `purpose` (what makes it single-use) and applies `change` to its user, in one go. */
  async function spendLink(
    token: string,
    purpose: EmailTokenPurpose,
    change: (row: { userId: string; email: string }, transaction: Transaction) => Promise<void>,
  ) {
    if (!isLinkToken(token)) throw invalidLink();
    const row = await EmailToken.findByPk(linkTokenId(token));
    if (!row || row.purpose !== purpose || row.expiresAt.getTime() <= now()) throw invalidLink();
    await serializedWrite(sequelize, `user:${row.userId}`, () =>
      sequelize.transaction(transactionOptions, async (transaction) => {
        // Of two concurrent uses, one deletes the row; the other finds nothing to delete.
        const used = await EmailToken.destroy({
          where: { id: row.id, expiresAt: { [Op.gt]: new Date(now()) } },
          transaction,
        });
        if (used === 0) throw invalidLink();
        await change(row, transaction);
      }),
    );
    const user = await User.findByPk(row.userId);
    if (!user) throw invalidLink();
    return user;
  }

  return {
    async sendVerification(userId, origin) {
      const user = await User.findByPk(userId, { attributes: ['id', 'email', 'emailVerifiedAt'] });
      if (!user || user.emailVerifiedAt) return null;
      await mailLink(user.id, 'verify', user.email, origin);
      return user.email;
    },

    async verify(token) {
      const user = await spendLink(token, 'verify', async (row, transaction) => {
        // A link sent to an address the account no longer has verifies nothing.
        const [updated] = await User.update(
          { emailVerifiedAt: new Date(now()) },
          { where: { id: row.userId, email: row.email }, transaction },
        );
        if (updated === 0) throw invalidLink();
        await EmailToken.destroy({ where: { userId: row.userId, purpose: 'verify' }, transaction });
      });
      return toPublicUser(user);
    },

    async requestChange(user, newEmail, origin) {
      if (newEmail === user.email) throw new ApiError(400, 'same_email', EMAIL_MESSAGES.sameEmail);
      if (await User.findOne({ where: { email: newEmail }, attributes: ['id'] })) throw emailTaken();
      await mailLink(user.id, 'change', newEmail, origin);
    },

    async confirmChange(token, origin) {
      let oldEmail = '';
      let user: UserRecord;
      try {
        user = await spendLink(token, 'change', async (row, transaction) => {
          const before = await User.findByPk(row.userId, { attributes: ['email'], transaction });
          if (!before) throw invalidLink();
          oldEmail = before.email;
          await User.update(
            { email: row.email, emailVerifiedAt: new Date(now()) },
            { where: { id: row.userId }, transaction },
          );
          // Links sent to the old address (resets, verification) no longer open the account.
          await EmailToken.destroy({ where: { userId: row.userId }, transaction });
          await PasswordResetToken.destroy({ where: { userId: row.userId }, transaction });
        });
      } catch (err) {
        // Another account took the address after the link was sent.
        if (err instanceof UniqueConstraintError) throw emailTaken();
        throw err;
      }
      mailer.send(changedNotice(oldEmail, user.email, origin)).catch((err: unknown) => {
        logger.error('e-mail change notice failed', { err, userId: user.id });
      });
      return toPublicUser(user);
    },
  };
}
