import { getApiClient } from '@bento/store';

/**
 * A published site's description, read from its public page data (the only call that answers it). Null when the
 * site is not public or the call fails: the dialogs then leave the description as it is unless it is edited.
 */
export async function fetchSiteDescription(slug: string): Promise<string | null> {
  try {
    const site = await getApiClient().get<{ siteDescription: string | null }>(
      `/published-sites/slug/${encodeURIComponent(slug)}`,
    );
    return site.siteDescription ?? '';
  } catch {
    return null;
  }
}
