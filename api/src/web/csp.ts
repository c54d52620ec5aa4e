// Content-Security-Policy for the federated SPA: remotes moved to another origin must stay loadable.

export type CspDirectives = Record<string, string[]>;

/** Origins of the absolute http(s) URLs among the remote manifests (same-origin paths need none). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

export interface CspOptions {
  /** The /embeds/ widgets may be framed by any site. */
  embeddable?: boolean;
  /** Other origins the page's scripts call (the API client's fallback origin). */
  connectOrigins?: readonly string[];
}

/** Directive names in helmet's camelCase. */
export function cspDirectives(
  remotes: Record<string, string>,
  { embeddable = false, connectOrigins = [] }: CspOptions = {},
): CspDirectives {
  const origins = remoteOrigins(remotes);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...origins],
    connectSrc: ["'self'", ...new Set([...origins, ...connectOrigins])],
    // Everything a remote loads (its styles, fonts, images) may come from its own origin too.
    styleSrc: ["'self'", "'unsafe-inline'", ...origins],
    imgSrc: ["'self'", 'https:', 'data:', 'blob:', ...origins],
    mediaSrc: ["'self'", 'https:', 'data:', 'blob:', ...origins],
    frameSrc: ['https:', "'self'"],
    fontSrc: ["'self'", 'https:', 'data:', ...origins],
    // The image compression worker is built from a blob: URL; the library it imports is served by our own build
    // (script-src 'self' governs its importScripts), never by a CDN.
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: embeddable ? ['*'] : ["'self'"],
  };
}

/** Renders directives as a header value, e.g. for assertions: "default-src 'self'; …". */
export function formatCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}

/** Paths served as embeddable widgets. */
export function isEmbedPath(pathname: string): boolean {
  return pathname === '/embeds' || pathname.startsWith('/embeds/');
}
