// Test-only: a real HTTP server answering the local-accounts routes of docs/api.md with their shapes and messages.
// One browser's view: a single session (no cookies needed), which sign-in, sign-up and sign-out change.
import type { SessionUser } from '@bento/store';
import {
  startTestServer,
  type RecordedRequest,
  type Reply,
  type TestServer,
} from '@bento/store/testing/testServer';

export interface FakeAuthServer extends TestServer {
  /** Who the session belongs to; tests may set it to sign in or out "elsewhere". */
  session: SessionUser | null;
  /** How many tokens /token has minted. */
  tokensMinted: number;
  apiBase: string;
  paths(): string[];
}

interface Account {
  user: SessionUser;
  password: string;
}

const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});

function parse(request: RecordedRequest): Record<string, unknown> {
  try {
    return JSON.parse(request.body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakeAuthServer(): Promise<FakeAuthServer> {
  const accounts = new Map<string, Account>();
  let state: FakeAuthServer | null = null;

  const routes: Record<string, (request: RecordedRequest) => Reply> = {
    'GET /api/auth/session': () => ({ status: 200, body: { user: state?.session ?? null } }),
    'GET /api/auth/token': () => {
      if (!state?.session) return apiError(401, 'unauthorized', 'You must be signed in to do that.');
      state.tokensMinted += 1;
      return { status: 200, body: { token: `token-${state.tokensMinted}`, userId: state.session.id } };
    },
    'POST /api/auth/local/sign-out': () => {
      if (state) state.session = null;
      return { status: 204 };
    },
    'POST /api/auth/local/sign-in': (request) => {
      const { email, password } = parse(request);
      const account = typeof email === 'string' ? accounts.get(email.trim().toLowerCase()) : undefined;
      if (!account || account.password !== password) {
        return apiError(401, 'invalid_credentials', 'Invalid email or password.');
      }
      if (state) state.session = account.user;
      return { status: 200, body: { user: account.user } };
    },
    'POST /api/auth/local/sign-up': (request) => {
      const { email, password, fullName, acceptTerms } = parse(request);
      if (acceptTerms !== true) {
        return apiError(
          400,
          'terms_not_accepted',
          'You must agree to the Terms of Service and Privacy Policy to continue.',
        );
      }
      if (typeof email !== 'string' || !email.includes('@')) {
        return apiError(400, 'invalid_email', 'Please enter a valid email address.');
      }
      if (typeof password !== 'string' || password.length < 8) {
        return apiError(400, 'invalid_password', 'Password must be at least 8 characters.');
      }
      const key = email.trim().toLowerCase();
      if (accounts.has(key)) {
        return apiError(409, 'email_taken', 'An account with this email already exists.');
      }
      const user: SessionUser = {
        id: `user-${accounts.size + 1}`,
        email: key,
        fullName: typeof fullName === 'string' && fullName.trim() ? fullName.trim() : null,
        avatarUrl: null,
      };
      accounts.set(key, { user, password });
      if (state) state.session = user;
      return { status: 201, body: { user } };
    },
  };

  const server = await startTestServer((request) => {
    const route = routes[`${request.method} ${request.url}`];
    return route ? route(request) : apiError(404, 'not_found', 'Not found');
  });
  state = Object.assign(server, {
    session: null,
    tokensMinted: 0,
    apiBase: `${server.origin}/api`,
    paths: () => server.requests.map((request) => `${request.method} ${request.url}`),
  });
  return state;
}

/** Adds an account directly (as if it signed up earlier) without signing in. */
export async function seedAccount(server: FakeAuthServer, email: string, password: string): Promise<void> {
  const previous = server.session;
  const response = await fetch(`${server.apiBase}/auth/local/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, acceptTerms: true }),
  });
  if (!response.ok) throw new Error(`seeding ${email} failed: ${response.status}`);
  server.session = previous;
  server.requests.length = 0;
}
