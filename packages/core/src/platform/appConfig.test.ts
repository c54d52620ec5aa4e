import { appConfigFromEnv, DEFAULT_APP_CONFIG } from './appConfig';

describe('appConfigFromEnv', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(appConfigFromEnv({})).toEqual(DEFAULT_APP_CONFIG);
    expect(DEFAULT_APP_CONFIG.appName).toBe('Bento Creator');
    expect(DEFAULT_APP_CONFIG.apiBase).toBe('/api');
  });

  it('takes each field from its variable and ignores blank ones', () => {
    const config = appConfigFromEnv({ SUPPORT_EMAIL: 'help@example.org', API_BASE: '  ', APP_NAME: 'Grid' });
    expect(config.supportEmail).toBe('help@example.org');
    expect(config.appName).toBe('Grid');
    expect(config.apiBase).toBe('/api');
  });

  it('reads the backup hosts and the fallback origin of the request wrapper', () => {
    const config = appConfigFromEnv({
      API_BACKUP_HOSTS: ' backup.example.org, https://old.example.org:8443 ,,',
      API_FALLBACK_ORIGIN: 'https://api.example.org/ignored/path',
    });
    expect(config.apiBackupHosts).toEqual(['backup.example.org', 'https://old.example.org:8443']);
    expect(config.apiFallbackOrigin).toBe('https://api.example.org');
    expect(appConfigFromEnv({}).apiFallbackOrigin).toBeNull();
  });

  it('refuses a fallback origin that is not an http(s) URL, saying which variable', () => {
    expect(() => appConfigFromEnv({ API_FALLBACK_ORIGIN: 'api.example.org' })).toThrow(
      'API_FALLBACK_ORIGIN must be an http(s) origin',
    );
    expect(() => appConfigFromEnv({ API_FALLBACK_ORIGIN: 'javascript:alert(1)' })).toThrow(
      /API_FALLBACK_ORIGIN/,
    );
  });
});
