import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'x-request-id';

// Incoming ids are echoed into headers and logs, so only short, plain tokens are trusted.
const SAFE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(res: Response): string {
  const id: unknown = res.locals.requestId;
  return typeof id === 'string' ? id : 'unknown';
}

/** The request's own X-Request-Id when it is a short plain token, else a new one. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Logs one line when the answer has gone out (or the connection closed first). */
export function logWhenDone(logger: Logger, req: IncomingMessage, res: ServerResponse, reqId: string): void {
  const started = process.hrtime.bigint();
  // Read now: Express rewrites req.url while routing; originalUrl is what arrived.
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '';
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
      path: url.split('?')[0],
      status,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  };
  res.once('finish', done);
  res.once('close', done);
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
    const reqId = requestIdFor(req);
    res.locals.requestId = reqId;
    res.setHeader(REQUEST_ID_HEADER, reqId);
    if (logRequests) logWhenDone(logger, req, res, reqId);
    next();
  };
}
