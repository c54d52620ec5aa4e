import type { RequestHandler } from 'express';
import helmet from 'helmet';
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
  remotes: Record<string, string>,
  connectOrigins: readonly string[] = [],
): RequestHandler {
  const app = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remotes, { connectOrigins }) },
    xFrameOptions: { action: 'sameorigin' },
  });
  const embeds = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(remotes, { embeddable: true, connectOrigins }),
    },
    xFrameOptions: false,
  });
  const subresources: RequestHandler = (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  };
  return (req, res, next) => {
    if (isSubresourcePath(req.path)) return subresources(req, res, next);
    return (isEmbedPath(req.path) ? embeds : app)(req, res, next);
  };
}
