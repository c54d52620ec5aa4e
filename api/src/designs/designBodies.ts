import { z } from 'zod';
import { bodySchema, requiredGridData } from './requestBody';

const title = z
  .string({ error: 'Title must be text' })
  .trim()
  .min(1, 'Title cannot be empty')
  .max(255, 'Title must be at most 255 characters');

export const createDesignBody = bodySchema({ gridData: requiredGridData, title: title.optional() });

export const updateDesignBody = bodySchema({
  gridData: z.unknown().optional(),
  title: title.optional(),
}).refine((body) => body.gridData !== undefined || body.title !== undefined, {
  message: 'Send gridData or title to update',
});
