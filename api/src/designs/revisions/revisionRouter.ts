import { Router, type Request } from 'express';
import { currentUser } from '../../auth/requireUser';
import type { ApiDeps } from '../../deps';
import { revisionService } from './revisionService';
import { parseIfMatch } from './revisionTag';

type RevisionParams = { id: string; revisionId: string };

/** /designs/:id/revisions, mounted inside the designs router (authenticated, no-store). Thin. */
export function revisionsRouter(deps: ApiDeps): Router {
  const revisions = revisionService(deps);
  const router = Router({ mergeParams: true });

  router.get('/', async (req: Request<{ id: string }>, res) => {
    res.json({ items: await revisions.list(currentUser(res).id, req.params.id) });
  });

  router.get('/:revisionId', async (req: Request<RevisionParams>, res) => {
    const body = await revisions.detail(currentUser(res).id, req.params.id, req.params.revisionId);
    res.type('json').send(body);
  });

  router.post('/:revisionId/restore', async (req: Request<RevisionParams>, res) => {
    const { id, revisionId } = req.params;
    const ifMatch = parseIfMatch(req.get('If-Match'));
    const { body, etag } = await revisions.restore(currentUser(res).id, id, revisionId, ifMatch);
    res.setHeader('ETag', etag);
    res.type('json').send(body);
  });

  return router;
}
