import { z } from 'zod';
import { bodySchema, requiredGridData } from '../designs/requestBody';

/** POST /api/exports/html's body (checked in the document pool, with the document). */
export const exportBody = bodySchema({
  gridData: requiredGridData,
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .max(255, 'Title must be at most 255 characters')
    .optional(),
});
