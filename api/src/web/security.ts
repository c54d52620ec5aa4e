import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { cspDirectives, isEmbedPath } from './csp';

/** Helmet's headers with our CSP; /embeds/ pages drop X-Frame-Options and allow any frame ancestor. */
export function securityHeaders(remotes: Record<string, string>): RequestHandler {
  const app = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remotes) },
    xFrameOptions: { action: 'sameorigin' },
  });
  const embeds = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remotes, { embeddable: true }) },
    xFrameOptions: false,
  });
  return (req, res, next) => (isEmbedPath(req.path) ? embeds : app)(req, res, next);
}
