// GET /{slug}: the published site rendered on the server (accounts-and-sites.md §2 'Published-site viewer').
import type { OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Sequelize } from 'sequelize';
import { isReservedPathSegment, safeMediaUrl } from '@bento/core';
import type { Models } from '../db/models';
import { cachedPublicSite, findPublicSite, type PublicSite } from '../sites/publicSite';
import { cspDirectives, formatCsp } from './csp';
import { encodedBody, sendEncoded, type EncodedBody } from './encodedBody';
import { withSiteFonts } from './fonts';
import { publicSiteUrl } from './publicUrl';
import { REQUEST_ID_HEADER } from './requestContext';
import { notFoundHead, siteHead, sitePage, type SitePageParts } from './siteSsrPage';
import { takenDownPage } from './takenDownPage';
import { viewerFromBuild, type ViewerRenderer, type ViewerSource } from './siteSsrViewer';
import { IMMUTABLE, NO_CACHE } from './static';

export const VIEWER_NOT_BUILT_MESSAGE = 'The site viewer is not built yet: run npm run build.';
const PAGE_CACHE_SIZE = 50;

/** Where the page's script is served: 'assets' is a reserved path segment, never a slug. */
export const SITE_SCRIPT_PREFIX = '/assets/site';

export interface SiteSsrDeps {
  models: Models;
  sequelize: Sequelize;
  /** Defaults to the viewer's builds (sites-mfe/server/dist and sites-mfe/enhance/dist). */
  viewer?: ViewerSource;
  /**
   * PUBLIC_URL (config.publicUrl): a site's address is it + /slug, for the canonical link, og:url and sharing.
   * Null: no canonical link or og:url, and the page shares its root-relative path, which its script resolves
   * against the browser's address. Never the request's Host header.
   */
  publicUrl?: string | null;
}

/**
 * Published pages' CSP: the page's one script from this origin only (no inline script, no eval, no inline
 * handlers, no other origin), its session call to this origin, https (and data:) images and media, and https
 * iframes (box iframes are forced to https).
 */
export function publishedSiteCsp(): string {
  const base = cspDirectives({});
  return formatCsp({
    ...base,
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    connectSrc: ["'self'"],
    imgSrc: ["'self'", 'https:', 'data:'],
    mediaSrc: ["'self'", 'https:', 'data:'],
    frameSrc: ["'self'", 'https:'],
    workerSrc: ["'none'"],
    formAction: ["'self'"],
    // The web fonts are served by this origin (./fonts.ts), never by a font host.
    fontSrc: ["'self'"],
  });
}

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

function notBuilt(res: Response): void {
  res.status(500).setHeader('Cache-Control', 'no-store');
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title>` +
        `</head><body><h1>Server error</h1><p>${VIEWER_NOT_BUILT_MESSAGE}</p></body></html>`,
    );
}

function scriptUrl(renderer: ViewerRenderer): string | null {
  return renderer.script ? `${SITE_SCRIPT_PREFIX}/${renderer.script.file}` : null;
}

/** A published page already rendered for its site's current version, and the headers its 200 answer carries. */
export interface CachedSitePage {
  page: EncodedBody;
  /** All but the request id and what depends on the request's encoding (ETag, Content-Encoding, Vary, length). */
  headers: OutgoingHttpHeaders;
}

/** The headers Express has set on a page's answer so far, but its request id. */
function headersToReplay(res: Response): OutgoingHttpHeaders {
  const { [REQUEST_ID_HEADER]: _requestId, ...headers } = res.getHeaders();
  return headers;
}

/**
 * The /:slug pages (answered before anything else: they compress themselves once per version, so they skip the
 * on-the-fly compression and every router below them) and the pages' script (among the shell's files).
 */
export function siteSsr(deps: SiteSsrDeps): {
  pages: Router;
  script: Router;
  cachedPage: (slug: string) => CachedSitePage | null;
} {
  const viewer = deps.viewer ?? viewerFromBuild();
  const publicUrl = deps.publicUrl ?? null;
  const csp = publishedSiteCsp();
  // Rendered pages by build, address and exact site body: a hot page renders, is hashed and compressed once.
  const pages = new Map<string, EncodedBody>();

  // The same for every site's 200 page (security headers, CSP, caching, type): kept from the first one Express
  // answers, so that cachedPage's answers (web/sitePageFastPath.ts) carry exactly what Express's would.
  let pageHeaders: OutgoingHttpHeaders | null = null;
  const pageKey = (renderer: ViewerRenderer, shareUrl: string, site: PublicSite) =>
    `${renderer.version}\n${shareUrl}\n${site.etag}`;
  const shareUrlOf = (slug: string) => publicSiteUrl(publicUrl, slug) ?? `/${slug}`;

  const render = (key: string, make: () => SitePageParts): EncodedBody => {
    let page = pages.get(key);
    if (page === undefined) {
      page = encodedBody(sitePage(make()));
      pages.set(key, page);
      if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value!);
    }
    return page;
  };

  const handle = async (req: Request<{ slug: string }>, res: Response, next: NextFunction) => {
    const { slug } = req.params;
    // Platform routes and files (anything with a dot) are not sites.
    if (isReservedPathSegment(slug) || slug.includes('.') || !req.accepts('html')) return next();
    const site = await findPublicSite(deps.models, deps.sequelize, slug);
    if (site?.takenDown) {
      // 451 Unavailable For Legal Reasons, with no site content and no viewer; not cached, so a restore shows at once.
      res.status(451).setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Security-Policy', csp);
      res.type('html');
      await sendEncoded(req, res, takenDownPage());
      return;
    }
    let renderer: ViewerRenderer | null;
    try {
      renderer = viewer();
    } catch (error) {
      return next(error);
    }
    if (!renderer) return notBuilt(res);
    const ready = renderer;

    res.setHeader('Content-Security-Policy', csp);
    res.type('html');
    if (!site) {
      res.status(404).setHeader('Cache-Control', 'no-store');
      const key = `404\n${ready.version}\n${slug}`;
      const page = render(key, () => ({
        head: notFoundHead(),
        css: ready.css,
        body: ready.renderSiteError('Site not found'),
        dataJson: JSON.stringify(ready.errorData(slug, 'Site not found')),
        scriptUrl: scriptUrl(ready),
      }));
      await sendEncoded(req, res, page);
      return;
    }
    const canonical = publicSiteUrl(publicUrl, slug);
    const shareUrl = shareUrlOf(slug);
    const page = render(pageKey(ready, shareUrl, site), () => {
      const parsed = JSON.parse(site.bytes.toString('utf8')) as ParsedSite;
      return {
        head: withSiteFonts(siteHead(parsed, canonical, shareImage(parsed)), parsed.gridData),
        css: ready.css,
        body: ready.renderSite(parsed, shareUrl),
        dataJson: JSON.stringify(ready.siteData(parsed, shareUrl)),
        scriptUrl: scriptUrl(ready),
      };
    });
    res.setHeader('Cache-Control', NO_CACHE);
    pageHeaders ??= headersToReplay(res);
    await sendEncoded(req, res, page);
  };

  const cachedPage = (slug: string): CachedSitePage | null => {
    if (!pageHeaders || isReservedPathSegment(slug)) return null;
    const site = cachedPublicSite(deps.sequelize, slug);
    if (!site || site.takenDown) return null;
    let renderer: ViewerRenderer | null;
    try {
      renderer = viewer();
    } catch {
      return null; // Express's route reports it
    }
    const page = renderer && pages.get(pageKey(renderer, shareUrlOf(slug), site));
    return page ? { page, headers: pageHeaders } : null;
  };

  // Only the current build's script exists; its name changes with its content, so it is cached for good.
  const script = (req: Request<{ file: string }>, res: Response, next: NextFunction) => {
    let renderer: ViewerRenderer | null;
    try {
      renderer = viewer();
    } catch (error) {
      return next(error);
    }
    const current = renderer?.script;
    if (!current || req.params.file !== current.file) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.sendFile(path.join(current.dir, current.file), { cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };

  // Express 5 passes a rejected promise to the error handler.
  return {
    pages: express.Router().get('/:slug', handle),
    script: express.Router().get(`${SITE_SCRIPT_PREFIX}/:file`, script),
    cachedPage,
  };
}
