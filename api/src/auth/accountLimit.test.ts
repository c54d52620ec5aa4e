import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { authTestApp, setCookieLine, signUpForTest, STRONG_PASSWORD, type AuthTestApp } from './testing';

// Per IP: 4 sign-in attempts; per account: 6 failures. Spreading failures over addresses keeps every address under
// its own limit, so only the per-account budget can stop them.
const ENV = {
  AUTH_RATE_LIMIT_MAX: '4',
  AUTH_RATE_LIMIT_WINDOW_MINUTES: '15',
  AUTH_RATE_LIMIT_ACCOUNT_MAX: '6',
  AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MINUTES: '15',
};
// Each test makes a dozen sign-in attempts, each a deliberately slow password hash (~0.35 s on 2 cores).
jest.setTimeout(20_000);

const LIMITED = {
  error: { code: 'too_many_requests', message: 'Too many attempts. Please try again in 15 minutes.' },
};

describe.each(testDatabases())('per-account sign-in limit on $label', (db) => {
  let t: AuthTestApp;
  let address = 0;
  // A client address no request has used yet (documentation range, RFC 5737).
  const freshIp = () => `198.51.100.${++address}`;

  beforeEach(async () => {
    // A new app per test: its own in-memory budgets.
    t = await authTestApp(db, ENV, { trustProxy: 'loopback' });
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => db.cleanup());

  const signIn = (email: string, password: string, ip = freshIp()) =>
    request(t.app).post('/api/auth/local/sign-in').set('X-Forwarded-For', ip).send({ email, password });

  /** 6 wrong passwords from 3 addresses (2 each), any spelling of the e-mail; answers their statuses. */
  async function burnBudget(email: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const ip of [freshIp(), freshIp(), freshIp()]) {
      statuses.push((await signIn(email, 'wrong password', ip)).status);
      statuses.push((await signIn(` ${email.toUpperCase()} `, 'wrong password', ip)).status);
    }
    return statuses;
  }

  it('counts failures from every address: past the budget, even the right password from a new address gets 429', async () => {
    await signUpForTest(t.app, 'ada@example.org');
    expect(await burnBudget('ada@example.org')).toEqual([401, 401, 401, 401, 401, 401]);

    const limited = await signIn('ada@example.org', STRONG_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(setCookieLine(limited, 'bento_session')).toBeUndefined();

    // The budget is the e-mail's: another account signs in from the same addresses.
    await signUpForTest(t.app, 'grace@example.org');
    expect((await signIn('grace@example.org', STRONG_PASSWORD, `198.51.100.${address}`)).status).toBe(200);
  });

  it('answers an e-mail without an account exactly as one with an account', async () => {
    await signUpForTest(t.app, 'existing@example.org');
    const run = async (email: string) => {
      const statuses = await burnBudget(email);
      const last = await signIn(email, STRONG_PASSWORD);
      return {
        statuses: [...statuses, last.status],
        body: last.body as unknown,
        retryAfter: Math.round(Number(last.headers['retry-after']) / 60),
        headers: Object.keys(last.headers)
          .filter((name) => !['date', 'x-request-id', 'ratelimit', 'etag'].includes(name))
          .sort(),
      };
    };
    const existing = await run('existing@example.org');
    const missing = await run('nobody-here@example.org');
    expect(existing.statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect(missing).toEqual(existing);
    expect(missing.body).toEqual(LIMITED);
  });

  it('lets the e-mail sign in again once the window has passed', async () => {
    await signUpForTest(t.app, 'patient@example.org');
    await burnBudget('patient@example.org');
    expect((await signIn('patient@example.org', STRONG_PASSWORD)).status).toBe(429);

    const later = Date.now() + 15 * 60_000 + 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect((await signIn('patient@example.org', STRONG_PASSWORD)).status).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    await signUpForTest(t.app, 'typo@example.org');
    for (let i = 0; i < 5; i++) expect((await signIn('typo@example.org', 'wrong password')).status).toBe(401);
    expect((await signIn('typo@example.org', STRONG_PASSWORD)).status).toBe(200);
    // A full budget again: 6 more failures are answered, the 7th attempt is not.
    expect(await burnBudget('typo@example.org')).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await signIn('typo@example.org', STRONG_PASSWORD)).status).toBe(429);
  });

  it('holds under concurrent attempts: no more than the budget is answered', async () => {
    await signUpForTest(t.app, 'burst@example.org');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => signIn('burst@example.org', 'wrong password')),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429, 429, 429]);
  });
});
