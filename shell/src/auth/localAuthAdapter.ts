import { NETWORK_ERROR_MESSAGE, type AuthAdapter, type AuthState, type SessionUser } from '@bento/store';

/** Access tokens from GET /api/auth/token live 60 s; renew 10 s early so a request never carries a dying one. */
export const TOKEN_LIFETIME_MS = 60_000;
export const TOKEN_RENEW_MARGIN_MS = 10_000;

export type AuthUpdate = Pick<AuthState, 'isLoaded' | 'isSignedIn' | 'user'>;

export interface LocalAuthAdapterOptions {
  /** Where the API's auth routes live, e.g. '/api/auth'. */
  baseUrl: string;
  /** Told every time the session is (re)read: dispatch authChanged with it. */
  onChange(update: AuthUpdate): void;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** What GET /session answers, known without asking (the page's boot data): the adapter starts from it. */
  session?: unknown;
}

export interface LocalAuthAdapter extends AuthAdapter {
  provider: 'local';
}

interface CachedToken {
  token: string;
  renewAt: number;
}

function readUser(body: unknown): SessionUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const user = (body as { user?: unknown }).user;
  if (typeof user !== 'object' || user === null) return null;
  const { id, email, fullName, avatarUrl, emailVerified } = user as Record<string, unknown>;
  if (typeof id !== 'string' || typeof email !== 'string') return null;
  return {
    id,
    email,
    fullName: typeof fullName === 'string' ? fullName : null,
    avatarUrl: typeof avatarUrl === 'string' ? avatarUrl : null,
    emailVerified: emailVerified !== false,
  };
}

/**
 * Local accounts: the browser holds an httpOnly session cookie; GET /session says who is signed in and
 * GET /token mints 60-second bearer tokens from it (docs/api.md). Tokens are cached and renewed on demand.
 */
export function createLocalAuthAdapter(options: LocalAuthAdapterOptions): LocalAuthAdapter {
  const { baseUrl, onChange } = options;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? Date.now;
  const base = baseUrl.replace(/\/+$/, '');

  let cached: CachedToken | null = null;
  let minting: Promise<string | null> | null = null;
  // null until the first session answer; then who the session belongs to.
  let known: { user: SessionUser | null } | null = null;
  let refreshes = 0;

  const call = (path: string, method: 'GET' | 'POST' = 'GET') =>
    fetchImpl(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });

  function settle(user: SessionUser | null) {
    if (known?.user?.id !== user?.id) cached = null;
    known = { user };
    onChange({ isLoaded: true, isSignedIn: user !== null, user });
  }

  async function refresh(): Promise<void> {
    const id = ++refreshes;
    let user: SessionUser | null;
    try {
      const response = await call('/session');
      if (!response.ok) throw new Error(`session answered ${response.status}`);
      user = readUser(await response.json());
    } catch {
      // A failed first read must not leave the app loading forever; later failures keep what we know.
      if (known === null && id === refreshes) settle(null);
      return;
    }
    if (id === refreshes) settle(user);
  }

  async function mint(): Promise<string | null> {
    const startedAt = now();
    let response: Response;
    try {
      response = await call('/token');
    } catch {
      return null;
    }
    if (!response.ok) {
      cached = null;
      // The session ended elsewhere (expired, signed out in another tab): tell the app.
      if (response.status === 401 && known?.user) void refresh();
      return null;
    }
    const body = (await response.json().catch(() => null)) as { token?: unknown; userId?: unknown } | null;
    if (typeof body?.token !== 'string' || !body.token) return null;
    // The cookie now opens another account's session (a sign-in in another tab): never act for it as this one.
    if (typeof body.userId === 'string' && known?.user && body.userId !== known.user.id) {
      void refresh();
      return null;
    }
    cached = { token: body.token, renewAt: startedAt + TOKEN_LIFETIME_MS - TOKEN_RENEW_MARGIN_MS };
    return body.token;
  }

  async function getToken(): Promise<string | null> {
    if (known !== null && known.user === null) return null;
    if (cached && now() < cached.renewAt) return cached.token;
    // Callers asking at the same time share one request.
    minting ??= mint().finally(() => {
      minting = null;
    });
    return minting;
  }

  async function signOut(): Promise<void> {
    try {
      await call('/local/sign-out', 'POST');
    } catch (cause) {
      throw new Error(NETWORK_ERROR_MESSAGE, { cause });
    }
    refreshes++;
    cached = null;
    settle(null);
  }

  if (options.session !== undefined) settle(readUser(options.session));
  return { provider: 'local', getToken, refresh, signOut };
}
