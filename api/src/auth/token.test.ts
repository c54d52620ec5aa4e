import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { TEST_AUTH_SECRET } from '../testing/users';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './accessTokens';
import { sessionIdOf } from './sessions';
import { authTestApp, cookiePair, PROTECTED_PATH, setCookieLine, type AuthTestApp } from './testing';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe.each(testDatabases())('GET /api/auth/token on $label', (db) => {
  let t: AuthTestApp;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    t = await authTestApp(db);
    const res = await request(t.app)
      .post('/api/auth/local/sign-up')
      .send({ email: 'token@example.org', password: 'correct horse battery', acceptTerms: true });
    cookie = cookiePair(setCookieLine(res, 'bento_session'));
    userId = res.body.user.id;
  });
  afterAll(() => {
    jest.restoreAllMocks();
    return db.cleanup();
  });

  it('mints a 60-second bearer JWT from the session cookie that requireUser(localStrategy) accepts', async () => {
    const res = await request(t.app).get('/api/auth/token').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token } = res.body as { token: string };
    // Whose token it is, so a tab still showing another account refuses it.
    expect(res.body).toEqual({ token, userId });
    const claims = claimsOf(token);
    expect(claims).toEqual({
      sub: userId,
      sid: sessionIdOf(cookie.slice('bento_session='.length)),
      iss: 'bento-creator',
      aud: 'bento-creator-api',
      iat: expect.any(Number),
      nbf: claims.iat,
      exp: Number(claims.iat) + ACCESS_TOKEN_TTL_SECONDS,
    });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(60);

    const ok = await request(t.app).get(PROTECTED_PATH).set('Authorization', `Bearer ${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ userId });
  });

  it('gives a token that stops working after 60 seconds', async () => {
    const { token } = (await request(t.app).get('/api/auth/token').set('Cookie', cookie)).body as {
      token: string;
    };
    const issuedAt = Number(claimsOf(token).iat) * 1000;
    const tokens = createAccessTokens(TEST_AUTH_SECRET);
    expect((await tokens.verify(token, issuedAt + 59_000))?.userId).toBe(userId);
    expect(await tokens.verify(token, issuedAt + 60_000)).toBeNull();

    jest.spyOn(Date, 'now').mockReturnValue(issuedAt + 61_000);
    const expired = await request(t.app).get(PROTECTED_PATH).set('Authorization', `Bearer ${token}`);
    jest.restoreAllMocks();
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      error: { code: 'unauthorized', message: 'You must be signed in to do that.' },
    });
  });

  it('answers 401 without a session, and the protected route refuses no or junk tokens', async () => {
    for (const req of [
      request(t.app).get('/api/auth/token'),
      request(t.app).get('/api/auth/token').set('Cookie', 'bento_session=abc'),
    ]) {
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'unauthorized', message: 'You must be signed in to do that.' },
      });
    }
    expect((await request(t.app).get(PROTECTED_PATH)).status).toBe(401);
    expect((await request(t.app).get(PROTECTED_PATH).set('Authorization', 'Bearer a.b.c')).status).toBe(401);
    // The session cookie itself is not a bearer credential.
    expect((await request(t.app).get(PROTECTED_PATH).set('Cookie', cookie)).status).toBe(401);
  });

  it('survives a restart with a new secret: old tokens fail, the session re-mints a working one', async () => {
    const before = (await request(t.app).get('/api/auth/token').set('Cookie', cookie)).body.token as string;
    const restarted = await authTestApp(
      db,
      { AUTH_SECRET: `${TEST_AUTH_SECRET}-after-restart` },
      { sequelize: t.sequelize },
    );
    expect(
      (await request(restarted.app).get(PROTECTED_PATH).set('Authorization', `Bearer ${before}`)).status,
    ).toBe(401);

    const after = await request(restarted.app).get('/api/auth/token').set('Cookie', cookie);
    expect(after.status).toBe(200);
    const ok = await request(restarted.app)
      .get(PROTECTED_PATH)
      .set('Authorization', `Bearer ${after.body.token}`);
    expect(ok.body).toEqual({ userId });
  });
});
