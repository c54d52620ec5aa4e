import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { rateLimitMessage } from './rateLimit';
import { authTestApp, type AuthTestApp } from './testing';

describe.each(testDatabases())('rate limits on sign-in and sign-up on $label', (db) => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await authTestApp(db, { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MINUTES: '15' });
  });
  afterAll(() => db.cleanup());

  it('answers 429 in the API error shape after the limit, with Retry-After, counting each route on its own', async () => {
    const attempt = () =>
      request(t.app).post('/api/auth/local/sign-in').send({ email: 'x@example.org', password: 'nope' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'too_many_requests', message: 'Too many attempts. Please try again in 15 minutes.' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers.ratelimit).toMatch(/r=0/);

    // Sign-up has its own budget; validation failures count as attempts too.
    const signUp = () => request(t.app).post('/api/auth/local/sign-up').send({});
    for (let i = 0; i < 3; i++) expect((await signUp()).status).toBe(400);
    expect((await signUp()).status).toBe(429);

    // Reading the session, tokens and sign-out are not limited.
    expect((await request(t.app).get('/api/auth/session')).status).toBe(200);
    expect((await request(t.app).post('/api/auth/local/sign-out')).status).toBe(204);
  });

  it('words the wait in minutes', () => {
    expect(rateLimitMessage(60_000)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(rateLimitMessage(90_000)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(rateLimitMessage(1000)).toBe('Too many attempts. Please try again in 1 second.');
    expect(rateLimitMessage(31_500)).toBe('Too many attempts. Please try again in 32 seconds.');
  });
});
