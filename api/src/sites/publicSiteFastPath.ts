// GET /api/published-sites/slug/{slug} (the in-app viewer's read, issue 34: bench:api) answered straight from
// memory, before Express (web/memoryAnswer.ts), while this process has the site's body fresh in its cache (1 s, or
// until a write) and Express has answered the route before. Everything else goes through Express, whose answer's
// headers the fast answer repeats: security headers, caching, type, Vary, ETag per encoding, 304, request id, log.
import type { Sequelize } from 'sequelize';
import accepts from 'accepts';
import { answerFromMemory, type AnswerLog, type FastPath } from '../web/memoryAnswer';
import { cachedPublicSiteAnswer } from './publicSite';

/** The route (also the metrics' label of the answers the fast path gives). */
export const PUBLIC_SITE_ROUTE = '/api/published-sites/slug/:slug';

/** The route's path and nothing more: no query, no trailing slash, no encoded characters (Express takes the rest). */
const PUBLIC_SITE_PATH = /^\/api\/published-sites\/slug\/([a-z0-9-]+)$/;

export interface PublicSiteFastPathDeps extends AnswerLog {
  sequelize: Sequelize;
}

export function publicSiteFastPath({ sequelize, ...log }: PublicSiteFastPathDeps): FastPath {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const slug = PUBLIC_SITE_PATH.exec(req.url ?? '')?.[1];
    const answer = slug === undefined ? null : cachedPublicSiteAnswer(sequelize, slug);
    return answer !== null && answerFromMemory(req, res, answer, accepts(req), log);
  };
}
