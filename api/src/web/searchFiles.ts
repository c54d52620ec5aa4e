// GET /robots.txt and /sitemap.xml (issue 32 'Search and sharing'): the sitemap lists the published sites that are
// not hidden, not taken down and not hidden from search engines, as absolute URLs from PUBLIC_URL (never the Host
// header). Without PUBLIC_URL there is no sitemap (404) and robots.txt names none.
import express, { type Router } from 'express';
import type { Models } from '../db/models';
import { publicSiteUrl } from './publicUrl';
import { escapeHtml } from './siteSsrPage';
import { NO_CACHE } from './static';

/** A sitemap holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export function robotsTxt(publicUrl: string | null): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The API is no page, but the sites' favicons are served under it.
    'Disallow: /api/',
    'Allow: /api/site-icons/',
    // The owner's edit screen of each site.
    'Disallow: /*/edit',
    ...(publicUrl === null ? [] : ['', `Sitemap: ${publicUrl}/sitemap.xml`]),
    '',
  ].join('\n');
}

export async function sitemapXml(models: Models, publicUrl: string): Promise<string> {
  const sites = await models.PublishedSite.findAll({
    attributes: ['slug', 'updatedAt'],
    where: { published: true, takenDownAt: null, noindex: false },
    order: [['slug', 'ASC']],
    limit: SITEMAP_MAX_URLS,
  });
  const urls = sites.map(
    (site) =>
      `<url><loc>${escapeHtml(publicSiteUrl(publicUrl, site.slug)!)}</loc>` +
      `<lastmod>${new Date(site.updatedAt).toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function searchFilesRouter({
  models,
  publicUrl,
}: {
  models: Models;
  publicUrl: string | null;
}): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    res.type('text/plain').send(robotsTxt(publicUrl));
  });
  router.get('/sitemap.xml', async (_req, res) => {
    res.setHeader('Cache-Control', NO_CACHE);
    if (publicUrl === null) {
      res.status(404).type('text/plain').send('No sitemap: PUBLIC_URL is not set.');
      return;
    }
    res.type('application/xml').send(await sitemapXml(models, publicUrl));
  });
  return router;
}
