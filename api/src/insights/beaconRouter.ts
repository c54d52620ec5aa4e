// POST /api/beacon (the published page's script: views, clicks on box links, web vitals) and GET
// /api/beacon/view.gif?s=<slug> (the page's <noscript> pixel: a view with JavaScript off). Public and answered at
// once (204, or the GIF); the counting happens after, and counts nothing for a visitor who opts out (DNT,
// Sec-GPC), a bot, or a site that is unknown, unpublished or has insights off — without telling the sender. The
// plain POST is usually answered before Express (beaconFastPath.ts); this route takes the rest.
import express, { Router, type Request, type Response } from 'express';
import type { ApiDeps } from '../deps';
import { ApiError } from '../web/errors';
import { BEACON_BODY_LIMIT, parseBeacon, type Beacon } from './beaconBody';
import { visitOf } from './beaconVisit';

/** The smallest transparent GIF (1×1). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function beaconRouter({ insights }: Pick<ApiDeps, 'insights'>): Router {
  const router = Router();
  const count = (req: Request, beacon: Beacon) => {
    const visit = visitOf(req.headers, req.ip);
    if (visit) insights.record(beacon, visit);
  };
  const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');

  // sendBeacon sends a string as text/plain; a JSON body is taken as text too (app.ts leaves /beacon unparsed).
  router.post(
    '/',
    express.text({ type: ['text/plain', 'application/json'], limit: BEACON_BODY_LIMIT }),
    (req, res) => {
      const beacon = parseBeacon(req.body);
      noStore(res);
      res.status(204).end();
      count(req, beacon);
    },
  );

  router.get('/view.gif', (req, res) => {
    const slug = req.query.s;
    if (typeof slug !== 'string' || slug === '')
      throw new ApiError(400, 'invalid_request', 'Send the site as ?s=<slug>');
    noStore(res);
    res.type('gif').send(PIXEL);
    // The pixel's own Referer is the page itself: where the visitor came from is not known here.
    count(req, { kind: 'view', slug });
  });

  return router;
}
