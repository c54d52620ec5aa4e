import { DEFAULT_APP_CONFIG, type PublicAppConfig } from '@bento/core';

/** The config from what /config.json answers, over the defaults. */
export function appConfigFrom(value: unknown): PublicAppConfig {
  const body = value && typeof value === 'object' ? (value as Partial<PublicAppConfig>) : {};
  const config = { ...DEFAULT_APP_CONFIG, ...body };
  // Anything odd in the request rules turns them off rather than breaking every API call.
  if (!Array.isArray(config.apiBackupHosts)) config.apiBackupHosts = [];
  if (typeof config.apiFallbackOrigin !== 'string') config.apiFallbackOrigin = null;
  return config;
}

/** Fetches /config.json; any failure keeps the defaults so the app still starts. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<PublicAppConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_APP_CONFIG;
    return appConfigFrom(await response.json());
  } catch {
    return DEFAULT_APP_CONFIG;
  }
}
