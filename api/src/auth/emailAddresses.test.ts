import { createHash } from 'node:crypto';
import request from 'supertest';
import { gridFixture, uniqueSlug } from '../designs/testSupport';
import { testDatabases } from '../testing/databases';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtpServer';
import { EMAIL_MAILS_PER_HOUR, EMAIL_MESSAGES, EMAIL_SUBJECTS } from './emailAddresses';
import { authTestApp, signUpForTest, STRONG_PASSWORD, type AuthTestApp } from './testing';
import { EMAIL_NOT_VERIFIED_MESSAGE } from './verifiedEmail';
import { SETTINGS_MESSAGES } from './settingsValidation';

jest.setTimeout(30_000);

const { verify: VERIFY_SUBJECT, change: CHANGE_SUBJECT } = EMAIL_SUBJECTS;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabases())('e-mail verification and change on $label', (db) => {
  let smtp: TestSmtpServer;
  let t: AuthTestApp;
  let count = 0;
  const freshEmail = () => `address${++count}@example.org`;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await authTestApp(db, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await smtp.close();
    await db.cleanup();
  });

  /** A new account: its cookie, a bearer token, and the link token of the verification mail it was sent. */
  async function signedUp(email = freshEmail()) {
    const { userId, cookie } = await signUpForTest(t.app, email);
    const token = (await request(t.app).get('/api/auth/token').set('Cookie', cookie)).body.token as string;
    return { userId, cookie, email, bearer: `Bearer ${token}` };
  }
  async function linkToken(to: string, subject: string, page: string): Promise<string> {
    const mail = await smtp.nextTo(to, subject);
    const token = new RegExp(`/${page}#([\\w-]{43})`).exec(mail.text)?.[1];
    if (!token) throw new Error(`no ${page} link in ${mail.text}`);
    return token;
  }
  const verify = (token: string) =>
    request(t.app).post('/api/auth/local/email-verification/confirm').send({ token });
  const confirmChange = (token: string) =>
    request(t.app).post('/api/auth/local/email-change/confirm').send({ token });
  const session = async (cookie: string) =>
    (await request(t.app).get('/api/auth/session').set('Cookie', cookie)).body.user as {
      email: string;
      emailVerified: boolean;
    };
  async function publish(bearer: string) {
    const design = await request(t.app)
      .post('/api/designs')
      .set('Authorization', bearer)
      .send({ gridData: gridFixture() });
    expect(design.status).toBe(201);
    return request(t.app)
      .post(`/api/designs/${design.body.id as string}/publish`)
      .set('Authorization', bearer)
      .send({ siteTitle: 'My site', slug: uniqueSlug() });
  }

  it('mails a verification link at sign-up; unverified, the account saves but may not publish until it is opened', async () => {
    const account = await signedUp();
    expect(await session(account.cookie)).toMatchObject({ email: account.email, emailVerified: false });
    const token = await linkToken(account.email, VERIFY_SUBJECT, 'verify-email');
    const stored = await t.models.EmailToken.findAll({ where: { userId: account.userId } });
    expect(stored.map((row) => [row.id, row.purpose])).toEqual([[sha256(token), 'verify']]);
    expect(Math.abs(stored[0]!.expiresAt.getTime() - (Date.now() + 24 * 3600_000))).toBeLessThan(60_000);

    const refused = await publish(account.bearer);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'email_not_verified', message: EMAIL_NOT_VERIFIED_MESSAGE });
    const newSite = await request(t.app)
      .post('/api/published-sites')
      .set('Authorization', account.bearer)
      .send({ siteTitle: 'Site', slug: uniqueSlug(), gridData: gridFixture() });
    expect(newSite.status).toBe(403);

    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ id: account.userId, emailVerified: true });
    expect(await session(account.cookie)).toMatchObject({ emailVerified: true });
    expect((await publish(account.bearer)).status).toBe(201);
    // Single use.
    expect((await verify(token)).body.error).toEqual({
      code: 'invalid_email_link',
      message: EMAIL_MESSAGES.invalidLink,
    });
  });

  it('sends a new link on request, refuses expired and malformed links, and says when there is nothing to verify', async () => {
    const account = await signedUp();
    const first = await linkToken(account.email, VERIFY_SUBJECT, 'verify-email');
    const resend = await request(t.app)
      .post('/api/auth/local/email-verification')
      .set('Authorization', account.bearer);
    expect(resend.status).toBe(202);
    expect(resend.body).toEqual({ message: EMAIL_MESSAGES.verificationSent(account.email) });
    const second = await linkToken(account.email, VERIFY_SUBJECT, 'verify-email');
    await t.models.EmailToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { id: sha256(second) } },
    );
    expect((await verify(second)).status).toBe(400);
    for (const token of ['', 'x'.repeat(43), 42, '../'.repeat(20)])
      expect((await verify(token as string)).status).toBe(400);
    expect((await verify(first)).status).toBe(200);
    const again = await request(t.app)
      .post('/api/auth/local/email-verification')
      .set('Authorization', account.bearer);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ verified: true });
    expect((await request(t.app).post('/api/auth/local/email-verification')).status).toBe(401);
  });

  it(`mails at most ${EMAIL_MAILS_PER_HOUR} links an hour for one account`, async () => {
    const account = await signedUp();
    const resend = () =>
      request(t.app).post('/api/auth/local/email-verification').set('Authorization', account.bearer);
    // The sign-up mail was the first.
    for (let sent = 1; sent < EMAIL_MAILS_PER_HOUR; sent++) expect((await resend()).status).toBe(202);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'too_many_emails', message: EMAIL_MESSAGES.tooManyMails });
  });

  it('changes the address only once the link mailed to the new one is opened, and tells the old one', async () => {
    const account = await signedUp();
    const newEmail = freshEmail();
    const ask = (body: object) =>
      request(t.app).post('/api/auth/email').set('Authorization', account.bearer).send(body);
    expect((await ask({ newEmail, password: 'not the password' })).body.error.message).toBe(
      SETTINGS_MESSAGES.wrongPassword,
    );
    expect((await ask({ newEmail: 'not an address', password: STRONG_PASSWORD })).body.error.code).toBe(
      'invalid_email',
    );
    expect((await ask({ newEmail: account.email, password: STRONG_PASSWORD })).body.error).toEqual({
      code: 'same_email',
      message: EMAIL_MESSAGES.sameEmail,
    });
    const taken = await signedUp();
    expect((await ask({ newEmail: taken.email, password: STRONG_PASSWORD })).status).toBe(409);

    const asked = await ask({ newEmail: ` ${newEmail.toUpperCase()} `, password: STRONG_PASSWORD });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: EMAIL_MESSAGES.changeSent(newEmail) });
    const verifyOld = await linkToken(account.email, VERIFY_SUBJECT, 'verify-email');
    const token = await linkToken(newEmail, CHANGE_SUBJECT, 'confirm-email');
    // Nothing changes before the link is opened; a verification link is no change link.
    expect(await session(account.cookie)).toMatchObject({ email: account.email });
    expect((await confirmChange(verifyOld)).status).toBe(400);

    const changed = await confirmChange(token);
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await session(account.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    const notice = await smtp.nextTo(account.email, EMAIL_SUBJECTS.changed);
    expect(notice.text).toContain(newEmail);
    // Links to the old address no longer open anything; the new address signs in, the old one does not.
    expect((await verify(verifyOld)).status).toBe(400);
    expect((await confirmChange(token)).status).toBe(400);
    const signIn = (email: string) =>
      request(t.app).post('/api/auth/local/sign-in').send({ email, password: STRONG_PASSWORD });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(account.email)).status).toBe(401);
  });

  it('refuses a change link once another account has taken the address', async () => {
    const account = await signedUp();
    const newEmail = freshEmail();
    await request(t.app)
      .post('/api/auth/email')
      .set('Authorization', account.bearer)
      .send({ newEmail, password: STRONG_PASSWORD })
      .expect(202);
    const token = await linkToken(newEmail, CHANGE_SUBJECT, 'confirm-email');
    await signedUp(newEmail);
    const refused = await confirmChange(token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('email_taken');
    expect(await session(account.cookie)).toMatchObject({ email: account.email });
  });
});
