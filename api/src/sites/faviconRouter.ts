// GET /api/site-icons/:siteId/:version/(32|180|192|512).png and …/manifest.webmanifest: a public site's favicon
// (sites/favicon.ts). The version in the path names the PNGs, so they are cached for good; any other is a 404.
import { Router, type Request, type Response } from 'express';
import { FAVICON_SIZES, type FaviconSize } from '@bento/core';
import type { ApiDeps } from '../deps';
import { errorBody } from '../web/errors';
import { IMMUTABLE, NO_CACHE } from '../web/static';
import { faviconUrls } from './faviconUrls';

type IconParams = { siteId: string; version: string; file: string };

const ICON_FILE = /^(\d+)\.png$/;

function notFound(res: Response) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(404).json(errorBody('not_found', 'Favicon not found'));
}

export function siteIconsRouter({ models }: Pick<ApiDeps, 'models'>): Router {
  const router = Router();

  /** The site while it is public and this is its favicon's version. */
  const publicSite = (siteId: string, version: string) =>
    models.PublishedSite.findOne({
      attributes: ['id', 'slug', 'siteTitle', 'searchTitle', 'faviconVersion'],
      where: { id: siteId, published: true, takenDownAt: null, faviconVersion: version },
    }).catch(() => null); // an id that is not a UUID (MariaDB compares it as text; nothing matches either way)

  router.get('/:siteId/:version/:file', async (req: Request<IconParams>, res) => {
    const { siteId, version, file } = req.params;
    const site = await publicSite(siteId, version);
    if (!site) return notFound(res);
    if (file === 'manifest.webmanifest') {
      const urls = faviconUrls(site.id, version);
      const name = site.searchTitle || site.siteTitle;
      res.setHeader('Cache-Control', NO_CACHE);
      res.type('application/manifest+json').send(
        JSON.stringify({
          name,
          short_name: name.slice(0, 12),
          start_url: `/${site.slug}`,
          display: 'browser',
          icons: [
            { src: urls.icon192, sizes: '192x192', type: 'image/png' },
            { src: urls.icon512, sizes: '512x512', type: 'image/png' },
          ],
        }),
      );
      return;
    }
    const size = Number(ICON_FILE.exec(file)?.[1]);
    if (!(FAVICON_SIZES as readonly number[]).includes(size)) return notFound(res);
    const row = await models.SiteFavicon.findOne({ where: { siteId, size: size as FaviconSize } });
    if (!row) return notFound(res);
    res.set({ 'Cache-Control': IMMUTABLE, 'X-Content-Type-Options': 'nosniff' });
    res.type('image/png').send(row.data);
  });
  return router;
}
