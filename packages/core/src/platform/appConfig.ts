/**
 * Runtime configuration the server hands the browser at /config.json. Everything here is public.
 * The server fills it from the environment; the shell falls back to these defaults if the fetch fails.
 */
export interface PublicAppConfig {
  /** Product name shown in the UI ('Bento Creator'). Env APP_NAME. */
  appName: string;
  /** Base path of the API (default '/api'). Env API_BASE. */
  apiBase: string;
  /** Contact e-mail on the error screen and the legal pages. Env SUPPORT_EMAIL. */
  supportEmail: string;
  /** Address of the external tracker's new-issue page; 'Report Issue' adds title and body. Env ISSUE_TRACKER_URL. */
  issueTrackerUrl: string;
  /**
   * Backup backend hosts whose requests the API client rewrites to the same-origin /api/ path (accounts-and-sites
   * §7). Env API_BACKUP_HOSTS, comma-separated hosts or origins.
   */
  apiBackupHosts: string[];
  /** Origin a 500 under /api/ is retried against once (accounts-and-sites §7); none: no retry. Env API_FALLBACK_ORIGIN. */
  apiFallbackOrigin: string | null;
}

type TextField = 'appName' | 'apiBase' | 'supportEmail' | 'issueTrackerUrl';

export const DEFAULT_APP_CONFIG: PublicAppConfig = {
  appName: 'Bento Creator',
  apiBase: '/api',
  supportEmail: 'support@bentocreator.app',
  issueTrackerUrl: 'https://github.com/bento-creator/bento-creator/issues/new',
  apiBackupHosts: [],
  apiFallbackOrigin: null,
};

/** Environment variable behind each text field. */
export const APP_CONFIG_ENV: Record<TextField, string> = {
  appName: 'APP_NAME',
  apiBase: 'API_BASE',
  supportEmail: 'SUPPORT_EMAIL',
  issueTrackerUrl: 'ISSUE_TRACKER_URL',
};

/** An absolute http(s) origin from `value`, or an error naming `variable`. */
function originOf(value: string, variable: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${variable} must be an http(s) origin such as https://api.example.org, got "${value}"`);
  return url.origin;
}

/** Builds the public config from an environment, keeping defaults for unset or blank values. */
export function appConfigFromEnv(env: Record<string, string | undefined>): PublicAppConfig {
  const config = { ...DEFAULT_APP_CONFIG };
  for (const key of Object.keys(APP_CONFIG_ENV) as TextField[]) {
    const value = env[APP_CONFIG_ENV[key]]?.trim();
    if (value) config[key] = value;
  }
  const hosts = env.API_BACKUP_HOSTS?.split(',').map((host) => host.trim()) ?? [];
  config.apiBackupHosts = hosts.filter(Boolean);
  const fallback = env.API_FALLBACK_ORIGIN?.trim();
  config.apiFallbackOrigin = fallback ? originOf(fallback, 'API_FALLBACK_ORIGIN') : null;
  return config;
}

/**
 * The id of the JSON block in which the server hands the shell its boot data (the remote map, this config, the
 * auth settings and, for a visitor known to have none, the session) inside the page, so the shell need not fetch
 * them before its first render.
 */
export const BOOT_DATA_ELEMENT_ID = 'bento-boot';
