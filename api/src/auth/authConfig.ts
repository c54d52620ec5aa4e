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
  /** Attempts allowed per IP within the window. */
  limit: number;
  windowMs: number;
}

export interface AuthConfig {
  /** Set when CLERK_JWT_KEY is: Clerk signs users in and local accounts are off. */
  clerk: ClerkConfig | null;
  /** For sign-in and for sign-up (each counted separately). */
  authRateLimit: RateLimitConfig;
}

export const DEFAULT_RATE_LIMIT = { limit: 10, windowMinutes: 15 } as const;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
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

export function authConfigFromEnv(env: Env): AuthConfig {
  const windowMinutes = positiveInteger(
    'AUTH_RATE_LIMIT_WINDOW_MINUTES',
    env.AUTH_RATE_LIMIT_WINDOW_MINUTES,
    DEFAULT_RATE_LIMIT.windowMinutes,
  );
  return {
    clerk: clerkConfigFromEnv(env),
    authRateLimit: {
      limit: positiveInteger('AUTH_RATE_LIMIT_MAX', env.AUTH_RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT.limit),
      windowMs: windowMinutes * 60_000,
    },
  };
}
