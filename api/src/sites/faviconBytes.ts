import express, { type RequestHandler } from 'express';
import { FAVICON_MAX_BYTES, SITE_SEARCH_TEXTS } from '@bento/core';
import { ApiError } from '../web/errors';

/** A favicon's body as bytes, whatever its declared type (the bytes decide); over the cap, 413 with the limit. */
export function faviconBytes(): RequestHandler {
  const parse = express.raw({ type: () => true, limit: FAVICON_MAX_BYTES });
  return (req, res, next) =>
    parse(req, res, (err?: unknown) => {
      const type = (err as { type?: unknown } | undefined)?.type;
      next(
        type === 'entity.too.large'
          ? new ApiError(413, 'image_too_large', SITE_SEARCH_TEXTS.faviconTooLarge)
          : err,
      );
    });
}
