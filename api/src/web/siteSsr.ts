// GET /{slug}: the published site rendered on the server (accounts-and-sites.md §2 'Published-site viewer').
import type { OutgoingHttpHeaders } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { Sequelize } from 'sequelize';
import { isReservedPathSegment } from '@bento/core';
import type { CacheCounts } from '../cache/userBodyCache';
import type { Models } from '../db/models';
import { cachedPublicSite, findPublicSite, type PublicSite } from '../sites/publicSite';
import { cspDirectives, formatCsp } from './csp';
import { encodedBody, sendEncoded, type EncodedBody } from './encodedBody';
import { publicSiteUrl } from './publicUrl';
import { headersToReplay } from './memoryAnswer';
import { notFoundHead, sitePage } from './siteSsrPage';
import { documentWork } from '../workers/documentPool';
import { viewerRef } from '../workers/viewerModules';
import { takenDownPage } from './takenDownPage';
import { viewerFromBuild, type ViewerRenderer, type ViewerSource } from './siteSsrViewer';
import { IMMUTABLE, NO_CACHE } from './static';

export const VIEWER_NOT_BUILT_MESSAGE = 'The site viewer is not built yet: run npm run build.';
const PAGE_CACHE_SIZE = 50;

/** The route of the published pages (also the metrics' label of those the fast path answers). */
export const SITE_PAGE_ROUTE = '/:slug';

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
 * Published pages' CSP: the page's script and the parts it fetches on first use from this origin only (no inline
 * script, no eval, no inline handlers, no other origin), its session call to this origin, https (and data:) images
 * and media, and https iframes (box iframes are forced to https).
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

/**
 * The /:slug pages (answered before anything else: they compress themselves once per version, so they skip the
 * on-the-fly compression and every router below them) and the pages' script (among the shell's files).
 */
export function siteSsr(deps: SiteSsrDeps): {
  pages: Router;
  script: Router;
  cachedPage: (slug: string) => CachedSitePage | null;
  /** The rendered pages: a hit is a page answered from one already rendered (fast path included). */
  pageCache: CacheCounts;
} {
  const viewer = deps.viewer ?? viewerFromBuild();
  const publicUrl = deps.publicUrl ?? null;
  const csp = publishedSiteCsp();
  // Rendered pages by build, address and exact site body: a hot page renders, is hashed and compressed once.
  const pages = new Map<string, EncodedBody>();
  const counts = { hits: 0, misses: 0 };

  // The same for every site's 200 page (security headers, CSP, caching, type): kept from the first one Express
  // answers, so that cachedPage's answers (web/sitePageFastPath.ts) carry exactly what Express's would.
  let pageHeaders: OutgoingHttpHeaders | null = null;
  const pageKey = (renderer: ViewerRenderer, shareUrl: string, site: PublicSite) =>
    `${renderer.version}\n${shareUrl}\n${site.etag}`;
  const shareUrlOf = (slug: string) => publicSiteUrl(publicUrl, slug) ?? `/${slug}`;

  const remember = (key: string, page: EncodedBody): EncodedBody => {
    pages.set(key, page);
    if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value!);
    return page;
  };
  const render = async (
    key: string,
    make: () => EncodedBody | Promise<EncodedBody>,
  ): Promise<EncodedBody> => {
    const page = pages.get(key);
    counts[page === undefined ? 'misses' : 'hits'] += 1;
    return page ?? remember(key, await make());
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
      const page = await render(key, () =>
        encodedBody(
          sitePage({
            head: notFoundHead(),
            css: ready.css,
            body: ready.renderSiteError('Site not found'),
            dataJson: JSON.stringify(ready.errorData(slug, 'Site not found')),
            scriptUrl: scriptUrl(ready),
          }),
        ),
      );
      await sendEncoded(req, res, page);
      return;
    }
    const canonical = publicSiteUrl(publicUrl, slug);
    const shareUrl = shareUrlOf(slug);
    // The first view of a site's version renders it in the document pool (a large site is seconds of work).
    const page = await render(pageKey(ready, shareUrl, site), async () => {
      const siteText = site.bytes.toString('utf8');
      const input = {
        siteText,
        shareUrl,
        canonical,
        publicUrl,
        scriptUrl: scriptUrl(ready),
        viewer: viewerRef(ready),
      };
      const { bytes, etag } = await documentWork().run('renderSite', input, site.bytes.length);
      return {
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        etag,
        encoded: new Map(),
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
    if (!page) return null;
    counts.hits += 1;
    return { page, headers: pageHeaders };
  };

  // Only the current build's script and its parts exist; their names change with each build: cached for good.
  const script = (req: Request<{ file: string }>, res: Response, next: NextFunction) => {
    let renderer: ViewerRenderer | null;
    try {
      renderer = viewer();
    } catch (error) {
      return next(error);
    }
    const current = renderer?.script;
    const { file } = req.params;
    if (!current || (file !== current.file && !current.parts.includes(file))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', IMMUTABLE);
    res.sendFile(path.join(current.dir, file), { cacheControl: false }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };

  // Express 5 passes a rejected promise to the error handler.
  return {
    pages: express.Router().get(SITE_PAGE_ROUTE, handle),
    script: express.Router().get(`${SITE_SCRIPT_PREFIX}/:file`, script),
    cachedPage,
    pageCache: {
      get hits() {
        return counts.hits;
      },
      get misses() {
        return counts.misses;
      },
      get size() {
        return pages.size;
      },
    },
  };
}
