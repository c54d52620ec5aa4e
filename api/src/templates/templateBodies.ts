import { TEMPLATE_CATEGORIES } from '@bento/core';
import { z } from 'zod';
import { bodySchema } from '../designs/requestBody';

export const TEMPLATE_TITLE_MAX = 100;
export const TEMPLATE_DESCRIPTION_MAX = 500;
export const REJECT_REASON_MAX = 500;

export const TEMPLATE_MESSAGES = {
  titleRequired: 'Template title is required',
  titleTooLong: `Template title must be at most ${TEMPLATE_TITLE_MAX} characters`,
  category: `Category must be one of: ${TEMPLATE_CATEGORIES.join(', ')}`,
  descriptionTooLong: `Description must be at most ${TEMPLATE_DESCRIPTION_MAX} characters`,
} as const;

/** POST /api/templates/submissions. */
export const submissionBody = bodySchema({
  designId: z.string({ error: 'designId is required' }),
  title: z
    .string({ error: TEMPLATE_MESSAGES.titleRequired })
    .trim()
    .min(1, TEMPLATE_MESSAGES.titleRequired)
    .max(TEMPLATE_TITLE_MAX, TEMPLATE_MESSAGES.titleTooLong),
  category: z.enum(TEMPLATE_CATEGORIES, { error: TEMPLATE_MESSAGES.category }),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(TEMPLATE_DESCRIPTION_MAX, TEMPLATE_MESSAGES.descriptionTooLong)
    .nullable()
    .optional()
    .transform((description) => description || null),
});

export type SubmissionInput = z.output<typeof submissionBody>;

/** POST /api/admin/templates/:id/reject: an optional reason, shown to the author. No body is fine. */
export const rejectBody = z
  .object(
    {
      reason: z
        .string({ error: 'reason must be text' })
        .trim()
        .max(REJECT_REASON_MAX, `reason must be at most ${REJECT_REASON_MAX} characters`)
        .nullable()
        .optional()
        .transform((reason) => reason || null),
    },
    { error: 'Request body must be a JSON object' },
  )
  .optional()
  .transform((body) => body ?? { reason: null });
