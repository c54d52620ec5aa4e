import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { sessionIdOf } from './sessions';
import { authTestApp, cookiePair, setCookieLine, useAuthTestApp } from './testing';
import { AUTH_MESSAGES } from './validation';

// Sign-ups hash passwords and estimate their strength: seconds for some tests on a busy CI machine.
jest.setTimeout(15_000);

const COOKIE = 'bento_session';
const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'correct horse battery',
  fullName: 'Ada Lovelace',
  acceptTerms: true,
  ...extra,
});

describe.each(testDatabases())('local accounts on $label', (db) => {
  const { t, freshEmail } = useAuthTestApp(db, 'user');

  async function signUp(email = freshEmail()) {
    const res = await request(t.app).post('/api/auth/local/sign-up').send(signUpBody(email));
    expect(res.status).toBe(201);
    return { res, email, cookie: cookiePair(setCookieLine(res, COOKIE)) };
  }

  describe('POST /api/auth/local/sign-up', () => {
    it('creates the user (e-mail trimmed and lower-cased, password hashed) and opens a session', async () => {
      const res = await request(t.app)
        .post('/api/auth/local/sign-up')
        .send(signUpBody('  Ada.Lovelace@Example.ORG '));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        user: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          email: 'ada.lovelace@example.org',
          fullName: 'Ada Lovelace',
          avatarUrl: null,
          // Until the link mailed at sign-up is opened (emailAddresses.test.ts).
          emailVerified: false,
        },
      });
      const stored = await t.models.User.findByPk(res.body.user.id);
      expect(stored?.passwordHash).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$/);
      expect(stored?.passwordHash).not.toContain('correct horse');

      const session = await request(t.app)
        .get('/api/auth/session')
        .set('Cookie', cookiePair(setCookieLine(res, COOKIE)));
      expect(session.body).toEqual({ user: res.body.user });
    });

    it('sets an httpOnly, SameSite=Lax, Path=/ cookie for 30 days, not Secure over plain http', async () => {
      const { res } = await signUp();
      const line = setCookieLine(res, COOKIE) ?? '';
      expect(line).toMatch(/^bento_session=[\w-]{43};/);
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).toContain('Path=/');
      expect(line).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(line).not.toContain('Secure');
      const expires = Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '');
      expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(60_000);
    });

    it('stores only the SHA-256 of the cookie token, with a 30-day expiry', async () => {
      const { res, cookie } = await signUp();
      const token = cookie.slice(`${COOKIE}=`.length);
      const rows = await t.models.Session.findAll({ where: { userId: res.body.user.id } });
      expect(rows.map((row) => row.id)).toEqual([sessionIdOf(token)]);
      expect(rows[0]?.id).not.toContain(token);
      expect(Math.abs((rows[0]?.expiresAt.getTime() ?? 0) - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(
        60_000,
      );
    });

    it('accepts a missing or empty full name', async () => {
      const res = await request(t.app)
        .post('/api/auth/local/sign-up')
        .send({ email: freshEmail(), password: 'correct horse battery', acceptTerms: true });
      expect(res.status).toBe(201);
      expect(res.body.user.fullName).toBeNull();
      const empty = await request(t.app)
        .post('/api/auth/local/sign-up')
        .send(signUpBody(freshEmail(), { fullName: '   ' }));
      expect(empty.status).toBe(201);
      expect(empty.body.user.fullName).toBeNull();
    });

    it.each([
      ['no acceptTerms', { acceptTerms: undefined }],
      ['acceptTerms false', { acceptTerms: false }],
      ['acceptTerms "true" as a string', { acceptTerms: 'true' }],
    ])('refuses %s with the spec message, before anything else', async (_label, extra) => {
      const res = await request(t.app)
        .post('/api/auth/local/sign-up')
        .send(signUpBody('not-an-email', { password: 'short', ...extra }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: {
          code: 'terms_not_accepted',
          message: 'You must agree to the Terms of Service and Privacy Policy to continue.',
        },
      });
    });

    it.each([
      ['a malformed e-mail', { email: 'not-an-email' }, 'invalid_email', AUTH_MESSAGES.email],
      ['no e-mail', { email: undefined }, 'invalid_email', AUTH_MESSAGES.email],
      ['an e-mail that is not a string', { email: 42 }, 'invalid_email', AUTH_MESSAGES.email],
      ['a blank e-mail', { email: '   ' }, 'invalid_email', AUTH_MESSAGES.email],
      [
        'an e-mail over 255 characters',
        { email: `${'a'.repeat(250)}@example.org` },
        'invalid_email',
        AUTH_MESSAGES.email,
      ],
      ['a 7-character password', { password: '1234567' }, 'invalid_password', AUTH_MESSAGES.passwordTooShort],
      ['no password', { password: undefined }, 'invalid_password', AUTH_MESSAGES.passwordTooShort],
      [
        'a 201-character password',
        { password: 'x'.repeat(201) },
        'invalid_password',
        AUTH_MESSAGES.passwordTooLong,
      ],
      [
        'a 101-character full name',
        { fullName: 'x'.repeat(101) },
        'invalid_full_name',
        AUTH_MESSAGES.fullName,
      ],
      ['a full name that is not text', { fullName: ['Ada'] }, 'invalid_full_name', AUTH_MESSAGES.fullName],
      [
        'a full name with a lone surrogate',
        { fullName: 'Ada \ud800' },
        'invalid_full_name',
        AUTH_MESSAGES.fullName,
      ],
    ])('refuses %s with 400', async (_label, extra, code, message) => {
      const res = await request(t.app).post('/api/auth/local/sign-up').send(signUpBody(freshEmail(), extra));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code, message } });
      expect(setCookieLine(res, COOKIE)).toBeUndefined();
    });

    it('uses the exact messages the brief words', () => {
      expect(AUTH_MESSAGES).toMatchObject({
        email: 'Please enter a valid email address.',
        passwordTooShort: 'Password must be at least 8 characters.',
        passwordTooLong: 'Password must be at most 200 characters.',
        fullName: 'Full name must be text of at most 100 characters.',
        emailTaken: 'An account with this email already exists.',
        invalidCredentials: 'Invalid email or password.',
      });
    });

    it('accepts the length limits themselves: 8 and 200-character passwords, a 100-character name', async () => {
      const long = 'Correct horse battery staple 1999 '.repeat(6).slice(0, 200);
      const res = await request(t.app)
        .post('/api/auth/local/sign-up')
        .send(signUpBody(freshEmail(), { password: long, fullName: 'n'.repeat(100) }));
      expect(res.status).toBe(201);
      // 8 characters pass the length rule; the strength rule (passwordPolicy.test.ts) then answers, not the length.
      const eight = await request(t.app)
        .post('/api/auth/local/sign-up')
        .send(signUpBody(freshEmail(), { password: 'tQ9$wz!K' }));
      expect(eight.status).toBe(400);
      expect(eight.body.error.code).toBe('weak_password');
    });

    it('refuses bodies that are not JSON objects', async () => {
      const array = await request(t.app).post('/api/auth/local/sign-up').send([1, 2]);
      expect(array.status).toBe(400);
      expect(array.body.error).toEqual({ code: 'invalid_body', message: AUTH_MESSAGES.body });
      // A form post (no JSON) reaches the route with no body at all: the consent rule answers first.
      const form = await request(t.app).post('/api/auth/local/sign-up').type('form').send('email=a@b.co');
      expect(form.status).toBe(400);
      expect(form.body.error.code).toBe('terms_not_accepted');
    });

    it('answers 409 for an e-mail already taken, whatever its case, and creates nothing', async () => {
      const { email } = await signUp();
      const before = await t.models.User.count();
      const res = await request(t.app)
        .post('/api/auth/local/sign-up')
        .send(signUpBody(`  ${email.toUpperCase()}`));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: { code: 'email_taken', message: 'An account with this email already exists.' },
      });
      expect(await t.models.User.count()).toBe(before);
    });

    it('leaves exactly one account when the same e-mail signs up concurrently', async () => {
      const email = freshEmail();
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          request(t.app).post('/api/auth/local/sign-up').send(signUpBody(email)),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect(await t.models.User.count({ where: { email } })).toBe(1);
      const user = await t.models.User.findOne({ where: { email } });
      expect(await t.models.Session.count({ where: { userId: user?.id } })).toBe(1);
    });
  });

  describe('POST /api/auth/local/sign-in', () => {
    it('signs in with the right password (any case of e-mail) and opens a new session', async () => {
      const { email, res: signedUp } = await signUp();
      const res = await request(t.app)
        .post('/api/auth/local/sign-in')
        .send({ email: ` ${email.toUpperCase()} `, password: 'correct horse battery' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: signedUp.body.user });
      const cookie = cookiePair(setCookieLine(res, COOKIE));
      expect(cookie).not.toBe(cookiePair(setCookieLine(signedUp, COOKIE)));
      expect((await request(t.app).get('/api/auth/session').set('Cookie', cookie)).body.user.email).toBe(
        email,
      );
      expect(await t.models.Session.count({ where: { userId: signedUp.body.user.id } })).toBe(2);
    });

    it('answers one generic 401 for a wrong password, an unknown e-mail and a password-less (Clerk) account', async () => {
      const { email } = await signUp();
      await t.models.User.create({ email: 'clerk-only@example.org', clerkUserId: 'user_clerk_only' });
      const attempts = [
        { email, password: 'wrong password' },
        { email: 'nobody@example.org', password: 'correct horse battery' },
        { email: 'clerk-only@example.org', password: 'correct horse battery' },
      ];
      for (const body of attempts) {
        const res = await request(t.app).post('/api/auth/local/sign-in').send(body);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          error: { code: 'invalid_credentials', message: 'Invalid email or password.' },
        });
        expect(setCookieLine(res, COOKIE)).toBeUndefined();
      }
    });

    it.each([
      ['no body', undefined],
      ['no password', { email: 'a@example.org' }],
      ['an empty password', { email: 'a@example.org', password: '' }],
      ['a number as e-mail', { email: 1, password: 'x' }],
      ['a password over 200 characters', { email: 'a@example.org', password: 'x'.repeat(201) }],
    ])('answers 400 for %s', async (_label, body) => {
      const res = await request(t.app).post('/api/auth/local/sign-in').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_credentials_format', message: 'Please enter your email and password.' },
      });
    });

    it('re-hashes a password stored with old parameters on a successful sign-in', async () => {
      const { email, res } = await signUp();
      const { hashPassword } = await import('./passwords');
      await t.models.User.update(
        { passwordHash: await hashPassword('correct horse battery', { ln: 10, r: 8, p: 1 }) },
        { where: { id: res.body.user.id } },
      );
      const signIn = await request(t.app)
        .post('/api/auth/local/sign-in')
        .send({ email, password: 'correct horse battery' });
      expect(signIn.status).toBe(200);
      expect((await t.models.User.findByPk(res.body.user.id))?.passwordHash).toMatch(
        /^\$scrypt\$ln=15,r=8,p=3\$/,
      );
    });
  });

  describe('GET /api/auth/session and POST /api/auth/local/sign-out', () => {
    it('answers { user: null } when signed out, and drops a cookie that opens no session', async () => {
      const none = await request(t.app).get('/api/auth/session');
      expect(none.status).toBe(200);
      expect(none.body).toEqual({ user: null });
      expect(none.headers['cache-control']).toBe('no-store');
      expect(setCookieLine(none, COOKIE)).toBeUndefined();

      for (const junk of [`${COOKIE}=${'x'.repeat(43)}`, `${COOKIE}=nonsense`]) {
        const res = await request(t.app).get('/api/auth/session').set('Cookie', `other=1; ${junk}`);
        expect(res.body).toEqual({ user: null });
        expect(setCookieLine(res, COOKIE)).toMatch(/^bento_session=;.*Expires=Thu, 01 Jan 1970/);
      }
      const undecodable = await request(t.app).get('/api/auth/session').set('Cookie', `${COOKIE}=%E0%A4%A`);
      expect(undecodable.status).toBe(200);
      expect(undecodable.body).toEqual({ user: null });
    });

    it('signs out: 204, the session row is gone, the cookie is cleared and no longer works', async () => {
      const { cookie, res: signedUp } = await signUp();
      const out = await request(t.app).post('/api/auth/local/sign-out').set('Cookie', cookie);
      expect(out.status).toBe(204);
      const cleared = setCookieLine(out, COOKIE) ?? '';
      expect(cleared).toMatch(/^bento_session=;/);
      expect(cleared).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
      expect(cleared).toContain('HttpOnly');
      expect(cleared).toContain('Path=/');
      expect(await t.models.Session.count({ where: { userId: signedUp.body.user.id } })).toBe(0);

      // The old cookie, replayed, opens nothing.
      expect((await request(t.app).get('/api/auth/session').set('Cookie', cookie)).body).toEqual({
        user: null,
      });
      expect((await request(t.app).get('/api/auth/token').set('Cookie', cookie)).status).toBe(401);
      // Signing out twice, or with no cookie, is harmless.
      expect((await request(t.app).post('/api/auth/local/sign-out').set('Cookie', cookie)).status).toBe(204);
      expect((await request(t.app).post('/api/auth/local/sign-out')).status).toBe(204);
    });

    it('signs out only the session it was sent with', async () => {
      const { email, cookie: first } = await signUp();
      const second = await request(t.app)
        .post('/api/auth/local/sign-in')
        .send({ email, password: 'correct horse battery' });
      await request(t.app).post('/api/auth/local/sign-out').set('Cookie', first);
      const still = await request(t.app)
        .get('/api/auth/session')
        .set('Cookie', cookiePair(setCookieLine(second, COOKIE)));
      expect(still.body.user.email).toBe(email);
    });

    it('refuses an expired session and deletes its row', async () => {
      const { cookie, res } = await signUp();
      const userId = res.body.user.id as string;
      await t.models.Session.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { userId } });
      const session = await request(t.app).get('/api/auth/session').set('Cookie', cookie);
      expect(session.body).toEqual({ user: null });
      expect(await t.models.Session.count({ where: { userId } })).toBe(0);
      expect((await request(t.app).get('/api/auth/token').set('Cookie', cookie)).status).toBe(401);
    });

    it("clears a user's expired sessions when they next sign in", async () => {
      const { email, res } = await signUp();
      const userId = res.body.user.id as string;
      await t.models.Session.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { userId } });
      await request(t.app).post('/api/auth/local/sign-in').send({ email, password: 'correct horse battery' });
      const rows = await t.models.Session.findAll({ where: { userId } });
      expect(rows).toHaveLength(1);
      expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    });

    it('ends every session when the user row is deleted (cascade)', async () => {
      const { cookie, res } = await signUp();
      await t.models.User.destroy({ where: { id: res.body.user.id } });
      expect(await t.models.Session.count({ where: { userId: res.body.user.id } })).toBe(0);
      expect((await request(t.app).get('/api/auth/session').set('Cookie', cookie)).body).toEqual({
        user: null,
      });
    });
  });

  it('marks the cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const secure = await authTestApp(db, {}, { trustProxy: 'loopback' });
    const res = await request(secure.app)
      .post('/api/auth/local/sign-up')
      .set('X-Forwarded-Proto', 'https')
      .send(signUpBody(freshEmail()));
    expect(res.status).toBe(201);
    const line = setCookieLine(res, COOKIE) ?? '';
    expect(line).toContain('Secure');
    expect(line).toContain('HttpOnly');
    const out = await request(secure.app)
      .post('/api/auth/local/sign-out')
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookiePair(line));
    expect(setCookieLine(out, COOKIE)).toContain('Secure');
  });
});
