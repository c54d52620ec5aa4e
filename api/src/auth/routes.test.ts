import request from 'supertest';
import { testDatabases } from '../testing/databases';
import { authTestApp, type AuthTestApp } from './testing';

describe.each(testDatabases())('public auth routes with local accounts on $label', (db) => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await authTestApp(db);
  });
  afterAll(() => db.cleanup());

  it('uses the local strategy when no Clerk key is configured', () => {
    expect(t.auth.name).toBe('local');
    expect(t.config.clerk).toBeNull();
  });

  it('GET /api/auth/config reports the local strategy', async () => {
    const res = await request(t.app).get('/api/auth/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ strategy: 'local' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/auth/sign-in-url and /api/auth/auth-urls answer the local pages', async () => {
    const url = await request(t.app).get('/api/auth/sign-in-url');
    expect(url.status).toBe(200);
    expect(url.body).toEqual({ url: '/sign-in' });
    const urls = await request(t.app).get('/api/auth/auth-urls');
    expect(urls.status).toBe(200);
    expect(urls.body).toEqual({ signIn: '/sign-in', signUp: '/sign-up' });
  });

  it('answers unknown auth paths and wrong methods with the API 404', async () => {
    for (const res of [
      await request(t.app).get('/api/auth/nope'),
      await request(t.app).get('/api/auth/local/sign-in'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
  });
});
