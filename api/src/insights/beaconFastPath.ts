// POST /api/beacon answered before Express (as web/sitePageFastPath.ts does for pages): a beacon is a few hundred
// bytes and answered with an empty 204, so Express's request set-up, middleware and router would cost more than
// the beacon itself (bench:beacons). Only the plain case is taken here — exactly /api/beacon, a text/plain or
// JSON body without Content-Encoding; anything else goes to the Express route (beaconRouter.ts), which answers the
// same way. The client's address follows TRUST_PROXY exactly as Express's req.ip does. No log line per beacon (a
// busy page sends thousands a second); the metrics count them under BEACON_ROUTE.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, errorBody } from '../web/errors';
import { BEACON_BODY_BYTES, parseBeacon } from './beaconBody';
import { visitOf } from './beaconVisit';
import type { Insights } from './insights';

/** The metrics' label of the beacons answered here. */
export const BEACON_ROUTE = '/api/beacon';

/** Express's compiled TRUST_PROXY (app.get('trust proxy fn')): whether the hop at `index` may name the client. */
export type TrustProxy = (address: string, index: number) => boolean;

/** What req.ip is in Express (proxy-addr): the nearest address, going back through the trusted hops. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const socketAddress = req.socket.remoteAddress;
  if (!socketAddress) return undefined;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  const hops = [socketAddress, ...forwarded];
  for (let index = 0; index < hops.length - 1; index += 1)
    if (!trust(hops[index]!, index)) return hops[index];
  return hops.at(-1);
}

function isPlainBeacon(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== '/api/beacon' || req.headers['content-encoding']) return false;
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'text/plain' || type === 'application/json';
}

function answer(res: ServerResponse, status: number, error?: ApiError): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (!error) return void res.end();
  const body = JSON.stringify(errorBody(error.code, error.message));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function beaconFastPath(insights: Insights, trust: () => TrustProxy) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!isPlainBeacon(req)) return false;
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BEACON_BODY_BYTES && !refused) {
        refused = true;
        answer(res, 413, new ApiError(413, 'payload_too_large', 'Request body is too large'));
      }
      if (!refused) chunks.push(chunk);
    });
    req.on('error', () => undefined);
    req.on('end', () => {
      if (refused) return;
      let beacon;
      try {
        beacon = parseBeacon(Buffer.concat(chunks).toString('utf8'));
      } catch (err) {
        return answer(res, 400, err as ApiError);
      }
      answer(res, 204);
      const visit = visitOf(req.headers, clientAddress(req, trust()));
      if (visit) insights.record(beacon, visit);
    });
    return true;
  };
}
