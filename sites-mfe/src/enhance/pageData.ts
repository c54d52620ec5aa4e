import { SITE_DATA_ELEMENT_ID, type SitePageData, type ViewerPageData } from '../viewer/siteTypes';

/** The server's JSON data block, or null when the page has none or it does not parse. */
export function readPageData(doc: Document): ViewerPageData | null {
  const text = doc.getElementById(SITE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as unknown;
    return data && typeof data === 'object' && 'slug' in data ? (data as ViewerPageData) : null;
  } catch {
    return null;
  }
}

export function isSitePage(data: ViewerPageData | null): data is SitePageData {
  return !!data && 'userId' in data;
}
