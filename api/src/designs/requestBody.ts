import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { ApiError } from '../web/errors';
import { jsonBody } from '../web/jsonBody';
import { MAX_DESIGN_BYTES, designTooLargeMessage } from '@bento/core';

/**
 * Routers whose bodies carry gridData (up to 10 MB) parse JSON themselves, after authentication, with this
 * larger limit; app.ts keeps its small global parser away from them. The 2 MB of headroom lets a design just
 * over 10 MB reach the service and get the spec's message with its real size.
 */
export const LARGE_JSON_LIMIT_BYTES = MAX_DESIGN_BYTES + 2 * 1024 * 1024;

/**
 * Mount points (under /api) of the routers that parse their own bodies: gridData JSON, image bytes, or the
 * published pages' beacons (text/plain JSON of a few KB: insights/beaconRouter.ts).
 */
export const OWN_BODY_ROUTES = ['/designs', '/published-sites', '/uploads', '/exports', '/beacon'] as const;

/** Whether a path under /api belongs to a router that parses its own body (Express matches case-insensitively). */
export function parsesOwnBody(path: string): boolean {
  const lower = path.toLowerCase();
  return OWN_BODY_ROUTES.some((route) => lower === route || lower.startsWith(`${route}/`));
}

function tooLargeSize(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { type, length, limit } = err as { type?: unknown; length?: unknown; limit?: unknown };
  if (type !== 'entity.too.large') return undefined;
  if (typeof length === 'number' && length > 0) return length;
  return typeof limit === 'number' ? limit + 1 : LARGE_JSON_LIMIT_BYTES + 1;
}

/** JSON up to LARGE_JSON_LIMIT_BYTES; a larger body is refused as a design that is too large (413). */
export function largeJsonBody(): RequestHandler {
  const parse = jsonBody(LARGE_JSON_LIMIT_BYTES);
  return (req, res, next) => {
    parse(req, res, (err?: unknown) => {
      const size = tooLargeSize(err);
      if (size !== undefined) return next(new ApiError(413, 'design_too_large', designTooLargeMessage(size)));
      next(err);
    });
  };
}

/**
 * A document body (a design saved, an export) as raw bytes up to LARGE_JSON_LIMIT_BYTES, for the document pool to
 * parse off the event loop (web/jsonBytes.ts answers as express.json would). `req.body` stays undefined for a
 * request that is not JSON, as with express.json.
 */
export function documentBody(): RequestHandler {
  const read = express.raw({ type: 'application/json', limit: LARGE_JSON_LIMIT_BYTES });
  return (req, res, next) => {
    read(req, res, (err?: unknown) => {
      const size = tooLargeSize(err);
      if (size !== undefined) return next(new ApiError(413, 'design_too_large', designTooLargeMessage(size)));
      next(err);
    });
  };
}

/** documentBody's bytes, or undefined when the request had no JSON body. */
export function documentBytes(body: unknown): Uint8Array | undefined {
  return Buffer.isBuffer(body) ? body : undefined;
}

/** Answers about one user's data are never cached by browsers or proxies. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Validates a request body at the edge; the first problem becomes a 400 with the schema's message. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError(400, 'invalid_request', issue?.message ?? 'Invalid request body');
}

export const BODY_NOT_OBJECT = 'Request body must be a JSON object';

/** A JSON-object body; unknown keys are dropped. */
export function bodySchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: BODY_NOT_OBJECT });
}

/** gridData must be present; its content is the service's business (the @bento/core schema). */
export const requiredGridData = z.unknown().refine((value) => value !== undefined, {
  message: 'gridData is required',
});
