// The rules of account settings for local accounts: change the name, change the password (the current one
// checked, the new one held to the sign-up policy, every other session ended) and delete the account.
import { Op, type Sequelize } from 'sequelize';
import type { Models, UserRecord } from '../db/models';
import { serializedWrite, writeTransactionOptions } from '../db/writeLock';
import type { UploadStorage } from '../uploads/storage';
import { ApiError } from '../web/errors';
import { deleteAccount, type DeletedAccount } from './accountDeletion';
import { toPublicUser, type PublicUser } from './accountService';
import { checkNewPassword } from './passwordPolicy';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { confirmsDeletion, SETTINGS_MESSAGES } from './settingsValidation';
import { AUTH_MESSAGES } from './validation';

export interface AccountSettings {
  /** The user row of a signed-in user; 401 when the account is gone. */
  user(userId: string): Promise<UserRecord>;
  rename(userId: string, fullName: string | null): Promise<PublicUser>;
  /** 403 `wrong_password` unless `password` is the account's. */
  checkPassword(user: UserRecord, password: string, wrongMessage: string): Promise<void>;
  /**
   * Sets a new password (already checked: the current one is right) and ends every session of the user except
   * `keepSessionIds`; answers how many were ended.
   */
  changePassword(
    user: UserRecord,
    input: { currentPassword: string; newPassword: string },
    keepSessionIds: string[],
  ): Promise<{ signedOut: number }>;
  /** 400 `confirmation_mismatch` unless `confirm` is the account's e-mail. */
  checkConfirmation(user: UserRecord, confirm: string): void;
  deleteAccount(userId: string): Promise<DeletedAccount>;
}

const signedOut = () => new ApiError(401, 'unauthorized', AUTH_MESSAGES.signedOut);

export function createAccountSettings({
  sequelize,
  models,
  storage,
  hash = hashPassword,
}: {
  sequelize: Sequelize;
  models: Models;
  /** Where uploaded files are kept (database or UPLOADS_DIR): a deleted account's own files go. */
  storage: UploadStorage;
  hash?: (password: string) => Promise<string>;
}): AccountSettings {
  const { User, Session } = models;
  // As every write (db/writeLock.ts): alone on SQLite, which takes its write lock up front; by key on MySQL.
  const transactionOptions = writeTransactionOptions(sequelize);

  return {
    async user(userId) {
      const user = await User.findByPk(userId);
      if (!user) throw signedOut();
      return user;
    },

    rename: (userId, fullName) =>
      serializedWrite(sequelize, `user:${userId}`, async () => {
        const user = await User.findByPk(userId);
        if (!user) throw signedOut();
        await user.update({ fullName: fullName || null });
        return toPublicUser(user);
      }),

    async checkPassword(user, password, wrongMessage) {
      // An account without a password (made through Clerk) costs the same time and gets the same answer.
      const matches = user.passwordHash
        ? await verifyPassword(password, user.passwordHash)
        : await verifyAgainstDummy(password);
      if (!matches) throw new ApiError(403, 'wrong_password', wrongMessage);
    },

    async changePassword(user, { currentPassword, newPassword }, keepSessionIds) {
      if (newPassword.normalize('NFKC') === currentPassword.normalize('NFKC'))
        throw new ApiError(400, 'same_password', SETTINGS_MESSAGES.samePassword);
      await checkNewPassword({ email: user.email, password: newPassword, fullName: user.fullName });
      const passwordHash = await hash(newPassword);
      return serializedWrite(sequelize, `user:${user.id}`, () =>
        sequelize.transaction(transactionOptions, async (transaction) => {
          const [updated] = await User.update({ passwordHash }, { where: { id: user.id }, transaction });
          if (updated === 0) throw signedOut();
          // Sessions are checked on every request by every instance (localStrategy), so the other browsers'
          // cookies and bearer tokens stop working the moment this commits.
          const ended = await Session.destroy({
            where: { userId: user.id, id: { [Op.notIn]: keepSessionIds.length ? keepSessionIds : [''] } },
            transaction,
          });
          return { signedOut: ended };
        }),
      );
    },

    checkConfirmation(user, confirm) {
      if (!confirmsDeletion(confirm, user.email))
        throw new ApiError(400, 'confirmation_mismatch', SETTINGS_MESSAGES.confirm);
    },

    deleteAccount: (userId) => deleteAccount({ sequelize, models, storage }, userId),
  };
}
