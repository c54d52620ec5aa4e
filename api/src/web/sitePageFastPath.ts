// GET /{slug} answered straight from memory, before Express (web/memoryAnswer.ts), when the page is already
// rendered for its site's current version (issue 16, bench:site). Everything else, and every page's first answer,
// goes through Express, whose answer's headers the fast answer repeats (web/siteSsr.ts cachedPage): the security
// headers, CSP, caching, type, Vary, ETag per encoding, 304 to a current copy, request id and log line.
import accepts from 'accepts';
import { answerFromMemory, type AnswerLog, type FastPath } from './memoryAnswer';
import type { CachedSitePage } from './siteSsr';

/** `/{slug}` and nothing more: no query, no trailing slash, no encoded characters (Express takes the rest). */
const SITE_PATH = /^\/([a-z0-9-]+)$/;

export interface SitePageFastPathDeps extends AnswerLog {
  cachedPage: (slug: string) => CachedSitePage | null;
}

export function sitePageFastPath({ cachedPage, ...log }: SitePageFastPathDeps): FastPath {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const slug = SITE_PATH.exec(req.url ?? '')?.[1];
    const cached = slug === undefined ? null : cachedPage(slug);
    if (!cached) return false;
    const negotiate = accepts(req);
    // Express's route passes requests that do not take HTML on to the other routes.
    if (!negotiate.types('html')) return false;
    return answerFromMemory(req, res, { body: cached.page, headers: cached.headers }, negotiate, log);
  };
}
