import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { TEST_AUTH_SECRET } from '../testing/users';
import { signTestAccessToken } from './testingTokens';
import {
  useAuthTestApp,
  cookiePair,
  PROTECTED_PATH,
  setCookieLine,
  signUpForTest,
  STRONG_PASSWORD,
} from './testing';

const UNAUTHORIZED = { error: { code: 'unauthorized', message: 'You must be signed in to do that.' } };

describe.each(testDatabases())('bearer tokens refused by requireUser(localStrategy) on $label', (db) => {
  const { t, freshEmail } = useAuthTestApp(db, 'refusals');
  afterEach(() => jest.restoreAllMocks());

  const callWith = (token: string) =>
    request(t.app).get(PROTECTED_PATH).set('Authorization', `Bearer ${token}`);
  const mintFor = async (cookie: string) =>
    (await request(t.app).get('/api/auth/token').set('Cookie', cookie)).body.token as string;

  describe('hand-signed with the server secret for a live session, one thing wrong each', () => {
    let userId: string;
    let sessionId: string;
    const sign = (claims: Record<string, unknown> = {}, header?: Record<string, unknown>) =>
      signTestAccessToken(TEST_AUTH_SECRET, { sub: userId, sid: sessionId, ...claims }, { header });

    beforeAll(async () => {
      ({ userId, sessionId } = await signUpForTest(t.app, freshEmail()));
    });

    it('accepts the token with nothing wrong (the control)', async () => {
      const res = await callWith(sign());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userId });
    });

    it("refuses a signature with a trailing '=' (and other non-canonical spellings)", async () => {
      const token = sign();
      const [head, payload, signature = ''] = token.split('.');
      for (const variant of [`${token}=`, `${head}.${payload}=.${signature}`, `${token}==`]) {
        const res = await callWith(variant);
        expect(res.status).toBe(401);
        expect(res.body).toEqual(UNAUTHORIZED);
      }
    });

    it.each([
      ['alg none, unsigned', { alg: 'none', typ: 'JWT' }, true],
      ['alg none', { alg: 'none', typ: 'JWT' }, false],
      ['alg HS512', { alg: 'HS512', typ: 'JWT' }, false],
      ['alg RS256', { alg: 'RS256', typ: 'JWT' }, false],
      ['no typ', { alg: 'HS256' }, false],
    ])('refuses %s', async (_label, header, unsigned) => {
      const token = sign({}, header);
      const res = await callWith(unsigned ? `${token.split('.').slice(0, 2).join('.')}.` : token);
      expect(res.status).toBe(401);
    });

    it.each([
      ['a wrong issuer', { iss: 'bento-creator-evil' }],
      ['a wrong audience', { aud: 'another-api' }],
      ['no audience', { aud: undefined }],
      ['nbf in the future', { nbf: Math.floor(Date.now() / 1000) + 30 }],
      ['an expired exp', { exp: Math.floor(Date.now() / 1000) - 1 }],
      ['another session id', { sid: 'f'.repeat(64) }],
      ['no session id', { sid: undefined }],
      ['another user for this session', { sub: '00000000-0000-4000-8000-000000000000' }],
    ])('refuses %s', async (_label, claims) => {
      const res = await callWith(sign(claims));
      expect(res.status).toBe(401);
      expect(res.body).toEqual(UNAUTHORIZED);
    });

    it('refuses a token signed with another secret', async () => {
      const token = signTestAccessToken(`${TEST_AUTH_SECRET}-other`, { sub: userId, sid: sessionId });
      expect((await callWith(token)).status).toBe(401);
    });
  });

  it('refuses an expired minted token (61 s later)', async () => {
    const { cookie } = await signUpForTest(t.app, freshEmail());
    const token = await mintFor(cookie);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect((await callWith(token)).status).toBe(401);
  });

  it('refuses the token immediately after POST /api/auth/local/sign-out, other sessions unaffected', async () => {
    const email = freshEmail();
    const { cookie, userId } = await signUpForTest(t.app, email);
    const other = await request(t.app)
      .post('/api/auth/local/sign-in')
      .send({ email, password: STRONG_PASSWORD });
    const otherToken = await mintFor(cookiePair(setCookieLine(other, 'bento_session')));
    const token = await mintFor(cookie);
    expect((await callWith(token)).status).toBe(200);

    expect((await request(t.app).post('/api/auth/local/sign-out').set('Cookie', cookie)).status).toBe(204);
    const after = await callWith(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(UNAUTHORIZED);
    expect((await callWith(otherToken)).body).toEqual({ userId });
  });

  it('refuses the token once the user row is deleted', async () => {
    const { cookie, userId } = await signUpForTest(t.app, freshEmail());
    const token = await mintFor(cookie);
    expect((await callWith(token)).status).toBe(200);
    await t.models.User.destroy({ where: { id: userId } });
    expect((await callWith(token)).status).toBe(401);
  });

  it('refuses the token once its session has expired, although the token itself has not', async () => {
    const { cookie, userId } = await signUpForTest(t.app, freshEmail());
    const token = await mintFor(cookie);
    await t.models.Session.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { userId } });
    expect((await callWith(token)).status).toBe(401);
  });
});
