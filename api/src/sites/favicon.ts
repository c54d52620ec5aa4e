// A published site's favicon: the owner's image, checked from its bytes, resized with sharp to the square PNGs
// browsers ask for (32 × 32 tab icon, 180 × 180 apple-touch-icon, 192 and 512 for the web manifest) and kept in
// site_favicons (migration 0012). Its version, a hash of the PNGs, names their URLs (faviconUrls.ts).
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Transaction } from 'sequelize';
import { FAVICON_MIN_SIDE, FAVICON_SIZES, SITE_SEARCH_TEXTS as TEXTS, type FaviconSize } from '@bento/core';
import type { Models } from '../db/models';
import { imageInfo } from '../uploads/imageType';
import { imageWork } from '../uploads/imageWork';
import { UPLOAD_MAX_PIXELS, UPLOAD_PROCESS_TIMEOUT_SECONDS } from '../uploads/uploadRules';
import { ApiError } from '../web/errors';

export interface ResizedFavicon {
  version: string;
  pngs: Map<FaviconSize, Buffer>;
}

const refuse = (message: string) => new ApiError(400, 'invalid_image', message);

async function resize(bytes: Buffer): Promise<Map<FaviconSize, Buffer>> {
  const options = { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS, autoOrient: true } as const;
  const pngs = new Map<FaviconSize, Buffer>();
  for (const size of FAVICON_SIZES) {
    // Centred and cropped to a square; transparency is kept.
    const png = await sharp(bytes, options)
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 9 })
      .timeout({ seconds: UPLOAD_PROCESS_TIMEOUT_SECONDS })
      .toBuffer();
    pngs.set(size, png);
  }
  return pngs;
}

/** The favicon's PNGs, or a 400 with the reason: not an image of an accepted type, or too small. */
export async function resizeFavicon(bytes: Buffer): Promise<ResizedFavicon> {
  const info = imageInfo(bytes);
  if (!info) throw refuse(TEXTS.faviconInvalid);
  if (info.width < FAVICON_MIN_SIDE || info.height < FAVICON_MIN_SIDE) throw refuse(TEXTS.faviconTooSmall);
  if (info.width * info.height > UPLOAD_MAX_PIXELS) throw refuse(TEXTS.faviconInvalid);
  const pngs = await imageWork.run(info.ext, () =>
    resize(bytes).catch(() => {
      throw refuse(TEXTS.faviconInvalid);
    }),
  );
  const hash = createHash('sha256');
  for (const png of pngs.values()) hash.update(png);
  return { version: hash.digest('hex').slice(0, 16), pngs };
}

/** Replaces the site's favicon rows with these PNGs. */
export async function storeFavicon(
  models: Models,
  siteId: string,
  favicon: ResizedFavicon,
  transaction: Transaction,
): Promise<void> {
  await deleteSiteFavicons(models, [siteId], transaction);
  await models.SiteFavicon.bulkCreate(
    [...favicon.pngs].map(([size, data]) => ({ siteId, size, data })),
    { transaction },
  );
}

/** The rows go with their site (their foreign key would cascade; this says so, as SQLite may not enforce it). */
export async function deleteSiteFavicons(
  models: Models,
  siteIds: readonly string[],
  transaction: Transaction,
): Promise<void> {
  if (siteIds.length > 0) await models.SiteFavicon.destroy({ where: { siteId: [...siteIds] }, transaction });
}
