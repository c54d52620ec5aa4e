import type { RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import {
  cachedBody,
  cachedJson,
  sendCachedJson,
  userBodyCacheFor,
  type CachedBody,
} from '../cache/userBodyCache';
import type { Models } from '../db/models';
import { errorBody } from '../web/errors';
import { isWellFormedSlug } from './slugRules';

/**
 * Every view revalidates (max-age=0), which costs one indexed query and usually a body-less 304 thanks to the
 * ETag; within 60 s a browser or CDN may show its copy at once while it revalidates in the background, so an
 * edit or unpublish reaches every visitor within a minute.
 */
export const PUBLIC_SITE_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=60';

const PUBLIC_ATTRIBUTES = ['id', 'siteTitle', 'siteDescription', 'slug', 'userId', 'designId', 'gridData'];

interface PublicRow {
  id: string;
  siteTitle: string;
  siteDescription: string | null;
  slug: string;
  userId: string;
  designId: string | null;
  gridData: string;
}

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
  });
  return `${head.slice(0, -1)},"gridData":${row.gridData}}`;
}

async function loadSite(models: Models, slug: string): Promise<CachedBody | null> {
  const row = (await models.PublishedSite.findOne({
    attributes: PUBLIC_ATTRIBUTES,
    where: { slug, published: true },
    raw: true,
  })) as PublicRow | null;
  if (!row) return null;
  return cachedJson(publicSiteBody(row), row.userId);
}

/** A published site's body by slug, from this process's cache when fresh (GET /{slug} and the JSON route). */
export function findPublicSite(
  models: Models,
  sequelize: Sequelize,
  slug: string,
): Promise<CachedBody | null> {
  if (!isWellFormedSlug(slug)) return Promise.resolve(null);
  return cachedBody(userBodyCacheFor(sequelize, 'public-sites'), slug, () => loadSite(models, slug));
}

/** GET /published-sites/slug/:slug (public): the site while published, else 404 'Site not found'. */
export function publicSiteRoute(models: Models, sequelize: Sequelize): RequestHandler<{ slug: string }> {
  return async (req, res) => {
    const site = await findPublicSite(models, sequelize, req.params.slug);
    if (!site) {
      // Not cached anywhere: a site published a moment later must show at once.
      res.setHeader('Cache-Control', 'no-store');
      res.status(404).json(errorBody('not_found', 'Site not found'));
      return;
    }
    res.setHeader('Cache-Control', PUBLIC_SITE_CACHE_CONTROL);
    await sendCachedJson(req, res, site);
  };
}
