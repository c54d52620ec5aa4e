import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { authTestApp, setCookieLine, signUpForTest, STRONG_PASSWORD, type AuthTestApp } from './testing';

// Per IP: out of the way. Per account and IP: 3 free failures, then one attempt per 1 s, 2 s, 4 s… (60 s at most).
const ENV = { AUTH_RATE_LIMIT_MAX: '1000', AUTH_THROTTLE_FREE_FAILURES: '3' };
// Each test makes several sign-in attempts, each a deliberately slow password hash (~0.35 s on 2 cores).
jest.setTimeout(30_000);

const waitMessage = (seconds: number) => ({
  error: {
    code: 'too_many_requests',
    message: `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  },
});

describe.each(testDatabases())('sign-in throttle per account and address on $label', (db) => {
  let t: AuthTestApp;
  let address = 0;
  // A client address no request has used yet (documentation range, RFC 5737).
  const freshIp = () => `198.51.100.${++address}`;
  // The throttle's clock, moved by the tests.
  let clock = 0;
  const wait = (ms: number) => {
    clock += ms;
  };

  beforeEach(async () => {
    // A new app per test: its own in-memory counts.
    t = await authTestApp(db, ENV, { trustProxy: 'loopback' });
    clock = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => clock);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => db.cleanup());

  const signIn = (email: string, password: string, ip: string) =>
    request(t.app).post('/api/auth/local/sign-in').set('X-Forwarded-For', ip).send({ email, password });
  const statuses = async (email: string, password: string, ip: string, times: number) => {
    const answers: number[] = [];
    for (let i = 0; i < times; i++) answers.push((await signIn(email, password, ip)).status);
    return answers;
  };

  it('an attacker hammering from one address does not lock the owner out from another', async () => {
    await signUpForTest(t.app, 'ada@example.org');
    const attacker = freshIp();
    expect(await statuses('ada@example.org', 'wrong password', attacker, 10)).toEqual([
      401, 401, 401, 401, 429, 429, 429, 429, 429, 429,
    ]);
    const owner = await signIn('ada@example.org', STRONG_PASSWORD, freshIp());
    expect(owner.status).toBe(200);
    expect(setCookieLine(owner, 'bento_session')).toBeDefined();
    // The owner's sign-in does not free the attacker's address.
    expect((await signIn('ada@example.org', 'wrong password', attacker)).status).toBe(429);
  });

  it('on the same address the right password gets in after a short delay; the delays grow, up to 60 s', async () => {
    await signUpForTest(t.app, 'grace@example.org');
    const ip = freshIp();
    expect(await statuses('grace@example.org', 'wrong password', ip, 4)).toEqual([401, 401, 401, 401]);
    const early = await signIn('grace@example.org', STRONG_PASSWORD, ip);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    expect(early.body).toEqual(waitMessage(1));
    expect(setCookieLine(early, 'bento_session')).toBeUndefined();
    wait(1000);
    expect((await signIn('grace@example.org', STRONG_PASSWORD, ip)).status).toBe(200);

    // Signed in: the address starts again with 3 free failures, then waits that grow.
    expect(await statuses('grace@example.org', 'wrong password', ip, 4)).toEqual([401, 401, 401, 401]);
    const retryAfters: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await signIn('grace@example.org', 'wrong password', ip);
      retryAfters.push(Number(refused.headers['retry-after']));
      wait(Number(refused.headers['retry-after']) * 1000);
      expect((await signIn('grace@example.org', 'wrong password', ip)).status).toBe(401);
    }
    expect(retryAfters).toEqual([1, 4, 16, 60, 60, 60, 60, 60]);
  });

  it('answers an e-mail without an account exactly as one with an account', async () => {
    await signUpForTest(t.app, 'existing@example.org');
    const run = async (email: string) => {
      const ip = freshIp();
      const answers = await statuses(email, 'wrong password', ip, 4);
      const last = await signIn(email, STRONG_PASSWORD, ip);
      return {
        statuses: [...answers, last.status],
        body: last.body as unknown,
        retryAfter: last.headers['retry-after'] as unknown,
        headers: Object.keys(last.headers)
          .filter((name) => !['date', 'x-request-id', 'ratelimit', 'etag'].includes(name))
          .sort(),
      };
    };
    const existing = await run('existing@example.org');
    expect(existing.statuses).toEqual([401, 401, 401, 401, 429]);
    expect(await run('nobody-here@example.org')).toEqual(existing);
  });

  it('holds under concurrent attempts: the free failures and one more are answered', async () => {
    await signUpForTest(t.app, 'burst@example.org');
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => signIn('burst@example.org', 'wrong password', ip)),
    );
    expect(results.map((res) => res.status).sort()).toEqual([
      401, 401, 401, 401, 429, 429, 429, 429, 429, 429,
    ]);
  });

  it('a reset link works on a throttled address, and the new password signs in there at once', async () => {
    const { userId } = await signUpForTest(t.app, 'locked@example.org');
    const ip = freshIp();
    await statuses('locked@example.org', 'wrong password', ip, 6);
    expect((await signIn('locked@example.org', STRONG_PASSWORD, ip)).status).toBe(429);

    const token = randomBytes(32).toString('base64url');
    await t.models.PasswordResetToken.create({
      id: createHash('sha256').update(token).digest('hex'),
      userId,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const reset = await request(t.app)
      .post('/api/auth/local/password-reset/confirm')
      .set('X-Forwarded-For', ip)
      .send({ token, password: 'violet kettle sunrise' });
    expect(reset.status).toBe(204);
    expect((await signIn('locked@example.org', 'violet kettle sunrise', ip)).status).toBe(200);
  });
});
