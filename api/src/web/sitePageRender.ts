// A published site's whole page from its stored JSON: the work of a first view (GET /{slug}), run by the document
// pool (workers/documentTasks.ts) off the event loop for large sites.
import { safeMediaUrl } from '@bento/core';
import { bodyEtag } from './encodedBody';
import { withSiteFonts } from './fonts';
import { siteHead, sitePage } from './siteSsrPage';
import type { ViewerRenderer } from './siteSsrViewer';

interface ParsedSite {
  siteTitle: string;
  siteDescription: string | null;
  slug: string;
  gridData?: { boxes?: { order?: number; style?: { bgImageUrl?: string } }[] };
}

/** The first box image (in box order) that can be shared as an https URL: the card image. */
function shareImage(site: ParsedSite): string | null {
  const boxes = [...(site.gridData?.boxes ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const box of boxes) {
    const url = safeMediaUrl(box.style?.bgImageUrl);
    if (url?.startsWith('https://')) return url;
  }
  return null;
}

export interface SitePageInput {
  /** The site as the public site JSON stores it. */
  siteText: string;
  /** What the share menu shares, and the canonical link (null: none). */
  shareUrl: string;
  canonical: string | null;
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
    head: withSiteFonts(siteHead(parsed, input.canonical, shareImage(parsed)), parsed.gridData),
    css: renderer.css,
    body: renderer.renderSite(parsed, input.shareUrl),
    dataJson: JSON.stringify(renderer.siteData(parsed, input.shareUrl)),
    scriptUrl: input.scriptUrl,
    viewSlug: parsed.slug,
  });
  const bytes = Buffer.from(html);
  return { bytes, etag: bodyEtag(bytes) };
}
