// Where a site's favicon PNGs and web manifest are served (sites/faviconRouter.ts): the version (a hash of the
// PNGs) is in the path, so each is cached for good and a new favicon is a new URL.
import { FAVICON_SIZES, type FaviconSize } from '@bento/core';

export const FAVICON_URL_PATH = '/api/site-icons';

export type FaviconUrls = Record<`icon${FaviconSize}`, string> & { manifest: string };

export function faviconUrls(siteId: string, version: string): FaviconUrls {
  const base = `${FAVICON_URL_PATH}/${encodeURIComponent(siteId)}/${encodeURIComponent(version)}`;
  const icons = Object.fromEntries(FAVICON_SIZES.map((size) => [`icon${size}`, `${base}/${size}.png`]));
  return { ...(icons as Record<`icon${FaviconSize}`, string>), manifest: `${base}/manifest.webmanifest` };
}
