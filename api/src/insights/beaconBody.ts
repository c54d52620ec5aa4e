// The body of POST /api/beacon: small JSON, sent by navigator.sendBeacon as text/plain (a CORS-safe type) or as
// application/json. Bad bodies get a 400 naming what is wrong; an unknown site is not an error (insightsRouter.ts).
import { z } from 'zod';
import { parseBody } from '../designs/requestBody';
import { ApiError } from '../web/errors';

/** Bodies are a few hundred bytes; anything much larger is not a beacon. */
export const BEACON_BODY_BYTES = 4 * 1024;
export const BEACON_BODY_LIMIT = BEACON_BODY_BYTES;

const slug = z.string({ error: 'slug is required' }).max(100, 'slug must be at most 100 characters');
const vital = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must not be negative`)
    .max(1e7, `${name} is too large`)
    .nullable()
    .optional();

export const beaconBody = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('view'),
      slug,
      referrer: z
        .string({ error: 'referrer must be text' })
        .max(2048, 'referrer must be at most 2048 characters')
        .nullable()
        .optional(),
    }),
    z.object({
      kind: z.literal('click'),
      slug,
      boxId: z
        .string({ error: 'boxId is required' })
        .min(1, 'boxId is required')
        .max(64, 'boxId must be at most 64 characters'),
    }),
    z.object({ kind: z.literal('vitals'), slug, lcp: vital('lcp'), cls: vital('cls'), inp: vital('inp') }),
  ],
  { error: 'kind must be one of: view, click, vitals' },
);

export type Beacon = z.output<typeof beaconBody>;

const notJson = () => new ApiError(400, 'invalid_json', 'Request body is not valid JSON');

/** The raw text of a beacon (express.text), parsed and checked. */
export function parseBeacon(text: unknown): Beacon {
  if (typeof text !== 'string' || text === '')
    throw new ApiError(400, 'invalid_request', 'Send a beacon as JSON');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw notJson();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ApiError(400, 'invalid_request', 'Request body must be a JSON object');
  return parseBody(beaconBody, value);
}
