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
}

export const DEFAULT_APP_CONFIG: PublicAppConfig = {
  appName: 'Bento Creator',
  apiBase: '/api',
  supportEmail: 'support@bentocreator.app',
  issueTrackerUrl: 'https://github.com/bento-creator/bento-creator/issues/new',
};

/** Environment variable behind each field. */
export const APP_CONFIG_ENV: Record<keyof PublicAppConfig, string> = {
  appName: 'APP_NAME',
  apiBase: 'API_BASE',
  supportEmail: 'SUPPORT_EMAIL',
  issueTrackerUrl: 'ISSUE_TRACKER_URL',
};

/** Builds the public config from an environment, keeping defaults for unset or blank values. */
export function appConfigFromEnv(env: Record<string, string | undefined>): PublicAppConfig {
  const config = { ...DEFAULT_APP_CONFIG };
  for (const key of Object.keys(APP_CONFIG_ENV) as (keyof PublicAppConfig)[]) {
    const value = env[APP_CONFIG_ENV[key]]?.trim();
    if (value) config[key] = value;
  }
  return config;
}
