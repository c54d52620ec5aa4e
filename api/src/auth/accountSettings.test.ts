// PATCH /api/auth/account (name) and POST /api/auth/password against a real database (SQLite, and MariaDB with
// MYSQL_URL): real sign-ups, sessions, tokens and the real password policy.
import request from 'supertest';
import type { Express } from 'express';
import { testDatabases } from '../testing/databases';
import { SESSION_COOKIE } from './cookies';
import { SETTINGS_MESSAGES } from './settingsValidation';
import {
  authTestApp,
  cookiePair,
  PROTECTED_PATH,
  setCookieLine,
  signUpForTest,
  STRONG_PASSWORD,
  useAuthTestApp,
} from './testing';
import { AUTH_MESSAGES } from './validation';

jest.setTimeout(60_000);

const NEW_PASSWORD = 'lantern orchard velvet';

/** A browser: its session cookie and a bearer token minted from it. */
interface Browser {
  cookie: string;
  bearer: string;
}

async function tokenFor(app: Express, cookie: string): Promise<string> {
  const res = await request(app).get('/api/auth/token').set('Cookie', cookie);
  if (res.status !== 200) throw new Error(`token: ${res.status}`);
  return `Bearer ${res.body.token as string}`;
}

async function signIn(app: Express, email: string, password = STRONG_PASSWORD) {
  return request(app).post('/api/auth/local/sign-in').send({ email, password });
}

async function browserSignedIn(app: Express, email: string, password = STRONG_PASSWORD): Promise<Browser> {
  const res = await signIn(app, email, password);
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = cookiePair(setCookieLine(res, SESSION_COOKIE));
  return { cookie, bearer: await tokenFor(app, cookie) };
}

async function newAccount(app: Express, email: string): Promise<Browser & { userId: string }> {
  const { cookie, userId } = await signUpForTest(app, email);
  return { cookie, userId, bearer: await tokenFor(app, cookie) };
}

const sessionUser = async (app: Express, cookie: string) =>
  (await request(app).get('/api/auth/session').set('Cookie', cookie)).body.user as {
    fullName: string;
  } | null;

describe.each(testDatabases())('account settings on $label', (db) => {
  const { t, freshEmail } = useAuthTestApp(db, 'settings');
  const changePassword = (browser: Browser, body: unknown) =>
    request(t.app)
      .post('/api/auth/password')
      .set('Authorization', browser.bearer)
      .send(body as object);

  describe('PATCH /api/auth/account', () => {
    it('changes the name (trimmed), and a blank name removes it', async () => {
      const me = await newAccount(t.app, freshEmail());
      const res = await request(t.app)
        .patch('/api/auth/account')
        .set('Authorization', me.bearer)
        .send({ fullName: '  Grace Hopper ' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.user).toMatchObject({ id: me.userId, fullName: 'Grace Hopper' });
      expect(await sessionUser(t.app, me.cookie)).toMatchObject({ fullName: 'Grace Hopper' });

      for (const fullName of ['   ', null]) {
        const cleared = await request(t.app)
          .patch('/api/auth/account')
          .set('Authorization', me.bearer)
          .send({ fullName });
        expect(cleared.status).toBe(200);
        expect(cleared.body.user.fullName).toBeNull();
      }
    });

    it.each([
      [{ fullName: 'x'.repeat(101) }, 'invalid_full_name', AUTH_MESSAGES.fullName],
      [{ fullName: 42 }, 'invalid_full_name', AUTH_MESSAGES.fullName],
      [{ fullName: 'bad \ud800 text' }, 'invalid_full_name', AUTH_MESSAGES.fullName],
      [{}, 'invalid_full_name', AUTH_MESSAGES.fullName],
      [[1, 2], 'invalid_body', AUTH_MESSAGES.body],
    ])('refuses %j with 400 %s', async (body, code, message) => {
      const me = await newAccount(t.app, freshEmail());
      const res = await request(t.app)
        .patch('/api/auth/account')
        .set('Authorization', me.bearer)
        .send(body as object);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code, message } });
      expect((await t.models.User.findByPk(me.userId))?.fullName).toBeNull();
    });

    it('needs a signed-in user', async () => {
      const res = await request(t.app).patch('/api/auth/account').send({ fullName: 'Nobody' });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    });
  });

  describe('POST /api/auth/password', () => {
    it('sets the new password and signs every other session out, while this one stays signed in', async () => {
      const email = freshEmail();
      const here = await newAccount(t.app, email);
      const elsewhere = await browserSignedIn(t.app, email);
      const third = await browserSignedIn(t.app, email);
      expect((await request(t.app).get(PROTECTED_PATH).set('Authorization', elsewhere.bearer)).status).toBe(
        200,
      );

      const res = await changePassword(here, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ signedOut: 2 });

      // The other browsers: their cookies open nothing, their unexpired bearer tokens are refused.
      for (const other of [elsewhere, third]) {
        expect(await sessionUser(t.app, other.cookie)).toBeNull();
        expect((await request(t.app).get(PROTECTED_PATH).set('Authorization', other.bearer)).status).toBe(
          401,
        );
        expect((await request(t.app).get('/api/auth/token').set('Cookie', other.cookie)).status).toBe(401);
      }
      // This browser: cookie and token still work.
      expect(await sessionUser(t.app, here.cookie)).toMatchObject({ id: here.userId });
      expect((await request(t.app).get(PROTECTED_PATH).set('Authorization', here.bearer)).status).toBe(200);
      expect((await request(t.app).get('/api/auth/token').set('Cookie', here.cookie)).status).toBe(200);

      // The new password signs in; the old one no longer does.
      expect((await signIn(t.app, email, NEW_PASSWORD)).status).toBe(200);
      const old = await signIn(t.app, email, STRONG_PASSWORD);
      expect(old.status).toBe(401);
      expect(old.body.error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    });

    it('refuses a wrong current password with 403, changing nothing and signing no one out', async () => {
      const email = freshEmail();
      const here = await newAccount(t.app, email);
      const elsewhere = await browserSignedIn(t.app, email);
      const res = await changePassword(here, {
        currentPassword: 'not my password',
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: { code: 'wrong_password', message: SETTINGS_MESSAGES.wrongCurrentPassword },
      });
      expect(await sessionUser(t.app, elsewhere.cookie)).not.toBeNull();
      expect((await signIn(t.app, email, STRONG_PASSWORD)).status).toBe(200);
      expect((await signIn(t.app, email, NEW_PASSWORD)).status).toBe(401);
    });

    it.each([
      [{ newPassword: NEW_PASSWORD }, 400, 'invalid_current_password', SETTINGS_MESSAGES.currentPassword],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 400, 'invalid_current_password', null],
      [{ currentPassword: STRONG_PASSWORD }, 400, 'invalid_password', AUTH_MESSAGES.passwordTooShort],
      [{ currentPassword: STRONG_PASSWORD, newPassword: 'short' }, 400, 'invalid_password', null],
      [
        { currentPassword: STRONG_PASSWORD, newPassword: 'x'.repeat(201) },
        400,
        'invalid_password',
        AUTH_MESSAGES.passwordTooLong,
      ],
      [{ currentPassword: STRONG_PASSWORD, newPassword: 'password123' }, 400, 'weak_password', null],
      [
        { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD },
        400,
        'same_password',
        SETTINGS_MESSAGES.samePassword,
      ],
      [[1, 2], 400, 'invalid_body', AUTH_MESSAGES.body],
    ])('answers %j with %i %s', async (body, status, code, message) => {
      const email = freshEmail();
      const here = await newAccount(t.app, email);
      const res = await changePassword(here, body);
      expect(res.status).toBe(status);
      expect(res.body.error.code).toBe(code);
      if (message) expect(res.body.error.message).toBe(message);
      expect((await signIn(t.app, email, STRONG_PASSWORD)).status).toBe(200);
    });

    it("holds the new password to the sign-up policy, with its messages (not the account's e-mail)", async () => {
      const email = freshEmail();
      const here = await newAccount(t.app, email);
      const common = await changePassword(here, {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'password123',
      });
      expect(common.body.error.message).toBe(AUTH_MESSAGES.passwordCommon);
      const mine = await changePassword(here, {
        currentPassword: STRONG_PASSWORD,
        newPassword: email.toUpperCase(),
      });
      expect(mine.body).toEqual({ error: { code: 'weak_password', message: AUTH_MESSAGES.passwordIsEmail } });
    });

    it('needs a signed-in user', async () => {
      const res = await request(t.app)
        .post('/api/auth/password')
        .send({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.status).toBe(401);
    });
  });

  describe('rate limits', () => {
    it('counts current-password guesses in the sign-in throttle of the account and IP, and sign-in guesses in theirs', async () => {
      const limited = await authTestApp(db, { AUTH_THROTTLE_FREE_FAILURES: '2' }, { sequelize: t.sequelize });
      // The throttle's clock stands still: the 1 s wait after the 3rd failure outlasts the test on a busy machine.
      const now = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(now);
      const email = freshEmail();
      const here = await newAccount(limited.app, email);
      const guess = () =>
        request(limited.app)
          .post('/api/auth/password')
          .set('Authorization', here.bearer)
          .send({ currentPassword: 'a wrong guess', newPassword: NEW_PASSWORD });
      expect((await guess()).status).toBe(403);
      expect((await guess()).status).toBe(403);
      expect((await signIn(limited.app, email, 'another wrong guess')).status).toBe(401);
      // Past 2 free failures the pair waits between attempts: even the right password is refused, here and at sign-in.
      const blocked = await request(limited.app)
        .post('/api/auth/password')
        .set('Authorization', here.bearer)
        .send({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(blocked.body.error.code).toBe('too_many_requests');
      expect((await signIn(limited.app, email, STRONG_PASSWORD)).status).toBe(429);
      jest.restoreAllMocks();
    });

    it('limits password changes per IP like sign-in', async () => {
      const limited = await authTestApp(db, { AUTH_RATE_LIMIT_MAX: '2' }, { sequelize: t.sequelize });
      const here = await newAccount(limited.app, freshEmail());
      const attempt = () =>
        request(limited.app)
          .post('/api/auth/password')
          .set('Authorization', here.bearer)
          .send({ currentPassword: 'a wrong guess', newPassword: NEW_PASSWORD });
      expect((await attempt()).status).toBe(403);
      expect((await attempt()).status).toBe(403);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(third.body.error.message).toBe('Too many attempts. Please try again in 15 minutes.');
    });
  });
});
