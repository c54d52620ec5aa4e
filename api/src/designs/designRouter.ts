import { Router, type Request } from 'express';
import { currentUser, requireUser } from '../auth/requireUser';
import { sendCachedJson } from '../cache/userBodyCache';
import type { ApiDeps } from '../routes';
import { siteService } from '../sites/siteService';
import { syncService } from '../sites/syncService';
import { publishDesignBody, sitePatchBody } from '../sites/siteBodies';
import { createDesignBody, updateDesignBody } from './designBodies';
import { designService } from './designService';
import { largeJsonBody, noStore, parseBody } from './requestBody';

type DesignParams = { id: string };
type DesignSiteParams = { id: string; siteId: string };

/** ?include=gridData or size (also a comma list, or repeated). */
function includes(req: Request, field: string): boolean {
  const raw = req.query.include;
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => typeof value === 'string');
  return values.some((value) => value.split(',').includes(field));
}

/** /designs: the signed-in user's designs and the sites published from them. Thin: services own the rules. */
export function designsRouter(deps: ApiDeps): Router {
  const designs = designService(deps);
  const sites = siteService(deps);
  const sync = syncService(deps);
  const router = Router();
  // Authenticate before reading a body of up to 12 MB.
  router.use(requireUser(deps.auth), noStore, largeJsonBody());

  router.get('/', async (req, res) => {
    const items = await designs.list(currentUser(res).id, {
      includeGridData: includes(req, 'gridData'),
      includeSize: includes(req, 'size'),
    });
    res.json({ items });
  });

  router.post('/', async (req, res) => {
    const body = parseBody(createDesignBody, req.body);
    res.status(201).json(await designs.create(currentUser(res).id, body));
  });

  router.post('/sync-published-sites', async (_req, res) => {
    res.json(await sync.sync(currentUser(res).id));
  });

  router.get('/:id', async (req: Request<DesignParams>, res) => {
    await sendCachedJson(req, res, await designs.detail(currentUser(res).id, req.params.id));
  });

  router.patch('/:id', async (req: Request<DesignParams>, res) => {
    const body = parseBody(updateDesignBody, req.body);
    res.json(await designs.update(currentUser(res).id, req.params.id, body));
  });

  router.delete('/:id', async (req: Request<DesignParams>, res) => {
    await designs.remove(currentUser(res).id, req.params.id);
    res.status(204).end();
  });

  router.post('/:id/publish', async (req: Request<DesignParams>, res) => {
    const body = parseBody(publishDesignBody, req.body);
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

  router.post('/:id/republish/:siteId', async (req: Request<DesignSiteParams>, res) => {
    res.json(await sites.republish(currentUser(res).id, req.params.id, req.params.siteId));
  });

  return router;
}
