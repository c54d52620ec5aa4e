import { getApiClient, INVALID_RESPONSE_CODE, isApiError, type ApiClient } from '@bento/store';
import { SITE_UNAVAILABLE, type PublicSite, type ViewerErrorMessage } from './siteTypes';

export type SiteResult = { site: PublicSite } | { error: ViewerErrorMessage };

/**
 * GET /published-sites/slug/{slug}: 404 'Site not found', 451 (taken down) 'This site is unavailable', other non-OK
 * 'Failed to load site', else the exception.
 */
export async function loadPublicSite(slug: string, client: ApiClient = getApiClient()): Promise<SiteResult> {
  if (!slug) return { error: 'Invalid site URL' };
  try {
    const site = await client.get<PublicSite>(`/published-sites/slug/${encodeURIComponent(slug)}`);
    if (!site || typeof site !== 'object') return { error: 'Error loading site data' };
    return { site };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { error: 'Site not found' };
    if (isApiError(error) && error.status === 451) return { error: SITE_UNAVAILABLE };
    if (isApiError(error) && error.status > 0 && error.code !== INVALID_RESPONSE_CODE) {
      return { error: 'Failed to load site' };
    }
    return { error: 'Error loading site data' };
  }
}
