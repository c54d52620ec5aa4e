import { UniqueConstraintError } from 'sequelize';
import type { Models, UserRecord } from '../db/models';
import { databaseOf, serializedWrite } from '../db/writeLock';
import { ApiError } from '../web/errors';
import { hashPassword, needsRehash, primeDummyHash, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, deleteSession, findSession, type NewSession, type OpenSession } from './sessions';
import { AUTH_MESSAGES, type SignInInput, type SignUpInput } from './validation';

/** What the API tells the browser about a user. */
export interface PublicUser {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  /** Whether the address was confirmed by a mailed link (Clerk confirms its own): publishing needs it. */
  emailVerified: boolean;
}

export interface SignedIn {
  user: PublicUser;
  session: NewSession;
}

export interface AccountService {
  /** 409 ApiError when the e-mail is taken, after the same password hashing work as a sign-up that succeeds. */
  signUp(input: SignUpInput): Promise<SignedIn>;
  /** 401 ApiError with one generic message for an unknown e-mail or a wrong password. */
  signIn(input: SignInInput): Promise<SignedIn>;
  signOut(sessionToken: string | null): Promise<void>;
  /** The live session (id and user) of a session cookie's token, or null. */
  session(sessionToken: string | null): Promise<OpenSession | null>;
  userById(id: string): Promise<PublicUser | null>;
}

export const isEmailVerified = (user: Pick<UserRecord, 'emailVerifiedAt' | 'clerkUserId'>): boolean =>
  user.emailVerifiedAt != null || user.clerkUserId != null;

export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName ?? null,
    avatarUrl: user.avatarUrl ?? null,
    emailVerified: isEmailVerified(user),
  };
}

const emailTaken = () => new ApiError(409, 'email_taken', AUTH_MESSAGES.emailTaken);
const badCredentials = () => new ApiError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);

export function createAccountService({
  models,
  hash = hashPassword,
}: {
  models: Pick<Models, 'User' | 'Session'>;
  /** Hashes new passwords; tests pass a wrapper around hashPassword to count calls. */
  hash?: (password: string) => Promise<string>;
}): AccountService {
  primeDummyHash();
  // Writes share the database's write lock with every other router (see db/writeLock.ts).
  const write = <T>(key: string, work: () => Promise<T>) =>
    serializedWrite(databaseOf(models.User), key, work);
  return {
    async signUp({ email, password, fullName }) {
      // Hash first, taken e-mail or not: both answers then cost one scrypt, so timing does not tell who has an
      // account. The lookup is a cheap early answer; the unique index below is what holds under concurrent sign-ups.
      const passwordHash = await hash(password);
      if (await models.User.findOne({ where: { email }, attributes: ['id'] })) throw emailTaken();
      return write(`email:${email}`, async () => {
        let user: UserRecord;
        try {
          user = await models.User.create({ email, passwordHash, fullName: fullName || null });
        } catch (err) {
          if (err instanceof UniqueConstraintError) throw emailTaken();
          throw err;
        }
        // If the session cannot be stored, take the user back out, so a retry is not told the e-mail is taken.
        try {
          return { user: toPublicUser(user), session: await createSession(models, user.id) };
        } catch (err) {
          await user.destroy().catch(() => undefined);
          throw err;
        }
      });
    },

    async signIn({ email, password }) {
      const user = await models.User.findOne({ where: { email } });
      // Accounts made through Clerk have no password: they fail exactly like unknown e-mails.
      if (!user?.passwordHash) {
        await verifyAgainstDummy(password);
        throw badCredentials();
      }
      if (!(await verifyPassword(password, user.passwordHash))) throw badCredentials();
      const rehashed = needsRehash(user.passwordHash) ? await hash(password) : null;
      return write(`user:${user.id}`, async () => {
        if (rehashed) await user.update({ passwordHash: rehashed });
        return { user: toPublicUser(user), session: await createSession(models, user.id) };
      });
    },

    async signOut(sessionToken) {
      await write('sessions', () => deleteSession(models, sessionToken));
    },

    // May delete an expired session, so it counts as a write.
    session: (sessionToken) => write('sessions', () => findSession(models, sessionToken)),

    async userById(id) {
      const user = await models.User.findByPk(id);
      return user ? toPublicUser(user) : null;
    },
  };
}
