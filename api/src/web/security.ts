import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { manifestUrlsOf, type RemoteDirectory, type RemoteSnapshot } from '../releases/remoteDirectory';
import { cspDirectives, isEmbedPath } from './csp';

/**
 * Scripts, style sheets and fonts are never documents, so the document headers (CSP, framing, opener policy,
 * HSTS, …: about 600 bytes) do nothing on them; the editor's first screen makes some 30 such requests. They keep
 * nosniff and whatever their router sets (CORS and CORP for remotes, caching). SVG and JSON are not in the list:
 * an SVG can be opened as a document, and /remotes.json's policy is tested as the app's.
 */
const SUBRESOURCE_PATH = /\.(?:js|mjs|css|woff2?)$/i;

export function isSubresourcePath(path: string): boolean {
  return SUBRESOURCE_PATH.test(path);
}

/**
 * Helmet's headers with our CSP; /embeds/ pages drop X-Frame-Options and allow any frame ancestor.
 * `connectOrigins`: other origins the app calls (the API client's fallback origin).
 */
export function securityHeaders(
  remotes: RemoteDirectory,
  connectOrigins: readonly string[] = [],
): RequestHandler {
  // Built again only when the remote map changes (a release switched: its origin may be new).
  let built: { snapshot: RemoteSnapshot; app: RequestHandler; embeds: RequestHandler } | null = null;
  const headersFor = (snapshot: RemoteSnapshot) => {
    if (built?.snapshot === snapshot) return built;
    const map = manifestUrlsOf(snapshot);
    built = {
      snapshot,
      app: helmet({
        contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(map, { connectOrigins }) },
        xFrameOptions: { action: 'sameorigin' },
      }),
      embeds: helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: cspDirectives(map, { embeddable: true, connectOrigins }),
        },
        xFrameOptions: false,
      }),
    };
    return built;
  };
  const subresources: RequestHandler = (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  };
  return (req, res, next) => {
    if (isSubresourcePath(req.path)) return subresources(req, res, next);
    const send = (snapshot: RemoteSnapshot) => {
      const headers = headersFor(snapshot);
      (isEmbedPath(req.path) ? headers.embeds : headers.app)(req, res, next);
    };
    // The API's answers load no remote: the last map read will do, and they never wait on the releases.
    if (req.path.startsWith('/api/')) send(remotes.latest());
    else remotes.current().then(send, next);
  };
}
