// Auth settings read from the environment; loadServerConfig (config.ts) spreads them into the server config.
type Env = Record<string, string | undefined>;

export const DEFAULT_SIGN_IN_URL = '/sign-in';
export const DEFAULT_SIGN_UP_URL = '/sign-up';

export interface ClerkConfig {
  /** CLERK_JWT_KEY: the instance's PEM public key, for networkless token verification. */
  jwtKey: string;
  /** CLERK_PUBLISHABLE_KEY: handed to the browser by GET /api/auth/config. */
  publishableKey: string;
  /** CLERK_AUTHORIZED_PARTIES: allowed `azp` origins; empty means any. */
  authorizedParties: string[];
  signInUrl: string;
  signUpUrl: string;
}

export interface RateLimitConfig {
  /** Attempts allowed within the window. */
  limit: number;
  windowMs: number;
}

/** Sign-in attempts per e-mail and client address (auth/signInThrottle.ts). */
export interface SignInThrottleConfig {
  /** Failed attempts before the delays begin. */
  freeFailures: number;
  /** The longest delay between two attempts. */
  maxDelayMs: number;
}

/** Per client IP (`limit`, `windowMs`), and per account and IP for sign-in (`throttle`). */
export interface AuthRateLimits extends RateLimitConfig {
  throttle: SignInThrottleConfig;
}

export interface AuthConfig {
  /** Set when CLERK_JWT_KEY is: Clerk signs users in and local accounts are off. */
  clerk: ClerkConfig | null;
  /** Per IP for sign-in and for sign-up (each counted separately), and per account and IP for sign-in. */
  authRateLimit: AuthRateLimits;
}

export const DEFAULT_RATE_LIMIT = { limit: 10, windowMinutes: 15 } as const;
export const DEFAULT_THROTTLE_FREE_FAILURES = 5;
export const DEFAULT_THROTTLE_MAX_DELAY_SECONDS = 60;

export function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const raw = value?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return Number(raw);
}

/** Environment variables often carry a PEM on one line with literal "\n"; restore the line breaks. */
export function normalisePem(value: string): string {
  return value.trim().replace(/\\n/g, '\n');
}

function clerkConfigFromEnv(env: Env): ClerkConfig | null {
  const jwtKey = env.CLERK_JWT_KEY?.trim();
  if (!jwtKey) return null;
  const publishableKey = env.CLERK_PUBLISHABLE_KEY?.trim();
  if (!publishableKey) throw new Error('CLERK_PUBLISHABLE_KEY must be set when CLERK_JWT_KEY is');
  return {
    jwtKey: normalisePem(jwtKey),
    publishableKey,
    authorizedParties: (env.CLERK_AUTHORIZED_PARTIES ?? '')
      .split(',')
      .map((party) => party.trim())
      .filter(Boolean),
    signInUrl: env.CLERK_SIGN_IN_URL?.trim() || DEFAULT_SIGN_IN_URL,
    signUpUrl: env.CLERK_SIGN_UP_URL?.trim() || DEFAULT_SIGN_UP_URL,
  };
}

/** `<prefix>_MAX` attempts per `<prefix>_WINDOW_MINUTES`. */
export function rateLimitFromEnv(
  env: Env,
  prefix: string,
  defaults: { limit: number; windowMinutes: number },
): RateLimitConfig {
  const max = `${prefix}_MAX`;
  const window = `${prefix}_WINDOW_MINUTES`;
  return {
    limit: positiveInteger(max, env[max], defaults.limit),
    windowMs: positiveInteger(window, env[window], defaults.windowMinutes) * 60_000,
  };
}

export function authConfigFromEnv(env: Env): AuthConfig {
  return {
    clerk: clerkConfigFromEnv(env),
    authRateLimit: {
      ...rateLimitFromEnv(env, 'AUTH_RATE_LIMIT', DEFAULT_RATE_LIMIT),
      throttle: {
        freeFailures: positiveInteger(
          'AUTH_THROTTLE_FREE_FAILURES',
          env.AUTH_THROTTLE_FREE_FAILURES,
          DEFAULT_THROTTLE_FREE_FAILURES,
        ),
        maxDelayMs:
          positiveInteger(
            'AUTH_THROTTLE_MAX_DELAY_SECONDS',
            env.AUTH_THROTTLE_MAX_DELAY_SECONDS,
            DEFAULT_THROTTLE_MAX_DELAY_SECONDS,
          ) * 1000,
      },
    },
  };
}

/** What GET /api/auth/config tells the browser: which strategy signs users in. */
export function publicAuthStrategy(clerk: ClerkConfig | null) {
  return clerk
    ? { strategy: 'clerk' as const, publishableKey: clerk.publishableKey }
    : { strategy: 'local' as const };
}

/** What GET /api/auth/auth-urls tells the browser: where signing in and signing up happen. */
export function publicAuthUrls(clerk: ClerkConfig | null): { signIn: string; signUp: string } {
  return clerk
    ? { signIn: clerk.signInUrl, signUp: clerk.signUpUrl }
    : { signIn: DEFAULT_SIGN_IN_URL, signUp: DEFAULT_SIGN_UP_URL };
}
