// Test helper: the server's real markup and data block in the jsdom document, as the API sends them.
import { errorData, renderSite, renderSiteError, siteData } from '../server/renderViewer';
import { SITE_DATA_ELEMENT_ID, type PublicSite } from '../viewer/siteTypes';

export const PAGE_URL = 'https://bento.example/ada';

export const SITE: PublicSite = {
  id: 's1',
  siteTitle: 'Ada Portfolio',
  siteDescription: 'Things I made',
  slug: 'ada',
  userId: 'user-1',
  designId: 'd1',
  gridData: {
    boxes: [
      { id: 'b1', contentId: '<p>First box</p>', order: 0, style: { linkUrl: 'https://example.org/a' } },
      {
        id: 'b2',
        contentId: '<p>Hover only</p>',
        order: 1,
        style: { linkUrl: 'https://x.org', hoverEffectOnly: true },
      },
      { id: 'b3', contentId: '<p>Plain box</p>', order: 2, style: {} },
    ] as never,
    gridSettings: { columnsCount: 3 } as never,
  },
};

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
