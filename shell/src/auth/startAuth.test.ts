import { createAppStore, getAuthAdapter, registerAuthAdapter, selectAuth } from '@bento/store';
import { startAuth } from './startAuth';
import { startFakeAuthServer, type FakeAuthServer } from './testing/fakeAuthServer';

describe('startAuth: the adapter chosen from /api/auth/config', () => {
  const initial = getAuthAdapter();
  let server: FakeAuthServer;

  beforeEach(async () => {
    server = await startFakeAuthServer();
  });
  afterEach(async () => {
    registerAuthAdapter(initial);
    await server.close();
  });

  it('local: registers the local adapter, loading until the first session answer', async () => {
    server.session = { id: 'u1', email: 'ada@example.org', fullName: null, avatarUrl: null };
    const store = createAppStore();
    const started = await startAuth({
      settings: { strategy: 'local', signInUrl: '/login', signUpUrl: '/join' },
      dispatch: store.dispatch,
      apiBase: server.apiBase,
    });
    expect(started.Provider).toBeNull();
    expect(getAuthAdapter()).toBe(started.adapter);
    expect(getAuthAdapter().provider).toBe('local');
    expect(selectAuth(store.getState())).toMatchObject({
      isLoaded: false,
      signInUrl: '/login',
      signUpUrl: '/join',
    });

    await new Promise<void>((resolve) => {
      const stop = store.subscribe(() => {
        if (selectAuth(store.getState()).isLoaded) {
          stop();
          resolve();
        }
      });
    });
    expect(selectAuth(store.getState())).toMatchObject({ isLoaded: true, isSignedIn: true });
    expect(server.paths()).toEqual(['GET /api/auth/session']);
  });

  it('local, with the session the page gave: signed out at once, asking the server nothing', async () => {
    server.session = { id: 'u1', email: 'ada@example.org', fullName: null, avatarUrl: null };
    const store = createAppStore();
    await startAuth({
      settings: { strategy: 'local', signInUrl: '/login', signUpUrl: '/join' },
      dispatch: store.dispatch,
      apiBase: server.apiBase,
      session: { user: null },
    });
    expect(selectAuth(store.getState())).toMatchObject({ isLoaded: true, isSignedIn: false, user: null });
    await expect(getAuthAdapter().getToken()).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
    // Signing in later is read as before.
    await getAuthAdapter().refresh();
    expect(selectAuth(store.getState())).toMatchObject({ isSignedIn: true, user: { id: 'u1' } });
  });

  it('clerk: registers the Clerk adapter and a provider to wrap the app, making no local calls', async () => {
    const store = createAppStore();
    const started = await startAuth({
      settings: {
        strategy: 'clerk',
        publishableKey: 'pk_test_x',
        signInUrl: '/sign-in',
        signUpUrl: '/sign-up',
      },
      dispatch: store.dispatch,
      apiBase: server.apiBase,
    });
    expect(getAuthAdapter()).toBe(started.adapter);
    expect(getAuthAdapter().provider).toBe('clerk');
    expect(started.Provider).toEqual(expect.any(Function));
    expect(selectAuth(store.getState())).toMatchObject({ isLoaded: false, isSignedIn: false });
    // Nothing bridged from Clerk yet: no token.
    await expect(getAuthAdapter().getToken()).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});
