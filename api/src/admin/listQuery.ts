// Query strings and paging of the admin lists (and the public templates list): validated at the edge like bodies.
import { z } from 'zod';
import { ApiError } from '../web/errors';

export const ADMIN_PAGE_SIZE = 50;
/** Past this, a page number is a mistake (and an OFFSET the database would walk for nothing). */
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 200;

/** One page of a list, newest first unless said otherwise. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export const pageParam = z
  .string({ error: 'page must be a whole number from 1 to 10000' })
  .regex(/^\d{1,5}$/, 'page must be a whole number from 1 to 10000')
  .transform(Number)
  .refine((page) => page >= 1 && page <= MAX_PAGE, 'page must be a whole number from 1 to 10000')
  .optional()
  .transform((page) => page ?? 1);

export const searchParam = z
  .string({ error: 'q must be text' })
  .trim()
  .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
  .optional()
  .transform((q) => q || undefined);

/** `state` among the given ones, `fallback` when absent. */
export function stateParam<const States extends readonly [string, ...string[]]>(
  states: States,
  fallback: States[number],
) {
  return z
    .enum(states, { error: `state must be one of: ${states.join(', ')}` })
    .optional()
    .transform((state) => state ?? fallback);
}

/** A query string checked against `schema` (unknown keys ignored); the first problem is a 400. */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, query: unknown): z.output<Schema> {
  const result = schema.safeParse(query ?? {});
  if (result.success) return result.data;
  throw new ApiError(400, 'invalid_request', result.error.issues[0]?.message ?? 'Invalid query');
}

/** LIMIT and OFFSET of a page. */
export function pageWindow(page: number, pageSize = ADMIN_PAGE_SIZE): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A LIKE pattern matching `text` anywhere, with '!' as the escape character (write `LIKE ? ESCAPE '!'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else names nothing (404 without a query). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
