import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'x-request-id';

// Incoming ids are echoed into headers and logs, so only short, plain tokens are trusted.
const SAFE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(res: Response): string {
  const id: unknown = res.locals.requestId;
  return typeof id === 'string' ? id : 'unknown';
}

/** Assigns a request id (echoed as X-Request-Id) and, when asked, logs one line per finished request. */
export function requestContext({
  logger,
  logRequests,
}: {
  logger: Logger;
  logRequests: boolean;
}): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const reqId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = reqId;
    res.setHeader(REQUEST_ID_HEADER, reqId);

    if (logRequests) {
      const started = process.hrtime.bigint();
      let logged = false;
      const done = () => {
        if (logged) return;
        logged = true;
        const status = res.statusCode;
        const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
        logger[level]('request', {
          reqId,
          method: req.method,
          // No query string: it may carry tokens.
          path: req.originalUrl.split('?')[0],
          status,
          ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
          ...(res.writableFinished ? {} : { aborted: true }),
        });
      };
      res.once('finish', done);
      res.once('close', done);
    }
    next();
  };
}
