// A published site's whole page from its stored JSON: the work of a first view (GET /{slug}), run by the document
// pool (workers/documentTasks.ts) off the event loop for large sites.
import { bodyEtag } from './encodedBody';
import { withSiteFonts } from './fonts';
import { searchedSiteHead, type SearchedSite } from './siteSearchHead';
import { sitePage } from './siteSsrPage';
import type { ViewerRenderer } from './siteSsrViewer';

interface ParsedSite extends SearchedSite {
  slug: string;
}

export interface SitePageInput {
  /** The site as the public site JSON stores it. */
  siteText: string;
  /** What the share menu shares, and the canonical link (null: none). */
  shareUrl: string;
  canonical: string | null;
  /** PUBLIC_URL: the share image's absolute URL starts with it. */
  publicUrl: string | null;
  scriptUrl: string | null;
}

/** The page's UTF-8 bytes and their strong ETag (hashed here, so the event loop does not). */
export interface RenderedPage {
  bytes: Uint8Array;
  etag: string;
}

export function renderSitePage(input: SitePageInput, renderer: ViewerRenderer): RenderedPage {
  const parsed = JSON.parse(input.siteText) as ParsedSite;
  const html = sitePage({
    head: withSiteFonts(searchedSiteHead(parsed, input.canonical, input.publicUrl), parsed.gridData),
    css: renderer.css,
    body: renderer.renderSite(parsed, input.shareUrl),
    dataJson: JSON.stringify(renderer.siteData(parsed, input.shareUrl)),
    scriptUrl: input.scriptUrl,
    viewSlug: parsed.slug,
  });
  const bytes = Buffer.from(html);
  return { bytes, etag: bodyEtag(bytes) };
}
