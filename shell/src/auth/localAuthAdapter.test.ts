/**
 * @jest-environment node
 */
import { closedOrigin } from '@bento/store/testing/testServer';
import { createLocalAuthAdapter, type AuthUpdate } from './localAuthAdapter';
import { startFakeAuthServer, type FakeAuthServer } from './testing/fakeAuthServer';
import { ADA, GRACE } from './testing/sessionUsers';

/** Waits (polling the event loop) for the adapter's background session re-read to report. */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 500 && !condition(); turn++) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('the local auth adapter against a real server', () => {
  let server: FakeAuthServer;
  let clock: number;
  let updates: AuthUpdate[];

  beforeEach(async () => {
    server = await startFakeAuthServer();
    clock = 1_000_000;
    updates = [];
  });
  afterEach(() => server.close());

  function adapter(baseUrl = `${server.apiBase}/auth`) {
    return createLocalAuthAdapter({ baseUrl, onChange: (update) => updates.push(update), now: () => clock });
  }

  it('reads who is signed in from the session', async () => {
    server.session = ADA;
    await adapter().refresh();
    expect(updates).toEqual([{ isLoaded: true, isSignedIn: true, user: ADA }]);
    expect(server.paths()).toEqual(['GET /api/auth/session']);
  });

  it('reads whether the address waits for its verification link', async () => {
    server.session = { ...ADA, emailVerified: false };
    await adapter().refresh();
    expect(updates).toEqual([{ isLoaded: true, isSignedIn: true, user: { ...ADA, emailVerified: false } }]);
  });

  it('reports a loaded, signed-out state when nobody is signed in, and then has no token to ask for', async () => {
    const local = adapter();
    await local.refresh();
    expect(updates).toEqual([{ isLoaded: true, isSignedIn: false, user: null }]);
    await expect(local.getToken()).resolves.toBeNull();
    expect(server.paths()).toEqual(['GET /api/auth/session']);
  });

  it('caches a token until 10 seconds before its 60-second expiry, then mints a new one', async () => {
    server.session = ADA;
    const local = adapter();
    await local.refresh();
    await expect(local.getToken()).resolves.toBe('token-1');
    clock += 49_999;
    await expect(local.getToken()).resolves.toBe('token-1');
    clock += 1;
    await expect(local.getToken()).resolves.toBe('token-2');
    expect(server.tokensMinted).toBe(2);
  });

  it('asks once when several calls need a token at the same time', async () => {
    server.session = ADA;
    const local = adapter();
    await local.refresh();
    const tokens = await Promise.all([local.getToken(), local.getToken(), local.getToken()]);
    expect(tokens).toEqual(['token-1', 'token-1', 'token-1']);
    expect(server.tokensMinted).toBe(1);
  });

  it('answers null and re-reads the session when the session ended elsewhere', async () => {
    server.session = ADA;
    const local = adapter();
    await local.refresh();
    server.session = null;
    await expect(local.getToken()).resolves.toBeNull();
    await until(() => updates.length === 2);
    expect(updates.at(-1)).toEqual({ isLoaded: true, isSignedIn: false, user: null });
  });

  it('signs out on the server, forgets the token and reports signed out', async () => {
    server.session = ADA;
    const local = adapter();
    await local.refresh();
    await local.getToken();
    await local.signOut();
    expect(server.paths()).toContain('POST /api/auth/local/sign-out');
    expect(updates.at(-1)).toEqual({ isLoaded: true, isSignedIn: false, user: null });
    await expect(local.getToken()).resolves.toBeNull();
    expect(server.tokensMinted).toBe(1);
  });

  it('forgets the previous user’s token when someone else signs in', async () => {
    server.session = ADA;
    const local = adapter();
    await local.refresh();
    await expect(local.getToken()).resolves.toBe('token-1');
    server.session = GRACE;
    await local.refresh();
    await expect(local.getToken()).resolves.toBe('token-2');
  });

  it('refuses a token minted for another account (signed in elsewhere) and re-reads the session', async () => {
    server.session = ADA;
    const local = adapter();
    await local.refresh();
    server.session = GRACE;
    await expect(local.getToken()).resolves.toBeNull();
    await until(() => updates.at(-1)?.user?.id === 'user-2');
    expect(updates.at(-1)).toEqual({ isLoaded: true, isSignedIn: true, user: GRACE });
    await expect(local.getToken()).resolves.toBe('token-2');
  });

  it('stops loading, signed out, when the first session read fails', async () => {
    const local = adapter(`${await closedOrigin()}/api/auth`);
    await local.refresh();
    expect(updates).toEqual([{ isLoaded: true, isSignedIn: false, user: null }]);
    await expect(local.getToken()).resolves.toBeNull();
  });
});
