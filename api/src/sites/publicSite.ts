import type { OutgoingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { Op, type Sequelize } from 'sequelize';
import { cachedBody, cachedJson, userBodyCacheFor, type CachedBody } from '../cache/userBodyCache';
import type { Models } from '../db/models';
import { sendEncoded } from '../web/encodedBody';
import { errorBody } from '../web/errors';
import { headersToReplay, type MemoryAnswer } from '../web/memoryAnswer';
import { siteSearchView } from './siteSearch';
import { isWellFormedSlug } from './slugRules';
import { SITE_TAKEN_DOWN_CODE, SITE_UNAVAILABLE_MESSAGE } from './takenDown';

/**
 * Every view revalidates (max-age=0), which costs one indexed query and usually a body-less 304 thanks to the
 * ETag; within 60 s a browser or CDN may show its copy at once while it revalidates in the background, so an
 * edit or unpublish reaches every visitor within a minute.
 */
export const PUBLIC_SITE_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60';

const PUBLIC_ATTRIBUTES = [
  'id',
  'siteTitle',
  'siteDescription',
  'slug',
  'userId',
  'designId',
  'gridData',
  'takenDownAt',
  'searchTitle',
  'searchDescription',
  'noindex',
  'shareImageUrl',
  'faviconVersion',
];

interface PublicRow {
  id: string;
  siteTitle: string;
  siteDescription: string | null;
  slug: string;
  userId: string;
  designId: string | null;
  gridData: string;
  takenDownAt: Date | string | null;
  searchTitle: string | null;
  searchDescription: string | null;
  noindex: boolean | number;
  shareImageUrl: string | null;
  faviconVersion: string | null;
}

/**
 * What a slug answers while it is public: the site's body, or (takenDown) the 451 error body of a site an admin took
 * down. Both are cached under the owner's id, so the takedown and the restore (owner writes: admin/siteModeration.ts)
 * drop them at once on every instance, like an unpublish.
 */
export interface PublicSite extends CachedBody {
  takenDown?: true;
}

export const SITE_UNAVAILABLE_BODY = errorBody(SITE_TAKEN_DOWN_CODE, SITE_UNAVAILABLE_MESSAGE);

/**
 * The response body, assembled around the stored gridData text: the document (up to 10 MB) is never parsed
 * and re-serialized on the hot path. Stored gridData is always JSON written by the service.
 */
export function publicSiteBody(row: PublicRow): string {
  const head = JSON.stringify({
    id: row.id,
    siteTitle: row.siteTitle,
    siteDescription: row.siteDescription,
    slug: row.slug,
    userId: row.userId,
    designId: row.designId,
    // What the published page's head shows (web/sitePageRender.ts).
    search: siteSearchView(row),
  });
  return `${head.slice(0, -1)},"gridData":${row.gridData}}`;
}

async function loadSite(models: Models, slug: string): Promise<PublicSite | null> {
  const row = (await models.PublishedSite.findOne({
    attributes: PUBLIC_ATTRIBUTES,
    // A taken-down site answers 451 whether or not its owner had hidden it.
    where: { slug, [Op.or]: [{ published: true }, { takenDownAt: { [Op.ne]: null } }] },
    raw: true,
  })) as PublicRow | null;
  if (!row) return null;
  if (row.takenDownAt)
    return { ...cachedJson(JSON.stringify(SITE_UNAVAILABLE_BODY), row.userId), takenDown: true };
  return cachedJson(publicSiteBody(row), row.userId);
}

/** A published site's body by slug, from this process's cache when fresh (GET /{slug} and the JSON route). */
export async function findPublicSite(
  models: Models,
  sequelize: Sequelize,
  slug: string,
): Promise<PublicSite | null> {
  if (!isWellFormedSlug(slug)) return null;
  // The cache keeps entries whole (takenDown included); it only types them as what every entry has.
  return (await cachedBody(userBodyCacheFor(sequelize, 'public-sites'), slug, () =>
    loadSite(models, slug),
  )) as PublicSite | null;
}

/** The site's body when this process has it cached and fresh; null otherwise (no query: findPublicSite loads). */
export function cachedPublicSite(sequelize: Sequelize, slug: string): PublicSite | null {
  if (!isWellFormedSlug(slug)) return null;
  return userBodyCacheFor(sequelize, 'public-sites').get(slug) ?? null;
}

/**
 * The headers of the route's last 200 answer, per database (one app per database): the fast path repeats them
 * (sites/publicSiteFastPath.ts). Refreshed by every answer Express gives, at least once a second (the cache's TTL).
 */
const answerHeaders = new WeakMap<Sequelize, OutgoingHttpHeaders>();

/** The site's 200 answer when this process has its body fresh and has answered the route before; null otherwise. */
export function cachedPublicSiteAnswer(sequelize: Sequelize, slug: string): MemoryAnswer | null {
  const headers = answerHeaders.get(sequelize);
  const site = headers && cachedPublicSite(sequelize, slug);
  return site && !site.takenDown ? { body: site, headers } : null;
}

/**
 * GET /published-sites/slug/:slug (public): the site while published, 451 site_taken_down while an admin has it
 * taken down, else 404 'Site not found'.
 */
export function publicSiteRoute(models: Models, sequelize: Sequelize): RequestHandler<{ slug: string }> {
  return async (req, res) => {
    const site = await findPublicSite(models, sequelize, req.params.slug);
    if (!site) {
      // Not cached anywhere: a site published a moment later must show at once.
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json(errorBody('not_found', 'Site not found'));
      return;
    }
    if (site.takenDown) {
      // Not cached either: a restore shows at once.
      res.setHeader('Cache-Control', 'no-store');
      res.status(451).json(SITE_UNAVAILABLE_BODY);
      return;
    }
    res.setHeader('Cache-Control', PUBLIC_SITE_CACHE_CONTROL);
    res.type('json');
    answerHeaders.set(sequelize, headersToReplay(res));
    await sendEncoded(req, res, site);
  };
}
