/**
 * @jest-environment node
 */
import { startTestServer, type TestServer } from '../testing/testServer';
import {
  configureApi,
  getApiClient,
  getAuthAdapter,
  registerAuthAdapter,
  type AuthAdapter,
} from './authAdapter';

describe('the shared API client and the registered auth adapter', () => {
  let server: TestServer;
  const initial = getAuthAdapter();

  beforeEach(async () => {
    server = await startTestServer(() => ({ status: 200, body: { ok: true } }));
  });
  afterEach(async () => {
    registerAuthAdapter(initial);
    await server.close();
  });

  it('is signed out until an adapter is registered: no authorization header', async () => {
    configureApi(`${server.origin}/api`);
    await expect(getApiClient().get('/designs')).resolves.toEqual({ ok: true });
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/designs' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    await expect(getAuthAdapter().getToken()).resolves.toBeNull();
  });

  it("sends the registered adapter's token and follows a new base path", async () => {
    const adapter: AuthAdapter = {
      provider: 'local',
      getToken: async () => 'token-1',
      refresh: async () => {},
      signOut: async () => {},
    };
    registerAuthAdapter(adapter);
    configureApi(`${server.origin}/v2`);
    await getApiClient().post('/designs', { title: 'x' });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/v2/designs', body: '{"title":"x"}' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('applies the configured request rules: a 500 is retried once against the fallback origin', async () => {
    const failing = await startTestServer(() => ({
      status: 500,
      body: { error: { code: 'x', message: 'down' } },
    }));
    try {
      configureApi(`${failing.origin}/api`, { fallbackOrigin: server.origin });
      await expect(getApiClient().patch('/designs/d1', { title: 'x' })).resolves.toEqual({ ok: true });
      expect(failing.requests).toHaveLength(1);
      expect(server.requests[0]).toMatchObject({
        method: 'PATCH',
        url: '/api/designs/d1',
        body: '{"title":"x"}',
      });
      // Without the rule, the 500 is the answer.
      configureApi(`${failing.origin}/api`);
      await expect(getApiClient().get('/designs')).rejects.toMatchObject({ status: 500, message: 'down' });
    } finally {
      await failing.close();
    }
  });
});
