import { init } from '@module-federation/enhanced/runtime';
import { createAppStore, getAuthAdapter, registerAuthAdapter, selectAuth } from '@bento/store';
import { remoteMapFromEnv, type ServedReleases } from '@bento/core';
import { keyCanaryToSignedInAccount } from '../auth/canaryAccountKey';
import { startAuth } from '../auth/startAuth';
import { startFakeAuthServer } from '../auth/testing/fakeAuthServer';
import { ADA } from '../auth/testing/sessionUsers';
import { CANARY_KEY, canaryBucket, canaryKey, chooseReleases, servedReleasesFrom } from './releaseChoice';
import { loadRemoteModule, registerRemoteMap } from './remoteRegistry';

const BASE = remoteMapFromEnv({});
const HALF: ServedReleases = {
  embeds: {
    active: { version: 'old111', contract: '1.0.0' },
    canary: {
      version: 'new222',
      contract: '1.1.0',
      manifestUrl: '/releases/embeds/new222/mf-manifest.json',
      percent: 50,
    },
  },
};

describe('which release of each remote a visitor gets (issue 30)', () => {
  beforeEach(() => localStorage.clear());

  it('a 50% canary gives both releases over many visitors, and each visitor always the same one', () => {
    const keys = Array.from({ length: 400 }, (_, i) => `visitor:${i}`);
    const versions = keys.map((key) => chooseReleases(BASE, HALF, () => key).chosen.embeds?.version);
    const onCanary = versions.filter((version) => version === 'new222').length;
    expect(onCanary).toBeGreaterThan(150);
    expect(onCanary).toBeLessThan(250);
    for (const [i, key] of keys.entries()) {
      const { map, chosen } = chooseReleases(BASE, HALF, () => key);
      expect(chosen.embeds?.version).toBe(versions[i]);
      expect(map.embeds).toBe(
        versions[i] === 'new222' ? '/releases/embeds/new222/mf-manifest.json' : BASE.embeds,
      );
      // Remotes without a release keep their map entry and report nothing.
      expect(map.editor).toBe(BASE.editor);
      expect(chosen.editor).toBeUndefined();
    }
    expect(canaryBucket('visitor:1', 'embeds')).toBe(canaryBucket('visitor:1', 'embeds'));
  });

  it('keeps nothing in storage while no canary runs', () => {
    const activeOnly: ServedReleases = { embeds: { active: { version: 'old111', contract: '1.0.0' } } };
    expect(chooseReleases(BASE, activeOnly, canaryKey).chosen.embeds?.version).toBe('old111');
    expect(localStorage.getItem(CANARY_KEY)).toBeNull();
    chooseReleases(BASE, HALF, canaryKey);
    expect(localStorage.getItem(CANARY_KEY)).toMatch(/^visitor:/);
  });

  it('keeps a visitor key in local storage, and an account id once the account signs in here', async () => {
    const first = canaryKey();
    expect(first).toMatch(/^visitor:/);
    expect(canaryKey()).toBe(first);
    expect(localStorage.getItem(CANARY_KEY)).toBe(first);

    const initialAdapter = getAuthAdapter();
    const server = await startFakeAuthServer();
    server.session = ADA;
    const store = createAppStore();
    try {
      await startAuth({
        settings: { strategy: 'local', signInUrl: '/sign-in', signUpUrl: '/sign-up' },
        dispatch: store.dispatch,
        apiBase: server.apiBase,
      });
      const stop = keyCanaryToSignedInAccount(store);
      for (let turn = 0; turn < 200 && !selectAuth(store.getState()).isSignedIn; turn++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      stop();
      expect(canaryKey()).toBe(`account:${ADA.id}`);
    } finally {
      registerAuthAdapter(initialAdapter);
      await server.close();
    }
  });

  it('refuses a release built against another store contract major, and its area never loads it', async () => {
    const other: ServedReleases = { embeds: { active: { version: 'v2aaaa', contract: '2.0.0' } } };
    const { map, chosen } = chooseReleases(BASE, other, () => 'visitor:x', '1.1.0');
    expect(chosen.embeds?.refused).toBe(
      'embeds v2aaaa was built against store contract 2.0.0, and this page runs contract 1.1.0',
    );
    const fetched = jest.fn();
    const originalFetch = global.fetch;
    global.fetch = fetched;
    try {
      // The shell's federation instance, as its build creates it.
      init({ name: 'shell', remotes: [] });
      registerRemoteMap(map, chosen);
      await expect(loadRemoteModule('embeds/Clock')).rejects.toThrow(
        'embeds v2aaaa was built against store contract 2.0.0, and this page runs contract 1.1.0.',
      );
      expect(fetched).not.toHaveBeenCalled();
    } finally {
      global.fetch = originalFetch;
    }
    // Same major, newer minor: it runs.
    expect(chooseReleases(BASE, HALF, () => 'visitor:y', '1.0.0').chosen.embeds?.refused).toBeUndefined();
  });

  it('keeps only well-formed entries of what the server said', () => {
    expect(
      servedReleasesFrom({
        embeds: { active: { version: 'a', contract: '1.0.0' }, canary: { version: 'b' } },
        nowhere: { active: { version: 'x', contract: '1.0.0' } },
        editor: 'nonsense',
      }),
    ).toEqual({ embeds: { active: { version: 'a', contract: '1.0.0' } } });
    expect(servedReleasesFrom(null)).toEqual({});
  });
});
