import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger';
import { NUL_TYPE, TOO_DEEP_TYPE } from './jsonBody';
import { requestIdOf } from './requestContext';

export interface ErrorBody {
  error: { code: string; message: string };
}

/** What some errors add: fields beside code and message in `error`, and response headers (a 412's ETag). */
export interface ApiErrorExtras {
  fields?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Thrown by routes and services for answers the client should see as-is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

// body-parser's errors carry a `type`; these are the client's fault and safe to answer.
const BODY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  'entity.parse.failed': { status: 400, code: 'invalid_json', message: 'Request body is not valid JSON' },
  'entity.too.large': { status: 413, code: 'payload_too_large', message: 'Request body is too large' },
  'encoding.unsupported': {
    status: 415,
    code: 'unsupported_encoding',
    message: 'Unsupported content encoding',
  },
  'charset.unsupported': { status: 415, code: 'unsupported_charset', message: 'Unsupported charset' },
  'request.aborted': { status: 400, code: 'request_aborted', message: 'Request aborted' },
  'request.size.invalid': { status: 400, code: 'invalid_request', message: 'Request size did not match' },
  [TOO_DEEP_TYPE]: { status: 400, code: 'invalid_json', message: 'Request body is nested too deeply' },
  [NUL_TYPE]: { status: 400, code: 'invalid_json', message: 'Request body contains a NUL character' },
};

// The router's decode of a malformed percent-escape in a path parameter ('/designs/%ff').
const INVALID_PATH = { status: 400, code: 'invalid_path', message: 'The request path is not valid' };
// zlib's and brotli's errors while body-parser inflates a body sent with a Content-Encoding.
const CORRUPT_ENCODING = {
  status: 400,
  code: 'invalid_body_encoding',
  message: 'The request body could not be decompressed',
};

function isDecompressionError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('ERR__ERROR'));
}

/** The answer to a body-parser error type (also for bodies parsed in the document pool: web/jsonBytes.ts). */
export function bodyErrorOf(type: string): ApiError | undefined {
  const known = BODY_ERRORS[type];
  return known && new ApiError(known.status, known.code, known.message);
}

function clientErrorOf(err: unknown) {
  if (err instanceof URIError) return INVALID_PATH;
  if (typeof err === 'object' && err !== null && isDecompressionError(err)) return CORRUPT_ENCODING;
  if (typeof err !== 'object' || err === null || !('type' in err)) return undefined;
  const type = (err as { type: unknown }).type;
  return typeof type === 'string' ? BODY_ERRORS[type] : undefined;
}

/** Control characters (a %00 in an id) never name anything: 400 before any handler queries with them. */
export const refuseControlCharactersInPath: RequestHandler = (req, res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    return next();
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) {
    res.status(INVALID_PATH.status).json(errorBody(INVALID_PATH.code, INVALID_PATH.message));
    return;
  }
  next();
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json(errorBody('not_found', 'Not found'));
};

/** JSON errors for /api: `{ error: { code, message } }`, never a stack trace. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof ApiError) {
      const { fields, headers } = err.extras;
      if (headers) res.set(headers);
      res.status(err.status).json({ error: { ...fields, code: err.code, message: err.message } });
      return;
    }
    const known = clientErrorOf(err);
    if (known) {
      res.status(known.status).json(errorBody(known.code, known.message));
      return;
    }
    logger.error('unhandled error', {
      reqId: requestIdOf(res),
      method: req.method,
      path: req.originalUrl.split('?')[0],
      err,
    });
    res.status(500).json(errorBody('internal_error', 'Something went wrong. Please try again.'));
  };
}

/** Last resort outside /api (static files, SPA fallback): plain text, no stack trace. */
export function plainErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    // Ours, e.g. a published page while the document pool is full: its status, headers and message.
    if (err instanceof ApiError) {
      if (err.extras.headers) res.set(err.extras.headers);
      res.status(err.status).type('text/plain').send(err.message);
      return;
    }
    const status = httpStatusOf(err);
    if (status >= 500) {
      logger.error('unhandled error', {
        reqId: requestIdOf(res),
        method: req.method,
        path: req.originalUrl.split('?')[0],
        err,
      });
    }
    res
      .status(status)
      .type('text/plain')
      .send(STATUS_CODES[status] ?? 'Error');
  };
}

// http-errors (send, serve-static) carry a 4xx status for client mistakes such as a malformed path.
function httpStatusOf(err: unknown): number {
  const status = typeof err === 'object' && err !== null ? (err as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500;
}
