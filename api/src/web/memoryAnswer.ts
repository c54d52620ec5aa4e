// An answer sent straight from memory, before Express (web/sitePageFastPath.ts, sites/publicSiteFastPath.ts):
// Express's request set-up (prototype swaps, the router, the middleware) costs more than such an answer itself. The
// headers are those Express put on the same route's answer (kept by the route), so both paths say the same.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Accepts } from 'accepts';
import type { Response } from 'express';
import fresh from 'fresh';
import type { Logger } from '../logger';
import { encodingFor, etagOf, madeForm, type EncodedBody } from './encodedBody';
import { logWhenDone, REQUEST_ID_HEADER, requestIdFor } from './requestContext';

/** A body and the headers of Express's 200 answer with it (all but Vary, ETag and the encoding, set per request). */
export interface MemoryAnswer {
  body: EncodedBody;
  headers: OutgoingHttpHeaders;
}

export interface AnswerLog {
  logger: Logger;
  logRequests: boolean;
}

/** Answers the request and says true, or leaves it untouched and says false. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The headers Express has set on an answer so far, but its request id: what a memory answer repeats. */
export function headersToReplay(res: Response): OutgoingHttpHeaders {
  const { [REQUEST_ID_HEADER]: _requestId, ...headers } = res.getHeaders();
  return headers;
}

/**
 * Sends `answer` in the form the request accepts (304 to a current copy), with a request id and log line as
 * Express would; false, untouched, when that compressed form is not made yet (Express makes it first).
 */
export function answerFromMemory(
  req: IncomingMessage,
  res: ServerResponse,
  { body, headers }: MemoryAnswer,
  negotiate: Accepts,
  { logger, logRequests }: AnswerLog,
): boolean {
  const encoding = encodingFor(body, (offers) => negotiate.encodings(offers));
  const form = encoding ? madeForm(body, encoding) : body.bytes;
  if (!form) return false;

  const reqId = requestIdFor(req);
  if (logRequests) logWhenDone(logger, req, res, reqId);
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  res.setHeader(REQUEST_ID_HEADER, reqId);
  res.setHeader('Vary', 'Accept-Encoding');
  const etag = etagOf(body, encoding);
  res.setHeader('ETag', etag);
  if (fresh(req.headers, { etag })) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', form.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : form);
  return true;
}
