// Users: the admin's list, disabling (every token refused at once, sign-in and token minting refused with the
// message) and enabling again; last activity recorded at most every few minutes. Local accounts and Clerk.
import request from 'supertest';
import { ACCOUNT_DISABLED_MESSAGE, ACTIVITY_INTERVAL_MS } from '../auth/accountStatus';
import { SESSION_COOKIE } from '../auth/cookies';
import { createSession } from '../auth/sessions';
import { authTestApp, mintClerkToken, PROTECTED_PATH, rsaKeys, STRONG_PASSWORD } from '../auth/testing';
import { testDatabases } from '../testing/databases';
import {
  ADMIN_EMAIL,
  asUser,
  mintBearer,
  publishSite,
  signUpAccount,
  useAdminTest,
  type Account,
} from './testSupport';

jest.setTimeout(60_000);

const DISABLED = { error: { code: 'account_disabled', message: ACCOUNT_DISABLED_MESSAGE } };
const keys = rsaKeys();
const clerkEnv = {
  CLERK_JWT_KEY: keys.publicPem.replace(/\n/g, '\\n'),
  CLERK_PUBLISHABLE_KEY: 'pk_test_Y2xlcmsuZXhhbXBsZS5vcmck',
  CLERK_AUTHORIZED_PARTIES: 'http://localhost:3000',
};

describe.each(testDatabases())('users on $label', (db) => {
  const t = useAdminTest(db);
  let admin: Account;

  beforeAll(async () => {
    admin = await signUpAccount(t().app, ADMIN_EMAIL);
  });

  const signIn = (email: string) =>
    request(t().app).post('/api/auth/local/sign-in').send({ email, password: STRONG_PASSWORD });
  const disable = (id: string) => asUser(t().app, admin, 'post', `/api/admin/users/${id}/disable`);
  const enable = (id: string) => asUser(t().app, admin, 'post', `/api/admin/users/${id}/enable`);

  it('lists users with their counts, activity, state and role', async () => {
    const user = await signUpAccount(t().app);
    await publishSite(t().app, user);
    await asUser(t().app, user, 'post', '/api/designs', { gridData: { boxes: [], gridSettings: {} } });
    const res = await asUser(t().app, admin, 'get', `/api/admin/users?q=${encodeURIComponent(user.email)}`);
    expect(res.body).toEqual({
      items: [
        {
          id: user.id,
          email: user.email,
          name: null,
          createdAt: expect.any(String),
          lastActiveAt: expect.any(String),
          designCount: 2,
          siteCount: 1,
          disabled: false,
          admin: false,
        },
      ],
      page: 1,
      pageSize: 50,
      total: 1,
    });
    // Raw rows read back the same instants the models store, on both dialects.
    const stored = await t().models.User.findByPk(user.id);
    expect(res.body.items[0].createdAt).toBe(stored!.createdAt.toISOString());
    expect(res.body.items[0].lastActiveAt).toBe(stored!.lastActiveAt!.toISOString());
    const admins = await asUser(t().app, admin, 'get', '/api/admin/users?q=ADMIN@EXAMPLE');
    expect(admins.body.items).toEqual([expect.objectContaining({ id: admin.id, admin: true })]);
  });

  it('refuses a disabled user’s existing token at once, refuses sign-in with the message, and enables again', async () => {
    const user = await signUpAccount(t().app);
    const token = await user.auth();
    expect((await request(t().app).get('/api/designs').set('Authorization', token)).status).toBe(200);

    const disabled = await disable(user.id);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ id: user.id, disabled: true });

    // The same, still unexpired token: refused on the next request.
    const refused = await request(t().app).get('/api/designs').set('Authorization', token);
    expect(refused.status).toBe(401);
    expect(await t().models.Session.count({ where: { userId: user.id } })).toBe(0);
    // The old cookie opens nothing and mints nothing.
    expect((await request(t().app).get('/api/auth/session').set('Cookie', user.cookie)).body).toEqual({
      user: null,
    });
    expect((await request(t().app).get('/api/auth/token').set('Cookie', user.cookie)).status).toBe(401);

    const signInRefused = await signIn(user.email);
    expect(signInRefused.status).toBe(403);
    expect(signInRefused.body).toEqual(DISABLED);
    expect(signInRefused.headers['set-cookie']).toBeUndefined();
    expect(await t().models.Session.count({ where: { userId: user.id } })).toBe(0);

    // A session that slipped in (a sign-in racing the disable) mints no token either.
    const { token: sessionToken } = await createSession(t().models, user.id);
    const minted = await request(t().app)
      .get('/api/auth/token')
      .set('Cookie', `${SESSION_COOKIE}=${sessionToken}`);
    expect(minted.status).toBe(403);
    expect(minted.body).toEqual(DISABLED);

    const enabled = await enable(user.id);
    expect(enabled.body).toMatchObject({ id: user.id, disabled: false });
    const signedIn = await signIn(user.email);
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const fresh = await mintBearer(t().app, cookie);
    expect((await request(t().app).get('/api/designs').set('Authorization', fresh)).status).toBe(200);
  });

  it('lets no admin disable themselves, and answers 409 for a repeat and 404 for nobody', async () => {
    const self = await disable(admin.id);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({
      error: { code: 'cannot_disable_self', message: 'You cannot disable your own account.' },
    });
    expect((await asUser(t().app, admin, 'get', '/api/admin/me')).status).toBe(200);
    const user = await signUpAccount(t().app);
    expect((await enable(user.id)).body).toEqual({
      error: { code: 'invalid_state', message: 'This account is not disabled.' },
    });
    await disable(user.id);
    expect((await disable(user.id)).body).toEqual({
      error: { code: 'invalid_state', message: 'This account is already disabled.' },
    });
    expect((await disable('00000000-0000-4000-8000-000000000000')).body).toEqual({
      error: { code: 'not_found', message: 'User not found' },
    });
  });

  it('records last activity when a token is minted, at most once per interval', async () => {
    const user = await signUpAccount(t().app);
    const activity = async () => (await t().models.User.findByPk(user.id))!.lastActiveAt;
    await user.auth();
    const first = await activity();
    expect(first).toBeInstanceOf(Date);
    await user.auth();
    expect(await activity()).toEqual(first);
    const longAgo = new Date(Date.now() - ACTIVITY_INTERVAL_MS - 1000);
    await t().models.User.update({ lastActiveAt: longAgo }, { where: { id: user.id } });
    await user.auth();
    expect((await activity())!.getTime()).toBeGreaterThan(longAgo.getTime() + ACTIVITY_INTERVAL_MS);
  });

  it('with Clerk: org:admin is an admin, and a disabled Clerk user’s token is refused at once', async () => {
    const clerk = await authTestApp(db, { ...clerkEnv, ADMIN_EMAILS: ADMIN_EMAIL });
    const bearer = (sub: string, claims: Record<string, unknown> = {}) =>
      `Bearer ${mintClerkToken(keys.privateKey, { sub, ...claims })}`;
    const orgAdmin = bearer('user_orgAdmin1', { org_role: 'org:admin', email: 'boss@example.org' });
    const member = bearer('user_member1', { org_role: 'org:basic_member' });
    expect((await request(clerk.app).get('/api/admin/me').set('Authorization', orgAdmin)).body).toEqual({
      admin: true,
      user: { id: expect.any(String), email: 'boss@example.org' },
    });
    const notAdmin = await request(clerk.app).get('/api/admin/me').set('Authorization', member);
    expect(notAdmin.status).toBe(403);
    // ADMIN_EMAILS names local accounts only: a Clerk token's e-mail claim does not make an admin.
    const claimed = bearer('user_claims1', { email: ADMIN_EMAIL });
    expect((await request(clerk.app).get('/api/admin/me').set('Authorization', claimed)).status).toBe(403);

    const whoAmI = await request(clerk.app).get(PROTECTED_PATH).set('Authorization', member);
    expect(whoAmI.status).toBe(200);
    const memberId = whoAmI.body.userId as string;
    const disabled = await request(clerk.app)
      .post(`/api/admin/users/${memberId}/disable`)
      .set('Authorization', orgAdmin);
    expect(disabled.status).toBe(200);
    expect((await request(clerk.app).get(PROTECTED_PATH).set('Authorization', member)).status).toBe(401);
    expect((await request(clerk.app).get('/api/auth/session').set('Authorization', member)).body).toEqual({
      user: null,
    });
    await request(clerk.app).post(`/api/admin/users/${memberId}/enable`).set('Authorization', orgAdmin);
    expect((await request(clerk.app).get(PROTECTED_PATH).set('Authorization', member)).status).toBe(200);
  });
});
