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
});
