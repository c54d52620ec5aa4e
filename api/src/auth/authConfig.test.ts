import { loadServerConfig } from '../config';
import { authConfigFromEnv, normalisePem } from './authConfig';

describe('auth configuration', () => {
  it('defaults to local accounts, 10 attempts per IP per 15 minutes, 5 free failures per account and IP, a random secret and no proxy trust', () => {
    const config = loadServerConfig({});
    expect(config.clerk).toBeNull();
    expect(config.authRateLimit).toEqual({
      limit: 10,
      windowMs: 15 * 60_000,
      throttle: { freeFailures: 5, maxDelayMs: 60_000 },
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadServerConfig({}).authSecret).not.toBe(config.authSecret);
    expect(config.trustProxy).toBe(false);
  });

  it('reads AUTH_SECRET, TRUST_PROXY and the rate-limit settings', () => {
    const config = loadServerConfig({
      AUTH_SECRET: ' a-secret-from-the-environment-0123456789 ',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW_MINUTES: '1',
      AUTH_THROTTLE_FREE_FAILURES: '3',
      AUTH_THROTTLE_MAX_DELAY_SECONDS: '300',
    });
    expect(config.authSecret).toBe('a-secret-from-the-environment-0123456789');
    expect(config.trustProxy).toBe(1);
    expect(config.authRateLimit).toEqual({
      limit: 3,
      windowMs: 60_000,
      throttle: { freeFailures: 3, maxDelayMs: 300_000 },
    });
    expect(loadServerConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses rate-limit settings that are not positive whole numbers', () => {
    for (const value of ['0', '-1', '1.5', 'ten']) {
      expect(() => authConfigFromEnv({ AUTH_RATE_LIMIT_MAX: value })).toThrow(
        `AUTH_RATE_LIMIT_MAX must be a whole number of at least 1, got "${value}"`,
      );
    }
    expect(() => authConfigFromEnv({ AUTH_RATE_LIMIT_WINDOW_MINUTES: 'x' })).toThrow(
      'AUTH_RATE_LIMIT_WINDOW_MINUTES must be',
    );
    expect(() => authConfigFromEnv({ AUTH_THROTTLE_FREE_FAILURES: '0' })).toThrow(
      'AUTH_THROTTLE_FREE_FAILURES must be a whole number of at least 1, got "0"',
    );
    expect(() => authConfigFromEnv({ AUTH_THROTTLE_MAX_DELAY_SECONDS: '1.5' })).toThrow(
      'AUTH_THROTTLE_MAX_DELAY_SECONDS must be',
    );
  });

  it('turns Clerk on with CLERK_JWT_KEY, reading parties, URLs and the publishable key', () => {
    const { clerk } = authConfigFromEnv({
      CLERK_JWT_KEY: '-----BEGIN PUBLIC KEY-----\\nMIIB\\n-----END PUBLIC KEY-----',
      CLERK_PUBLISHABLE_KEY: 'pk_test_abc',
      CLERK_AUTHORIZED_PARTIES: ' https://a.example.org, ,http://localhost:3000 ',
      CLERK_SIGN_IN_URL: 'https://accounts.example.org/sign-in',
    });
    expect(clerk).toEqual({
      jwtKey: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
      publishableKey: 'pk_test_abc',
      authorizedParties: ['https://a.example.org', 'http://localhost:3000'],
      signInUrl: 'https://accounts.example.org/sign-in',
      signUpUrl: '/sign-up',
    });
    expect(
      authConfigFromEnv({ CLERK_JWT_KEY: 'k', CLERK_PUBLISHABLE_KEY: 'pk' }).clerk?.authorizedParties,
    ).toEqual([]);
    expect(authConfigFromEnv({ CLERK_JWT_KEY: '  ', CLERK_PUBLISHABLE_KEY: 'pk' }).clerk).toBeNull();
  });

  it('insists on the publishable key when Clerk is on', () => {
    expect(() => authConfigFromEnv({ CLERK_JWT_KEY: 'k' })).toThrow(
      'CLERK_PUBLISHABLE_KEY must be set when CLERK_JWT_KEY is',
    );
  });

  it('restores escaped newlines in a PEM', () => {
    expect(normalisePem('  a\\nb\\nc ')).toBe('a\nb\nc');
  });
});
