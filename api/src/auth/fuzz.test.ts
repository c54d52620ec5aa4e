import fc from 'fast-check';
import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { authTestApp, type AuthTestApp } from './testing';

// Arbitrary JSON, plus bodies shaped like the real ones (so some get past validation and reach the database).
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 190, maxLength: 260 }),
);
const anyField = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }));
const shapedBody = fc.record(
  {
    email: fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
      anyField,
    ),
    password: fc.oneof(fc.string({ minLength: 8, maxLength: 200 }), anyField),
    fullName: fc.oneof(fc.constant(null), fc.string({ unit: 'binary', maxLength: 120 }), anyField),
    acceptTerms: fc.oneof(fc.constant(true), anyField),
  },
  { requiredKeys: [] },
);
const plainEmail = fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9+_-]{1,8})?@[a-z0-9-]{1,10}\.[a-z]{2,6}$/);
const nearlyValid = fc.record({
  email: fc.oneof(
    plainEmail,
    plainEmail.map((e) => ` ${e.toUpperCase()}`),
    fc.emailAddress(),
  ),
  password: fc.string({ unit: 'binary', minLength: 8, maxLength: 60 }),
  fullName: fc.string({ unit: 'binary', maxLength: 100 }),
  acceptTerms: fc.constant(true),
});
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
  shapedBody,
  nearlyValid,
);

describe.each(testDatabases())('auth bodies fuzz on $label', (db) => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await authTestApp(db);
  });
  afterAll(() => db.cleanup());

  it.each(['/api/auth/local/sign-up', '/api/auth/local/sign-in', '/api/auth/local/password-reset'])(
    'POST %s never answers 500 to any JSON body',
    async (path) => {
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const res = await request(t.app)
            .post(path)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(value));
          statuses.add(res.status);
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
          }
        }),
        { numRuns: 80 },
      );
      // The fuzz reached past validation too, not only the 400s.
      expect([...statuses].some((status) => status !== 400)).toBe(true);
    },
    60_000,
  );
});
