import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { cspDirectives, isEmbedPath } from './csp';

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
  return (req, res, next) => (isEmbedPath(req.path) ? embeds : app)(req, res, next);
}
