import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { createAppStore, registerAuthAdapter, getAuthAdapter, selectAuth } from '@bento/store';
import { SESSION_SIGNAL_KEY, startSessionBroadcast } from './sessionBroadcast';
import { startAuth } from './startAuth';
import { startFakeAuthServer, type FakeAuthServer } from './testing/fakeAuthServer';
import { ADA, GRACE } from './testing/sessionUsers';

async function until(condition: () => boolean) {
  for (let turn = 0; turn < 500 && !condition(); turn++) {
    await new Promise((resolve) => setTimeout(resolve, 4));
  }
}

/** One browser tab: its own store and local adapter, reading the one browser session of the server. */
async function openTab(server: FakeAuthServer) {
  const store = createAppStore();
  const { adapter } = await startAuth({
    settings: { strategy: 'local', signInUrl: '/sign-in', signUpUrl: '/sign-up' },
    dispatch: store.dispatch,
    apiBase: server.apiBase,
  });
  await until(() => selectAuth(store.getState()).isLoaded);
  const stop = startSessionBroadcast({ store, adapter });
  const userId = () => selectAuth(store.getState()).user?.id ?? null;
  return { store, adapter, stop, userId };
}

describe('every open tab follows the session (issue 28)', () => {
  const initialAdapter = getAuthAdapter();
  const original = window.BroadcastChannel;
  let server: FakeAuthServer;
  const stops: (() => void)[] = [];

  beforeEach(async () => {
    server = await startFakeAuthServer();
  });
  afterEach(async () => {
    stops.splice(0).forEach((stop) => stop());
    window.BroadcastChannel = original;
    registerAuthAdapter(initialAdapter);
    await server.close();
  });

  describe('over a BroadcastChannel', () => {
    beforeEach(() => {
      // jsdom has none; Node's delivers between channels of one process, as a browser's does between tabs.
      window.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
    });

    it('a sign-out in one tab signs the other out', async () => {
      server.session = ADA;
      const first = await openTab(server);
      const second = await openTab(server);
      stops.push(first.stop, second.stop);
      expect(second.userId()).toBe('user-1');

      await first.adapter.signOut();
      await until(() => second.userId() === null);
      expect(selectAuth(second.store.getState())).toMatchObject({ isSignedIn: false, user: null });
    });

    it('a switch to another account in one tab switches the other', async () => {
      server.session = ADA;
      const first = await openTab(server);
      const second = await openTab(server);
      stops.push(first.stop, second.stop);

      server.session = GRACE;
      await first.adapter.refresh();
      await until(() => second.userId() === 'user-2');
      expect(selectAuth(second.store.getState()).user).toEqual(GRACE);
    });

    it('a sign-in in one tab signs the other in', async () => {
      const first = await openTab(server);
      const second = await openTab(server);
      stops.push(first.stop, second.stop);
      expect(second.userId()).toBeNull();

      server.session = ADA;
      await first.adapter.refresh();
      await until(() => second.userId() === 'user-1');
      expect(second.userId()).toBe('user-1');
    });

    it('a tab that already shows the announced user does not ask again', async () => {
      server.session = ADA;
      const first = await openTab(server);
      const second = await openTab(server);
      stops.push(first.stop, second.stop);
      const asked = () => server.paths().filter((path) => path === 'GET /api/auth/session').length;
      const before = asked();
      // The first tab re-reads the same session: nothing changed, nothing announced.
      await first.adapter.refresh();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked()).toBe(before + 1);
    });
  });

  it('without a BroadcastChannel, follows the storage event another tab causes', async () => {
    // @ts-expect-error -- a browser without BroadcastChannel
    window.BroadcastChannel = undefined;
    server.session = ADA;
    const tab = await openTab(server);
    stops.push(tab.stop);

    server.session = null;
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: JSON.stringify({ userId: null }) }),
    );
    await until(() => tab.userId() === null);
    expect(tab.userId()).toBeNull();
  });

  it('without a BroadcastChannel, announces through storage', async () => {
    // @ts-expect-error -- a browser without BroadcastChannel
    window.BroadcastChannel = undefined;
    server.session = ADA;
    const tab = await openTab(server);
    stops.push(tab.stop);
    const written: string[] = [];
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      if (key === SESSION_SIGNAL_KEY) written.push(value);
    });
    try {
      await tab.adapter.signOut();
      expect(written.map((value) => (JSON.parse(value) as { userId: unknown }).userId)).toEqual([null]);
    } finally {
      setItem.mockRestore();
    }
  });
});
