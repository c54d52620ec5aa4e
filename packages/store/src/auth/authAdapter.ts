// The front end's one auth contract (ARCHITECTURE 'API': one useAuth(), two adapters). The shell picks an adapter
// at start from /api/auth/config (local or Clerk) and registers it here; every remote reads who is signed in from
// the store (session.auth) and asks the adapter for tokens. @bento/store is a federation singleton, so this
// module-level registration is the same object in every remote.
import { createApiClient, type ApiClient } from '../api';

export type AuthProvider = 'local' | 'clerk';

export interface AuthAdapter {
  provider: AuthProvider;
  /** A bearer token for the API, or null when signed out. Adapters cache and renew it. */
  getToken(): Promise<string | null>;
  /** Re-reads who is signed in (after a local sign-in or sign-up) and updates session.auth. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
}

/** Before the shell registers one: signed out, no tokens. */
const signedOut: AuthAdapter = {
  provider: 'local',
  getToken: async () => null,
  refresh: async () => {},
  signOut: async () => {},
};

let adapter: AuthAdapter = signedOut;
let apiBase = '/api';
let requestRules: ApiRequestRules = {};
let client: ApiClient | null = null;

/** The request wrapper's rules from the public config (accounts-and-sites.md §7). */
export interface ApiRequestRules {
  /** Backup backend hosts whose requests are rewritten to the same-origin /api/ path. */
  backupHosts?: readonly string[];
  /** Origin a 500 under /api/ is retried against once. */
  fallbackOrigin?: string | null;
}

export function registerAuthAdapter(next: AuthAdapter): void {
  adapter = next;
}

export function getAuthAdapter(): AuthAdapter {
  return adapter;
}

/**
 * The API base path and the request wrapper's rules from the public config (`apiBase`, `apiBackupHosts`,
 * `apiFallbackOrigin`); set by the shell before anything calls the API.
 */
export function configureApi(baseUrl: string, rules: ApiRequestRules = {}): void {
  apiBase = baseUrl;
  requestRules = rules;
  client = null;
}

/** The shared API client: the configured base path and request rules, and the registered adapter's tokens. */
export function getApiClient(): ApiClient {
  client ??= createApiClient({
    baseUrl: apiBase,
    getToken: () => adapter.getToken(),
    backupHosts: requestRules.backupHosts,
    fallbackOrigin: requestRules.fallbackOrigin,
  });
  return client;
}
