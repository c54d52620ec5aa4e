// Test helper: the server's real markup and data block in the jsdom document, as the API sends them.
import { errorData, renderSite, renderSiteError, siteData } from '../server/renderViewer';
import { SITE_DATA_ELEMENT_ID, type PublicSite } from '../viewer/siteTypes';
import { siteFixture } from '../viewer/testing/siteFixture';
import type { LazyParts } from './lazyParts';

export const PAGE_URL = 'https://bento.example/ada';

export const SITE: PublicSite = siteFixture({ id: 'b3', contentId: '<p>Plain box</p>', order: 2, style: {} });

function dataBlock(data: unknown): string {
  return `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${JSON.stringify(data)}</script>`;
}

export function loadSitePage(site: PublicSite = SITE, url = PAGE_URL): void {
  document.body.innerHTML = `<div id="bento-ssr">${renderSite(site, url)}</div>${dataBlock(siteData(site, url))}`;
}

export function loadNotFoundPage(slug = 'nope'): void {
  document.body.innerHTML =
    `<div id="bento-ssr">${renderSiteError('Site not found')}</div>` +
    dataBlock(errorData(slug, 'Site not found'));
}

/** The parts the page's script fetches on first use, from source (the built ones are fetched by URL). */
export const sourceParts: LazyParts = {
  dialog: (name) => (name === 'report' ? import('./reportDialog') : import('./qrDialog')),
  gallery: () => import('./gallery'),
};
