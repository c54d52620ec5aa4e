import { BOOT_DATA_ELEMENT_ID, DEFAULT_APP_CONFIG, remoteMapFromEnv } from '@bento/core';
import { loadBootSettings } from './embeddedBoot';

const ANSWERS: Record<string, unknown> = {
  '/remotes.json': { editor: 'https://cdn.example.org/editor/mf-manifest.json' },
  '/remote-releases.json': { editor: { active: { version: 'ed1111111111', contract: '1.1.0' } } },
  '/config.json': { apiBase: '/api', apiBackupHosts: ['backup.example.org'] },
  '/api/auth/config': { strategy: 'local' },
  '/api/auth/auth-urls': { signIn: '/fetched-sign-in', signUp: '/fetched-sign-up' },
};

/** The server's five boot answers, counting who asked for what. */
function recordingFetch() {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    return new Response(JSON.stringify(ANSWERS[url] ?? null), { status: url in ANSWERS ? 200 : 404 });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

function pageWith(blockText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  if (blockText !== null) {
    const block = doc.createElement('script');
    block.id = BOOT_DATA_ELEMENT_ID;
    block.type = 'application/json';
    block.textContent = blockText;
    doc.body.append(block);
  }
  return doc;
}

describe('loadBootSettings', () => {
  it('takes everything from the page when the server embedded it, without a request', async () => {
    const { asked, fetchImpl } = recordingFetch();
    const embedded = {
      remotes: { account: 'https://cdn.example.org/account/mf-manifest.json' },
      releases: { account: { active: { version: 'ac1111111111', contract: '1.1.0' } } },
      config: { apiBase: '/api', apiBackupHosts: 'not a list' },
      auth: { strategy: 'clerk', publishableKey: 'pk_test_123' },
      authUrls: { signIn: '/login', signUp: '/join' },
      session: { user: null },
    };
    const settings = await loadBootSettings(pageWith(JSON.stringify(embedded)), fetchImpl);
    expect(asked).toEqual([]);
    expect(settings.session).toEqual({ user: null });
    expect(settings.releases).toEqual({
      account: { active: { version: 'ac1111111111', contract: '1.1.0' } },
    });
    expect(settings.remoteMap).toEqual({
      ...remoteMapFromEnv({}),
      account: 'https://cdn.example.org/account/mf-manifest.json',
    });
    // The same rules as a fetched config: an odd list of backup hosts turns the rule off.
    expect(settings.config).toEqual({ ...DEFAULT_APP_CONFIG, apiBase: '/api', apiBackupHosts: [] });
    expect(settings.authSettings).toEqual({
      strategy: 'clerk',
      publishableKey: 'pk_test_123',
      signInUrl: '/login',
      signUpUrl: '/join',
    });
  });

  it('fetches all five from a page without the block', async () => {
    const { asked, fetchImpl } = recordingFetch();
    const settings = await loadBootSettings(pageWith(null), fetchImpl);
    expect([...asked].sort()).toEqual(Object.keys(ANSWERS).sort());
    expect(settings.remoteMap.editor).toBe('https://cdn.example.org/editor/mf-manifest.json');
    expect(settings.releases).toEqual({ editor: { active: { version: 'ed1111111111', contract: '1.1.0' } } });
    expect(settings.authSettings.signInUrl).toBe('/fetched-sign-in');
    expect(settings).not.toHaveProperty('session');
  });

  it('fetches only what the block lacks', async () => {
    const { asked, fetchImpl } = recordingFetch();
    const settings = await loadBootSettings(pageWith(JSON.stringify({ remotes: {}, config: {} })), fetchImpl);
    expect([...asked].sort()).toEqual(['/api/auth/auth-urls', '/api/auth/config']);
    expect(settings.remoteMap).toEqual(remoteMapFromEnv({}));
    expect(settings.authSettings.signUpUrl).toBe('/fetched-sign-up');
  });

  it.each(['{not json', '"a string"', 'null', ''])(
    'fetches everything when the block reads %p',
    async (text) => {
      const { asked, fetchImpl } = recordingFetch();
      await loadBootSettings(pageWith(text), fetchImpl);
      expect(asked).toHaveLength(5);
    },
  );
});
