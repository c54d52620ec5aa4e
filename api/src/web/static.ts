import path from 'node:path';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { REMOTE_NAMES, type RemoteMap, type RemoteName } from '@bento/core';
import type { RemoteDirectory, RemoteSnapshot } from '../releases/remoteDirectory';
import { servePrecompressed } from './precompressed';
import { shellPageReader, type BootData } from './shellPage';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NOT_BUILT_MESSAGE = 'Bento Creator is not built yet: run npm run build.';

// Entry points name everything else, so they must always revalidate.
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
// rspack's [contenthash:8]: name.1a2b3c4d.js
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Hashed build output is immutable; entry points and anything unhashed (favicon, robots.txt) revalidate. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return !ENTRY_FILES.has(name) && CONTENT_HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/** A build folder: pre-compressed siblings by Accept-Encoding (./precompressed.ts), else the files themselves. */
function serveBuild(dir: string): RequestHandler[] {
  return [servePrecompressed(dir, (file) => ({ 'Cache-Control': cacheControlFor(file) })), serveFiles(dir)];
}

function serveFiles(dir: string): RequestHandler {
  return express.static(dir, {
    index: false,
    // A folder name is never a page here: let it reach the SPA fallback instead of a 301.
    redirect: false,
    cacheControl: false,
    setHeaders: (res: Response, filePath: string) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
}

const notFoundText: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain').send('Not found');
};

/** Remote files are readable from any origin (remotes may load cross-origin). */
const readableAnywhere: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (req.method !== 'OPTIONS') return next();
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  const requested = req.get('access-control-request-headers');
  if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.status(204).end();
};

/** /remotes/<name>/… from each remote's build. */
export function remotesRouter(remoteDist: (name: RemoteName) => string): Router {
  const router = express.Router();
  router.use(readableAnywhere);
  for (const name of REMOTE_NAMES) router.use(`/${name}`, serveBuild(remoteDist(name)));
  // A missing chunk must fail as a 404, never as the SPA page.
  router.use(notFoundText);
  return router;
}

/**
 * /releases/<name>/<version>/… from RELEASES_DIR (issue 30): every release stays served after a switch, so a page
 * opened before it still loads its lazy chunks.
 */
export function releasesRouter(releasesDir: string): Router {
  const router = express.Router();
  router.use(readableAnywhere);
  router.use(serveBuild(releasesDir));
  router.use(notFoundText);
  return router;
}

/**
 * `routes` of the server's own among the shell's paths (the published pages' script), then the shell's build,
 * then index.html, with the boot data (./shellPage.ts), for every other client-side route and for /index.html
 * itself. (The published pages themselves are answered before all of this: app.ts.)
 */
export function shellHandlers(
  shellDist: string,
  pageParts: ShellPageParts,
  routes: RequestHandler[] = [],
): RequestHandler[] {
  const page = shellPage(shellDist, pageParts);
  const indexHtml: RequestHandler = (req, res, next) =>
    req.path === '/index.html' ? page(req, res) : next();
  return [...routes, indexHtml, ...serveBuild(shellDist), spaFallback(page), notFoundText];
}

const SERVER_PREFIXES = ['/api', '/remotes', '/releases'];

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface ShellPageParts {
  /** The boot data but the remote map and releases, which are read live. */
  bootData: Omit<BootData, 'remotes' | 'releases'>;
  remotes: RemoteDirectory;
  /** The preload tags for a route (./shellPreloads.ts). */
  preloadsFor?: (pathname: string, remotes: RemoteMap) => string[];
  /** Whether the request is known to have no session, so the page can say so (the local accounts' cookie). */
  knownSignedOut?: (req: Request) => boolean;
}

/** index.html with the boot data and the route's preloads; a build made after start-up is picked up. */
function shellPage(shellDist: string, parts: ShellPageParts): (req: Request, res: Response) => void {
  const indexHtml = path.join(shellDist, 'index.html');
  // A reader per reading of the remotes, made again when a release switch changes them.
  let reader: { snapshot: RemoteSnapshot; read: ReturnType<typeof shellPageReader> } | null = null;
  const readerFor = (snapshot: RemoteSnapshot) => {
    if (reader?.snapshot !== snapshot) {
      const preloadsFor = parts.preloadsFor;
      const { map, releases } = snapshot;
      reader = {
        snapshot,
        read: shellPageReader(
          indexHtml,
          { ...parts.bootData, remotes: map, releases },
          preloadsFor && ((pathname) => preloadsFor(pathname, map)),
        ),
      };
    }
    return reader.read;
  };
  const signedOut = parts.knownSignedOut ?? (() => false);
  return (req, res) => {
    void parts.remotes.current().then((snapshot) => answer(req, res, readerFor(snapshot)));
  };
  function answer(req: Request, res: Response, read: ReturnType<typeof shellPageReader>) {
    const html = read(req.path, signedOut(req));
    if (html === null) {
      res.status(503).setHeader('Cache-Control', 'no-store');
      res.type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    // The boot data says whether the request came with a session cookie.
    res.setHeader('Vary', 'Cookie');
    res.type('html').send(html);
  }
}

function spaFallback(page: (req: Request, res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path) || !req.accepts('html')) {
      return next();
    }
    // A missing /main.abc.js fetched with Accept: */* is a 404, not a page; real navigations ask for text/html.
    const looksLikeFile = /\.[^/]+$/.test(req.path);
    if (looksLikeFile && !(req.get('accept') ?? '').includes('text/html')) return next();
    page(req, res);
  };
}
