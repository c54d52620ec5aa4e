/** What the shell needs to start auth: the server's strategy (GET /api/auth/config) and the auth URLs. */
export type AuthStrategy = { strategy: 'local' } | { strategy: 'clerk'; publishableKey: string };

export type AuthSettings = AuthStrategy & { signInUrl: string; signUpUrl: string };

export const DEFAULT_SIGN_IN_URL = '/sign-in';
export const DEFAULT_SIGN_UP_URL = '/sign-up';
export const LOCAL_AUTH: AuthStrategy = { strategy: 'local' };

async function getJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  // A non-OK status is a failure (spec §7): the caller keeps its defaults.
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The strategy from what GET /api/auth/config answers; anything else is local accounts. */
export function authStrategyFrom(value: unknown): AuthStrategy {
  const body = value as Record<string, unknown> | null | undefined;
  const key = nonEmptyString(body?.publishableKey);
  if (body?.strategy === 'clerk' && key) return { strategy: 'clerk', publishableKey: key };
  return LOCAL_AUTH;
}

/** The addresses from what GET /api/auth/auth-urls answers; a missing one is the default. */
export function authUrlsFrom(value: unknown): { signInUrl: string; signUpUrl: string } {
  const body = value as Record<string, unknown> | null | undefined;
  return {
    signInUrl: nonEmptyString(body?.signIn) ?? DEFAULT_SIGN_IN_URL,
    signUpUrl: nonEmptyString(body?.signUp) ?? DEFAULT_SIGN_UP_URL,
  };
}

export async function loadAuthStrategy(fetchImpl: typeof fetch, authBase: string): Promise<AuthStrategy> {
  try {
    return authStrategyFrom(await getJson(fetchImpl, `${authBase}/config`));
  } catch {
    return LOCAL_AUTH;
  }
}

export async function loadAuthUrls(
  fetchImpl: typeof fetch,
  authBase: string,
): Promise<{ signInUrl: string; signUpUrl: string }> {
  try {
    return authUrlsFrom(await getJson(fetchImpl, `${authBase}/auth-urls`));
  } catch {
    return authUrlsFrom(null);
  }
}

/**
 * Loads both in parallel. Any failure falls back to local accounts and the default addresses, so the app always
 * starts (spec §4 'App start'). The base is the same-origin '/api/auth': it loads before /config.json is known.
 */
export async function loadAuthSettings(
  fetchImpl: typeof fetch = fetch,
  authBase = '/api/auth',
): Promise<AuthSettings> {
  const [strategy, urls] = await Promise.all([
    loadAuthStrategy(fetchImpl, authBase),
    loadAuthUrls(fetchImpl, authBase),
  ]);
  return { ...strategy, ...urls };
}
