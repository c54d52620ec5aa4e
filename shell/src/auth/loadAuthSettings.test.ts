/**
 * @jest-environment node
 */
import { closedOrigin, startTestServer, type Reply, type TestServer } from '@bento/store/testing/testServer';
import { loadAuthSettings } from './loadAuthSettings';

describe('loadAuthSettings (app start)', () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  async function serve(routes: Record<string, Reply>) {
    server = await startTestServer((request) => routes[request.url] ?? { status: 404 });
    return `${server.origin}/api/auth`;
  }

  it('reads the strategy and both addresses, in parallel', async () => {
    const base = await serve({
      '/api/auth/config': { status: 200, body: { strategy: 'local' } },
      '/api/auth/auth-urls': { status: 200, body: { signIn: '/login', signUp: '/join' } },
    });
    await expect(loadAuthSettings(fetch, base)).resolves.toEqual({
      strategy: 'local',
      signInUrl: '/login',
      signUpUrl: '/join',
    });
    expect(server?.requests.map((request) => request.url).sort()).toEqual([
      '/api/auth/auth-urls',
      '/api/auth/config',
    ]);
  });

  it('picks Clerk with its publishable key', async () => {
    const base = await serve({
      '/api/auth/config': { status: 200, body: { strategy: 'clerk', publishableKey: 'pk_test_abc' } },
      '/api/auth/auth-urls': {
        status: 200,
        body: { signIn: 'https://accounts.example.org/sign-in', signUp: '/sign-up' },
      },
    });
    await expect(loadAuthSettings(fetch, base)).resolves.toEqual({
      strategy: 'clerk',
      publishableKey: 'pk_test_abc',
      signInUrl: 'https://accounts.example.org/sign-in',
      signUpUrl: '/sign-up',
    });
  });

  it('falls back to the default addresses when auth-urls answers a non-OK status', async () => {
    const base = await serve({
      '/api/auth/config': { status: 200, body: { strategy: 'local' } },
      '/api/auth/auth-urls': { status: 500, body: { signIn: '/wrong', signUp: '/wrong' } },
    });
    await expect(loadAuthSettings(fetch, base)).resolves.toEqual({
      strategy: 'local',
      signInUrl: '/sign-in',
      signUpUrl: '/sign-up',
    });
  });

  it('falls back to local accounts when the config fails or names Clerk without a key', async () => {
    const failing = await serve({
      '/api/auth/config': { status: 503, body: { strategy: 'clerk', publishableKey: 'pk_x' } },
      '/api/auth/auth-urls': { status: 200, body: { signIn: '/sign-in', signUp: '/sign-up' } },
    });
    await expect(loadAuthSettings(fetch, failing)).resolves.toMatchObject({ strategy: 'local' });
    await server?.close();

    const keyless = await serve({
      '/api/auth/config': { status: 200, body: { strategy: 'clerk' } },
      '/api/auth/auth-urls': { status: 200, body: { signIn: '/sign-in', signUp: '/sign-up' } },
    });
    await expect(loadAuthSettings(fetch, keyless)).resolves.toMatchObject({ strategy: 'local' });
  });

  it('starts with local accounts and the defaults when the API cannot be reached', async () => {
    const origin = await closedOrigin();
    await expect(loadAuthSettings(fetch, `${origin}/api/auth`)).resolves.toEqual({
      strategy: 'local',
      signInUrl: '/sign-in',
      signUpUrl: '/sign-up',
    });
  });

  it('ignores answers that are not the expected shape', async () => {
    const base = await serve({
      '/api/auth/config': { status: 200, body: ['clerk'] },
      '/api/auth/auth-urls': { status: 200, body: { signIn: 42, signUp: '' } },
    });
    await expect(loadAuthSettings(fetch, base)).resolves.toEqual({
      strategy: 'local',
      signInUrl: '/sign-in',
      signUpUrl: '/sign-up',
    });
  });
});
