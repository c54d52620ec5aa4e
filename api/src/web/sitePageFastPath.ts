// GET /{slug} answered straight from memory, before Express, when the page is already rendered for its site's
// current version (issue 16, bench:site): Express's request set-up (prototype swaps, the router, the
// middleware) costs more than such an answer itself. Everything else, and every page's first answer, goes
// through Express, whose answer's headers the fast answer repeats (web/siteSsr.ts cachedPage), so both say the
// same: the security headers, CSP, caching, type, Vary, ETag per encoding, 304 to a current copy, request id
// and log line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import fresh from 'fresh';
import type { Logger } from '../logger';
import { encodingFor, etagOf, madeForm } from './encodedBody';
import { logWhenDone, REQUEST_ID_HEADER, requestIdFor } from './requestContext';
import type { CachedSitePage } from './siteSsr';

/** `/{slug}` and nothing more: no query, no trailing slash, no encoded characters (Express takes the rest). */
const SITE_PATH = /^\/([a-z0-9-]+)$/;

export interface SitePageFastPathDeps {
  cachedPage: (slug: string) => CachedSitePage | null;
  logger: Logger;
  logRequests: boolean;
}

/** Answers the request and says true, or leaves it untouched and says false. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export function sitePageFastPath({ cachedPage, logger, logRequests }: SitePageFastPathDeps): FastPath {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const slug = SITE_PATH.exec(req.url ?? '')?.[1];
    const cached = slug === undefined ? null : cachedPage(slug);
    if (!cached) return false;
    const negotiate = accepts(req);
    // Express's route passes requests that do not take HTML on to the other routes.
    if (!negotiate.types('html')) return false;
    const { page, headers } = cached;
    const encoding = encodingFor(page, (offers) => negotiate.encodings(offers));
    const form = encoding ? madeForm(page, encoding) : page.bytes;
    if (!form) return false; // Express makes the compressed form first

    const reqId = requestIdFor(req);
    if (logRequests) logWhenDone(logger, req, res, reqId);
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.setHeader(REQUEST_ID_HEADER, reqId);
    res.setHeader('Vary', 'Accept-Encoding');
    const etag = etagOf(page, encoding);
    res.setHeader('ETag', etag);
    if (fresh(req.headers, { etag })) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', form.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : form);
    return true;
  };
}
