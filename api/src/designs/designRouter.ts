import { Router, type Request } from 'express';
import { currentUser, requireUser } from '../auth/requireUser';
import { assertEmailVerified } from '../auth/verifiedEmail';
import { sendCachedJson } from '../cache/userBodyCache';
import type { ApiDeps } from '../deps';
import { siteService } from '../sites/siteService';
import { syncService } from '../sites/syncService';
import { sentSiteBody } from '../sites/sentSiteBody';
import { faviconBytes } from '../sites/faviconBytes';
import { sitePatchBody } from '../sites/siteBodies';
import { designService } from './designService';
import {
  BODY_NOT_OBJECT,
  documentBody,
  documentBytes,
  largeJsonBody,
  noStore,
  parseBody,
} from './requestBody';
import { PreparedGrid } from './gridDocument';
import { documentWork } from '../workers/documentPool';
import { ApiError } from '../web/errors';
import { revisionsRouter } from './revisions/revisionRouter';
import { parseIfMatch } from './revisions/revisionTag';

type DesignParams = { id: string };
type DesignSiteParams = { id: string; siteId: string };

/** ?include=gridData or size (also a comma list, or repeated). */
function includes(req: Request, field: string): boolean {
  const raw = req.query.include;
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => typeof value === 'string');
  return values.some((value) => value.split(',').includes(field));
}

/** POST /designs and PATCH /designs/:id: the requests that carry a whole document. */
/** A design's save or publish: its body carries a document, read as bytes for the document pool. */
function isDocumentWrite(req: Request): boolean {
  return (
    (req.method === 'POST' && (req.path === '/' || /^\/[^/]+\/publish\/?$/.test(req.path))) ||
    (req.method === 'PATCH' && /^\/[^/]+\/?$/.test(req.path))
  );
}

/** /designs: the signed-in user's designs and the sites published from them. Thin: services own the rules. */
export function designsRouter(deps: ApiDeps): Router {
  const designs = designService(deps);
  const sites = siteService(deps);
  const sync = syncService(deps);
  const router = Router();
  // Authenticate before reading a body of up to 12 MB. A design's document (a save or a publish) arrives as bytes,
  // parsed in the document pool with its checks (workers/documentTasks.ts); other bodies are parsed here.
  const documentBytesOf = documentBody();
  const json = largeJsonBody();
  router.use(requireUser(deps.auth), noStore, (req, res, next) =>
    isDocumentWrite(req) ? documentBytesOf(req, res, next) : json(req, res, next),
  );
  const sentDesign = async (req: Request, kind: 'create' | 'update') => {
    const bytes = documentBytes(req.body);
    if (!bytes) throw new ApiError(400, 'invalid_request', BODY_NOT_OBJECT);
    const sent = await documentWork().run('designRequest', { body: bytes, kind }, bytes.length);
    return {
      title: sent.title,
      gridData: sent.gridText === undefined ? undefined : new PreparedGrid(sent.gridText),
    };
  };

  router.get('/', async (req, res) => {
    const items = await designs.list(currentUser(res).id, {
      includeGridData: includes(req, 'gridData'),
      includeSize: includes(req, 'size'),
    });
    res.json({ items });
  });

  router.post('/', async (req, res) => {
    const body = await sentDesign(req, 'create');
    res.status(201).json(await designs.create(currentUser(res).id, body));
  });

  router.post('/sync-published-sites', async (_req, res) => {
    res.json(await sync.sync(currentUser(res).id));
  });

  router.get('/:id', async (req: Request<DesignParams>, res) => {
    await sendCachedJson(req, res, await designs.detail(currentUser(res).id, req.params.id));
  });

  router.patch('/:id', async (req: Request<DesignParams>, res) => {
    const body = await sentDesign(req, 'update');
    const ifMatch = parseIfMatch(req.get('If-Match'));
    const { saved, detail } = await designs.update(currentUser(res).id, req.params.id, body, ifMatch);
    res.setHeader('ETag', detail.etag);
    res.json(saved);
  });

  router.delete('/:id', async (req: Request<DesignParams>, res) => {
    await designs.remove(currentUser(res).id, req.params.id);
    res.status(204).end();
  });

  router.use('/:id/revisions', revisionsRouter(deps));

  router.post('/:id/publish', async (req: Request<DesignParams>, res) => {
    await assertEmailVerified(deps.models, currentUser(res).id);
    const body = await sentSiteBody(req, 'publishDesign');
    res.status(201).json(await sites.publishDesign(currentUser(res).id, req.params.id, body));
  });

  router.post('/:id/unpublish/:siteId', async (req: Request<DesignSiteParams>, res) => {
    await sites.unpublish(currentUser(res).id, req.params.id, req.params.siteId);
    res.status(204).end();
  });

  router.patch('/:id/published-sites/:siteId', async (req: Request<DesignSiteParams>, res) => {
    const patch = parseBody(sitePatchBody, req.body);
    res.json(await sites.update(currentUser(res).id, req.params.id, req.params.siteId, patch));
  });

  router.get('/:id/published-sites/:siteId', async (req: Request<DesignSiteParams>, res) => {
    res.json(await sites.get(currentUser(res).id, req.params.id, req.params.siteId));
  });

  router.put(
    '/:id/published-sites/:siteId/favicon',
    faviconBytes(),
    async (req: Request<DesignSiteParams>, res) => {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json(await sites.setFavicon(currentUser(res).id, req.params.id, req.params.siteId, bytes));
    },
  );

  router.delete('/:id/published-sites/:siteId/favicon', async (req: Request<DesignSiteParams>, res) => {
    res.json(await sites.removeFavicon(currentUser(res).id, req.params.id, req.params.siteId));
  });

  router.post('/:id/republish/:siteId', async (req: Request<DesignSiteParams>, res) => {
    await assertEmailVerified(deps.models, currentUser(res).id);
    res.json(await sites.republish(currentUser(res).id, req.params.id, req.params.siteId));
  });

  return router;
}
