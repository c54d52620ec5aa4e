import { createHmac } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { placeholderEmail } from './clerkUsers';
import { currentUser, requireUser } from './requireUser';
import { authTestApp, mintClerkToken, PROTECTED_PATH, rsaKeys, type AuthTestApp } from './testing';

const keys = rsaKeys();
const PUBLISHABLE = 'pk_test_Y2xlcmsuZXhhbXBsZS5vcmck';
const clerkEnv = {
  CLERK_JWT_KEY: keys.publicPem.replace(/\n/g, '\\n'),
  CLERK_PUBLISHABLE_KEY: PUBLISHABLE,
  CLERK_AUTHORIZED_PARTIES: 'http://localhost:3000, https://bento.example.org',
};

describe.each(testDatabases())('Clerk strategy on $label', (db) => {
  let t: AuthTestApp;
  let n = 0;
  const freshSub = () => `user_${Date.now().toString(36)}Clerk${++n}`;
  const bearer = (claims: Record<string, unknown> = {}) =>
    `Bearer ${mintClerkToken(keys.privateKey, claims)}`;
  const whoAmI = (authorization: string) =>
    request(t.app).get(PROTECTED_PATH).set('Authorization', authorization);

  beforeAll(async () => {
    t = await authTestApp(db, clerkEnv);
  });
  afterAll(() => db.cleanup());

  it('is chosen when CLERK_JWT_KEY is set', () => {
    expect(t.auth.name).toBe('clerk');
  });

  it('creates the user on first sight and maps the same Clerk user to the same users.id afterwards', async () => {
    const sub = freshSub();
    const first = await whoAmI(bearer({ sub, email: ' Grace@Example.ORG ' }));
    expect(first.status).toBe(200);
    const row = await t.models.User.findOne({ where: { clerkUserId: sub } });
    expect(row).toMatchObject({ id: first.body.userId, email: 'grace@example.org', passwordHash: null });

    const again = await whoAmI(bearer({ sub }));
    expect(again.body).toEqual({ userId: first.body.userId });
    expect(await t.models.User.count({ where: { clerkUserId: sub } })).toBe(1);
  });

  it('uses a placeholder e-mail when the token has none, or when the e-mail belongs to another account', async () => {
    const sub = freshSub();
    const res = await whoAmI(bearer({ sub }));
    expect((await t.models.User.findByPk(res.body.userId))?.email).toBe(placeholderEmail(sub));
    expect(placeholderEmail('user_2AbC')).toBe('user_2abc@clerk.invalid');

    const local = await t.models.User.create({ email: 'taken@example.org', passwordHash: null });
    const other = freshSub();
    const mapped = await whoAmI(bearer({ sub: other, email: 'taken@example.org' }));
    expect(mapped.status).toBe(200);
    expect(mapped.body.userId).not.toBe(local.id);
    expect((await t.models.User.findByPk(mapped.body.userId))?.email).toBe(placeholderEmail(other));
  });

  it("exposes the token's organization role as orgRole, from v2 (o.rol) and v1 (org_role) tokens alike", async () => {
    const app = express();
    app.get('/who', requireUser(t.auth), (_req, res) => {
      res.json(currentUser(res));
    });
    const who = (claims: Record<string, unknown>) =>
      request(app).get('/who').set('Authorization', bearer(claims));
    const sub = freshSub();
    const v2 = await who({ sub, v: 2, o: { id: 'org_1', rol: 'admin', slg: 'acme' } });
    expect(v2.body).toEqual({ id: expect.any(String), orgRole: 'org:admin' });
    const v1 = await who({ sub, v: undefined, org_id: 'org_1', org_role: 'org:admin' });
    expect(v1.body).toEqual({ id: v2.body.id, orgRole: 'org:admin' });
    expect((await who({ sub, o: { id: 'org_1', rol: 'member' } })).body.orgRole).toBe('org:member');
    expect((await who({ sub })).body).toEqual({ id: v2.body.id });
  });

  it('leaves one row when a new Clerk user sends several requests at once', async () => {
    const sub = freshSub();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => whoAmI(bearer({ sub, email: `${sub}@example.org` }))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.userId)).size).toBe(1);
    expect(await t.models.User.count({ where: { clerkUserId: sub } })).toBe(1);
  });

  it('reads the __session cookie when there is no Authorization header', async () => {
    const sub = freshSub();
    const res = await request(t.app)
      .get(PROTECTED_PATH)
      .set('Cookie', `theme=dark; __session=${mintClerkToken(keys.privateKey, { sub })}`);
    expect(res.status).toBe(200);
    expect((await t.models.User.findByPk(res.body.userId))?.clerkUserId).toBe(sub);
  });

  it.each([
    ['expired', () => bearer({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['not yet valid', () => bearer({ nbf: Math.floor(Date.now() / 1000) + 120 })],
    ['signed with another key', () => `Bearer ${mintClerkToken(rsaKeys().privateKey)}`],
    [
      'HS256 keyed with the public key',
      () => {
        const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
        const body = Buffer.from(
          JSON.stringify({
            sub: 'user_x',
            exp: Math.floor(Date.now() / 1000) + 60,
            azp: 'http://localhost:3000',
          }),
        ).toString('base64url');
        return `Bearer ${head}.${body}.${createHmac('sha256', keys.publicPem).update(`${head}.${body}`).digest('base64url')}`;
      },
    ],
    [
      'alg none',
      () => {
        const [, body] = mintClerkToken(keys.privateKey).split('.');
        return `Bearer ${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${body}.e30`;
      },
    ],
    ['from an unauthorized party', () => bearer({ azp: 'https://evil.example.org' })],
    ['without azp', () => bearer({ azp: undefined })],
    ['of a pending session', () => bearer({ sts: 'pending' })],
    ['one of our local access tokens', () => 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
  ])('refuses a token %s with 401 and creates no user', async (_label, authorization) => {
    const before = await t.models.User.count();
    const res = await whoAmI(authorization());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'unauthorized', message: 'You must be signed in to do that.' },
    });
    expect(await t.models.User.count()).toBe(before);
  });

  it('answers /config with the publishable key, and the configured (or default) sign-in and sign-up URLs', async () => {
    const config = await request(t.app).get('/api/auth/config');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({ strategy: 'clerk', publishableKey: PUBLISHABLE });
    expect((await request(t.app).get('/api/auth/sign-in-url')).body).toEqual({ url: '/sign-in' });
    expect((await request(t.app).get('/api/auth/auth-urls')).body).toEqual({
      signIn: '/sign-in',
      signUp: '/sign-up',
    });

    const custom = await authTestApp(db, {
      ...clerkEnv,
      CLERK_SIGN_IN_URL: 'https://accounts.bento.example.org/sign-in',
      CLERK_SIGN_UP_URL: 'https://accounts.bento.example.org/sign-up',
    });
    expect((await request(custom.app).get('/api/auth/sign-in-url')).body).toEqual({
      url: 'https://accounts.bento.example.org/sign-in',
    });
    expect((await request(custom.app).get('/api/auth/auth-urls')).body).toEqual({
      signIn: 'https://accounts.bento.example.org/sign-in',
      signUp: 'https://accounts.bento.example.org/sign-up',
    });
  });

  it('answers /session from the Clerk token, and turns local accounts off', async () => {
    const sub = freshSub();
    const session = await request(t.app)
      .get('/api/auth/session')
      .set('Authorization', bearer({ sub, email: 'kay@example.org' }));
    expect(session.body).toEqual({
      user: {
        id: expect.any(String),
        email: 'kay@example.org',
        fullName: null,
        avatarUrl: null,
        emailVerified: true,
      },
    });
    expect((await request(t.app).get('/api/auth/session')).body).toEqual({ user: null });

    for (const [method, path] of [
      ['post', '/api/auth/local/sign-up'],
      ['post', '/api/auth/local/sign-in'],
      ['post', '/api/auth/local/sign-out'],
      ['post', '/api/auth/local/password-reset'],
      ['post', '/api/auth/local/password-reset/confirm'],
      ['get', '/api/auth/token'],
    ] as const) {
      const res = await request(t.app)[method](path).send({});
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('local_accounts_disabled');
    }
    // Account settings live at Clerk: the local ones answer so, even for a signed-in Clerk user.
    for (const [method, path] of [
      ['patch', '/api/auth/account'],
      ['post', '/api/auth/password'],
      ['delete', '/api/auth/account'],
    ] as const) {
      const res = await request(t.app)[method](path).set('Authorization', bearer({ sub })).send({});
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: {
          code: 'managed_by_clerk',
          message: "Your account is managed by Clerk: change it in Clerk's account settings.",
        },
      });
    }
  });
});
