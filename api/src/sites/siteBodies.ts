import { z } from 'zod';
import { bodySchema, requiredGridData } from '../designs/requestBody';
import { siteSearchFields } from './siteSearch';

export const SITE_DESCRIPTION_MAX_LENGTH = 2000;

const siteTitle = z
  .string({ error: 'Site title is required' })
  .trim()
  .min(1, 'Site title is required')
  .max(255, 'Site title must be at most 255 characters');

const siteDescription = z
  .string({ error: 'Site description must be text' })
  .trim()
  .max(
    SITE_DESCRIPTION_MAX_LENGTH,
    `Site description must be at most ${SITE_DESCRIPTION_MAX_LENGTH} characters`,
  )
  .nullable()
  .optional();

const designId = z.string({ error: 'designId must be text' }).nullable().optional();

// Only the type here: the slug rules (characters, length, reserved words) belong to sites/slugRules.ts.
const slug = z.string({ error: 'Site URL is required' });

export const publishDesignBody = bodySchema({
  siteTitle,
  siteDescription,
  slug,
  gridData: z.unknown().optional(),
});

export const createSiteBody = bodySchema({
  siteTitle,
  siteDescription,
  slug,
  gridData: requiredGridData,
  designId,
  // Sent by the publish dialog; community sharing does not exist yet, so it is accepted and ignored.
  shareToCommu: z.unknown().optional(),
});

export const replaceSiteBody = bodySchema({
  siteTitle,
  siteDescription,
  gridData: requiredGridData,
  designId,
});

export const sitePatchBody = bodySchema({
  siteTitle: siteTitle.optional(),
  siteDescription,
  slug: slug.optional(),
  published: z.boolean({ error: 'published must be true or false' }).optional(),
  insightsEnabled: z.boolean({ error: 'insightsEnabled must be true or false' }).optional(),
  ...siteSearchFields,
}).refine((body) => Object.values(body).some((value) => value !== undefined), {
  message:
    'Send siteTitle, siteDescription, slug, published, insightsEnabled, searchTitle, searchDescription, ' +
    'noindex or shareImageUrl to update',
});
