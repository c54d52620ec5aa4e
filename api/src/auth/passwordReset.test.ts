import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { createHash } from 'node:crypto';
import { authTestApp, PROTECTED_PATH, signUpForTest, STRONG_PASSWORD, type AuthTestApp } from './testing';
import { RESET_MESSAGES } from './validation';

jest.setTimeout(20_000);

const NEW_PASSWORD = 'violet kettle sunrise';
const RESET_SUBJECT = 'Reset your Bento Creator password';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabases())('password reset on $label', (db) => {
  let smtp: TestSmtpServer;
  let t: AuthTestApp;
  let count = 0;
  const freshEmail = () => `reset${++count}@example.org`;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await authTestApp(db, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await smtp.close();
    await db.cleanup();
  });

  const requestReset = (email: string) =>
    request(t.app).post('/api/auth/local/password-reset').send({ email });
  const reset = (token: string, password = NEW_PASSWORD) =>
    request(t.app).post('/api/auth/local/password-reset/confirm').send({ token, password });
  const signIn = (email: string, password: string) =>
    request(t.app).post('/api/auth/local/sign-in').send({ email, password });

  /** Asks for a link and reads its token from the mail the SMTP server received. */
  async function mailedToken(email: string): Promise<string> {
    expect((await requestReset(email)).status).toBe(202);
    const mail = await smtp.nextTo(email, RESET_SUBJECT);
    const token = /\/reset-password#([\w-]{43})/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no link in ${mail.text}`);
    return token;
  }

  it('mails a link to the address and stores only the hash of its token, for 1 hour', async () => {
    const email = freshEmail();
    const { userId } = await signUpForTest(t.app, email);
    const res = await requestReset(` ${email.toUpperCase()} `);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: RESET_MESSAGES.sent });
    const mail = await smtp.nextTo(email, RESET_SUBJECT);
    expect(mail.raw).toContain('Subject: Reset your Bento Creator password');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password#([\w-]{43}))/.exec(mail.text);
    expect(link).not.toBeNull();
    const rows = await t.models.PasswordResetToken.findAll({ where: { userId } });
    expect(rows.map((row) => row.id)).toEqual([sha256(link![2]!)]);
    expect(Math.abs(rows[0]!.expiresAt.getTime() - (Date.now() + 3600_000))).toBeLessThan(60_000);
  });

  it('answers the same for an address without an account, and mails nothing there', async () => {
    const known = freshEmail();
    await signUpForTest(t.app, known);
    const unknown = freshEmail();
    const res = await requestReset(unknown);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: RESET_MESSAGES.sent });
    await requestReset(known);
    await smtp.nextTo(known, RESET_SUBJECT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((mail) => mail.to.includes(unknown))).toEqual([]);
  });

  it('sets the new password, signs every session out, and works only once', async () => {
    const email = freshEmail();
    const first = await signUpForTest(t.app, email);
    const second = await signUpForTest(t.app, freshEmail()).then(() => signIn(email, STRONG_PASSWORD));
    const token = (await request(t.app).get('/api/auth/token').set('Cookie', first.cookie)).body
      .token as string;

    const used = await reset(await mailedToken(email));
    expect(used.status).toBe(204);

    // Both sessions (cookies) and the access token minted from one are dead.
    expect((await request(t.app).get('/api/auth/session').set('Cookie', first.cookie)).body).toEqual({
      user: null,
    });
    const secondCookie = (second.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    expect((await request(t.app).get('/api/auth/session').set('Cookie', secondCookie)).body).toEqual({
      user: null,
    });
    expect((await request(t.app).get(PROTECTED_PATH).set('Authorization', `Bearer ${token}`)).status).toBe(
      401,
    );
    expect(await t.models.Session.count({ where: { userId: first.userId } })).toBe(0);

    expect((await signIn(email, STRONG_PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link used once already, with a message that says to ask for a new one', async () => {
    const email = freshEmail();
    await signUpForTest(t.app, email);
    const token = await mailedToken(email);
    expect((await reset(token)).status).toBe(204);
    const again = await reset(token, 'another long passphrase');
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: 'invalid_reset_link', message: RESET_MESSAGES.invalidLink });
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link, and a link the account asked for before a reset', async () => {
    const email = freshEmail();
    const { userId } = await signUpForTest(t.app, email);
    const older = await mailedToken(email);
    const expired = await mailedToken(email);
    await t.models.PasswordResetToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { id: sha256(expired) } },
    );
    expect((await reset(expired)).body.error.code).toBe('invalid_reset_link');
    expect((await reset(await mailedToken(email))).status).toBe(204);
    expect((await reset(older)).body.error.code).toBe('invalid_reset_link');
    expect(await t.models.PasswordResetToken.count({ where: { userId } })).toBe(0);
  });

  it('holds the new password to the policy, and the link still works after a refusal', async () => {
    const email = freshEmail();
    await signUpForTest(t.app, email);
    const token = await mailedToken(email);
    const weak = await reset(token, 'password123');
    expect(weak.status).toBe(400);
    expect(weak.body.error.code).toBe('weak_password');
    const short = await reset(token, 'short');
    expect(short.body.error.code).toBe('invalid_password');
    expect((await reset(token)).status).toBe(204);
  });

  it('refuses malformed bodies with clear messages', async () => {
    const bad = await request(t.app).post('/api/auth/local/password-reset').send({ email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_email');
    for (const token of [undefined, 42, 'x'.repeat(43), 'x'.repeat(500)]) {
      const res = await reset(token as unknown as string);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_reset_link');
    }
  });

  it('sends no link to a forged Host without PUBLIC_URL', async () => {
    const email = freshEmail();
    await signUpForTest(t.app, email);
    const res = await request(t.app)
      .post('/api/auth/local/password-reset')
      .set('Host', 'evil.example')
      .send({ email });
    expect(res.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const resetMails = smtp.received.filter(
      (mail) => mail.to.includes(email) && mail.raw.includes(RESET_SUBJECT),
    );
    expect(resetMails).toEqual([]);
  });
});
