// A published site's search and sharing settings (issue 32): what PATCH accepts, what the owner's views answer, and
// what the published page (web/sitePageRender.ts), robots.txt and sitemap.xml (web/searchFiles.ts) read.
import type { Transaction } from 'sequelize';
import { z } from 'zod';
import {
  SEARCH_DESCRIPTION_MAX_LENGTH,
  SEARCH_TITLE_MAX_LENGTH,
  SHARE_IMAGE_URL_MAX_LENGTH,
  SITE_SEARCH_TEXTS as TEXTS,
} from '@bento/core';
import type { Models, PublishedSiteRecord } from '../db/models';
import { UPLOADS_URL_PATH } from '../uploads/uploadRules';
import { ApiError } from '../web/errors';
import { faviconUrls, type FaviconUrls } from './faviconUrls';

/** What the owner sees and sets; a null title or description means the site's own. */
export interface SiteSearchView {
  searchTitle: string | null;
  searchDescription: string | null;
  noindex: boolean;
  shareImageUrl: string | null;
  /** The resized PNGs, null without a favicon. */
  favicon: FaviconUrls | null;
}

export type SiteSearchPatch = Partial<Omit<SiteSearchView, 'favicon'>>;

// Empty (after trimming) is null: the site's own title or description again.
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const UPLOADED_IMAGE = new RegExp(`^${UPLOADS_URL_PATH}/[0-9a-f]{64}\\.(jpg|png|webp|gif|avif)$`);

function isShareableUrl(value: string): boolean {
  if (UPLOADED_IMAGE.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The fields PATCH /designs/:id/published-sites/:siteId takes besides the site's own (sites/siteBodies.ts). */
export const siteSearchFields = {
  searchTitle: optionalText(SEARCH_TITLE_MAX_LENGTH, TEXTS.searchTitleTooLong),
  searchDescription: optionalText(SEARCH_DESCRIPTION_MAX_LENGTH, TEXTS.searchDescriptionTooLong),
  noindex: z.boolean({ error: TEXTS.noindexNotBoolean }).optional(),
  shareImageUrl: z
    .string({ error: TEXTS.shareImageInvalid })
    .trim()
    .max(SHARE_IMAGE_URL_MAX_LENGTH, TEXTS.shareImageInvalid)
    .refine(isShareableUrl, TEXTS.shareImageInvalid)
    .nullable()
    .optional(),
};

/** An uploaded share image must exist (a typed-in /uploads/ path of nothing is refused). */
async function assertShareImageExists(models: Models, url: string, transaction: Transaction) {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) return;
  const hash = url.slice(UPLOADS_URL_PATH.length + 1, UPLOADS_URL_PATH.length + 65);
  const blob = await models.UploadBlob.findByPk(hash, { attributes: ['hash'], transaction });
  if (!blob) throw new ApiError(400, 'invalid_request', TEXTS.shareImageNotFound);
}

/** Sets what the patch names on the site (not saved yet). */
export async function applySearchPatch(
  models: Models,
  site: PublishedSiteRecord,
  patch: SiteSearchPatch,
  transaction: Transaction,
): Promise<void> {
  if (patch.searchTitle !== undefined) site.searchTitle = patch.searchTitle;
  if (patch.searchDescription !== undefined) site.searchDescription = patch.searchDescription;
  if (patch.noindex !== undefined) site.noindex = patch.noindex;
  if (patch.shareImageUrl !== undefined) {
    if (patch.shareImageUrl) await assertShareImageExists(models, patch.shareImageUrl, transaction);
    site.shareImageUrl = patch.shareImageUrl;
  }
}

/** The site's columns as a model or a raw row has them (a raw MariaDB row's booleans are 0 or 1). */
interface SearchColumns {
  id: string;
  searchTitle: string | null;
  searchDescription: string | null;
  noindex: boolean | number;
  shareImageUrl: string | null;
  faviconVersion: string | null;
}

export function siteSearchView(site: SearchColumns): SiteSearchView {
  return {
    searchTitle: site.searchTitle ?? null,
    searchDescription: site.searchDescription ?? null,
    noindex: Boolean(site.noindex),
    shareImageUrl: site.shareImageUrl ?? null,
    favicon: site.faviconVersion ? faviconUrls(site.id, site.faviconVersion) : null,
  };
}
