import { DEFAULT_APP_CONFIG, type PublicAppConfig } from '@bento/core';

/** Fetches /config.json; any failure keeps the defaults so the app still starts. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<PublicAppConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_APP_CONFIG;
    const body = (await response.json()) as Partial<PublicAppConfig>;
    return { ...DEFAULT_APP_CONFIG, ...body };
  } catch {
    return DEFAULT_APP_CONFIG;
  }
}
