// POST /api/exports/html: a design as one self-contained HTML file (docs/api.md 'Exports'). Public, like the
// editor itself: anyone may export what they made, signed in or not; limited per address in requests and in
// megabytes (./exportBudget.ts).
import { Router } from 'express';
import { authRateLimiter } from '../auth/rateLimit';
import { BODY_NOT_OBJECT, documentBody, documentBytes, noStore } from '../designs/requestBody';
import type { ApiDeps } from '../deps';
import { contentTypeOf } from '../uploads/imageType';
import { uploadServiceFor } from '../uploads/uploadServiceFor';
import { ApiError } from '../web/errors';
import { VIEWER_NOT_BUILT_MESSAGE } from '../web/siteSsr';
import { viewerFromBuild } from '../web/siteSsrViewer';
import { documentWork } from '../workers/documentPool';
import { viewerRef } from '../workers/viewerModules';
import { readDataUrls, type UploadReader } from './staticPage';
import { exportBudget } from './exportBudget';

/** Exports per address per window: each renders a document of up to 10 MB. */
export const EXPORT_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
export const DEFAULT_EXPORT_TITLE = 'Bento design';

export function exportsRouter(deps: ApiDeps): Router {
  const viewer = deps.viewer ?? viewerFromBuild();
  const uploads = uploadServiceFor(deps);
  const readUpload: UploadReader = async (hash, ext) => {
    const bytes = await uploads.find(hash, ext);
    const contentType = contentTypeOf(ext);
    return bytes && contentType ? { bytes, contentType } : null;
  };
  const limit = authRateLimiter(
    EXPORT_RATE_LIMIT,
    deps.attempts && { attempts: deps.attempts, name: 'exports' },
  );
  const budget = exportBudget(deps.config.exportBudget, deps.auth, deps.attempts);
  const router = Router();
  router.post('/html', noStore, limit, documentBody(), async (req, res) => {
    const bytes = documentBytes(req.body);
    if (!bytes) throw new ApiError(400, 'invalid_request', BODY_NOT_OBJECT);
    const renderer = viewer();
    if (!renderer) throw new ApiError(503, 'not_built', VIEWER_NOT_BUILT_MESSAGE);
    await budget.charge(req, bytes.length);
    // Parsing, checking and rendering all run in the document pool; the event loop only reads the uploads.
    const documents = documentWork();
    const sent = await documents.run('exportRequest', { body: bytes }, bytes.length);
    const dataUrls = await readDataUrls(sent.uploadNames, readUpload);
    const answer = await documents.run(
      'renderExport',
      {
        gridText: sent.gridText,
        title: sent.title || DEFAULT_EXPORT_TITLE,
        dataUrls,
        viewer: viewerRef(renderer),
      },
      sent.gridText.length,
    );
    // Sent as it is: res.send would hash the ~10 MB for an ETag no client uses (the answer is no-store).
    res.type('json').end(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength));
  });
  return router;
}
