// The HTML of a server-rendered published site: a page of its own (not the app's index.html) with the head tags,
// the viewer's inlined CSS and markup, a small JSON data block and one small script that enhances the markup
// (sites-mfe/src/enhance). No React, no app, no federation: the grid is painted before any script runs.

/** Shared with sites-mfe/src/viewer/siteTypes.ts. */
export const SSR_ROOT_ID = 'bento-ssr';
export const SITE_DATA_ELEMENT_ID = 'bento-site-data';

const APP_NAME = 'Bento Creator';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON that cannot close its <script> element or start a comment: <, >, & and the JS line separators escaped. */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Keeps CSS from closing its <style> element. */
function cssForStyle(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

export interface PageHead {
  title: string;
  description: string;
  /** Extra tags after the description (already escaped). */
  tags: string[];
  /** The icon links (already escaped); none: an empty icon, so the browser asks for no /favicon.ico. */
  icons?: string[];
}

export interface SitePageParts {
  head: PageHead;
  css: string;
  /** The viewer's markup (React output: already escaped). */
  body: string;
  /** The data block's JSON text (not yet escaped for the script element), or null for a page without script. */
  dataJson: string | null;
  /** The enhancement script's URL (same origin, an ES module), or null for a page without script. */
  scriptUrl: string | null;
  /** A published site's slug: with JavaScript off, a <noscript> pixel counts the view (insights/beaconRouter.ts). */
  viewSlug?: string;
}

/** The no-JavaScript view beacon: same origin (the page's CSP img-src has 'self'), never cached. */
export function viewPixel(slug: string): string {
  const src = `/api/beacon/view.gif?s=${encodeURIComponent(slug)}`;
  return `<noscript><img src="${escapeHtml(src)}" alt="" width="1" height="1" hidden></noscript>`;
}

interface SiteMeta {
  siteTitle: string;
  siteDescription: string | null;
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a published site. The canonical link and
 * og:url only with a canonical URL (from PUBLIC_URL): without one they are left out.
 */
export function siteHead(site: SiteMeta, canonicalUrl: string | null, imageUrl: string | null): PageHead {
  const title = site.siteTitle;
  const description = site.siteDescription?.trim() || `${site.siteTitle}, made with ${APP_NAME}.`;
  const tags = [
    ...(canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`] : []),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', APP_NAME),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    ...(canonicalUrl ? [metaTag('property', 'og:url', canonicalUrl)] : []),
    ...(imageUrl ? [metaTag('property', 'og:image', imageUrl)] : []),
    metaTag('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', description),
    ...(imageUrl ? [metaTag('name', 'twitter:image', imageUrl)] : []),
  ];
  return { title, description, tags };
}

/** The 404 page's head: not indexed, and without JavaScript the browser still goes home after 3 s. */
export function notFoundHead(): PageHead {
  return {
    title: `Site not found | ${APP_NAME}`,
    description: 'This site may have been removed or does not exist.',
    tags: [
      '<meta name="robots" content="noindex">',
      '<noscript><meta http-equiv="refresh" content="3;url=/"></noscript>',
    ],
  };
}

/** The whole document. */
export function sitePage({ head, css, body, dataJson, scriptUrl, viewSlug }: SitePageParts): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    metaTag('name', 'description', head.description),
    ...head.tags,
    ...(head.icons?.length ? head.icons : ['<link rel="icon" href="data:,">']),
    `<style>${cssForStyle(css)}</style>`,
    `</head><body><div id="${SSR_ROOT_ID}">${body}</div>`,
    dataJson === null
      ? ''
      : `<script type="application/json" id="${SITE_DATA_ELEMENT_ID}">${jsonForScript(dataJson)}</script>`,
    // A module (deferred, like every module script): it fetches its parts with import() on first use.
    scriptUrl ? `<script type="module" src="${escapeHtml(scriptUrl)}"></script>` : '',
    viewSlug ? viewPixel(viewSlug) : '',
    '</body></html>',
  ].join('');
}
