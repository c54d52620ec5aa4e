import { z } from 'zod';
import { REPORT_REASONS, type ReportReason } from '../db/models/admin';
import { bodySchema } from '../designs/requestBody';

export const REPORT_DETAILS_MAX = 1000;

/** How a reason reads for people: the admin's queue, and the takedown reason its owner sees after 'act'. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  abuse: 'Abuse or harassment',
  illegal: 'Illegal content',
  copyright: 'Copyright infringement',
  other: 'Other breach of the terms of service',
};

/** POST /api/published-sites/slug/:slug/reports. */
export const reportBody = bodySchema({
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(', ')}` }),
  details: z
    .string({ error: 'details must be text' })
    .trim()
    .max(REPORT_DETAILS_MAX, `details must be at most ${REPORT_DETAILS_MAX} characters`)
    .nullable()
    .optional()
    .transform((details) => details || null),
});

/** A takedown reason typed by an admin (the site's owner sees it). */
export const takedownReason = z
  .string({ error: 'reason is required' })
  .trim()
  .min(1, 'reason is required')
  .max(500, 'reason must be at most 500 characters');

/** POST /api/admin/reports/:id/act: the report's reason unless the admin words it. */
export const actBody = z
  .object({ reason: takedownReason.optional() }, { error: 'Request body must be a JSON object' })
  .optional()
  .transform((body) => body ?? {});
