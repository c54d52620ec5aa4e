// POST /api/exports/html: a design as one self-contained HTML file (docs/api.md 'Exports'). Public, like the
// editor itself: anyone may export what they made, signed in or not; limited per address.
import { Router } from 'express';
import { z } from 'zod';
import { authRateLimiter } from '../auth/rateLimit';
import { prepareGridData } from '../designs/gridDocument';
import { bodySchema, largeJsonBody, noStore, parseBody, requiredGridData } from '../designs/requestBody';
import type { ApiDeps } from '../routes';
import { contentTypeOf } from '../uploads/imageType';
import { uploadServiceFor } from '../uploads/uploadServiceFor';
import { installedFontFiles } from '../web/fontsFiles';
import { ApiError } from '../web/errors';
import { VIEWER_NOT_BUILT_MESSAGE } from '../web/siteSsr';
import { viewerFromBuild } from '../web/siteSsrViewer';
import { staticPageHtml, type UploadReader } from './staticPage';

/** Exports per address per window: each renders a document of up to 10 MB. */
export const EXPORT_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
export const DEFAULT_EXPORT_TITLE = 'Bento design';

const exportBody = bodySchema({
  gridData: requiredGridData,
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .max(255, 'Title must be at most 255 characters')
    .optional(),
});

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
  const router = Router();
  router.post('/html', noStore, limit, largeJsonBody(), async (req, res) => {
    const body = parseBody(exportBody, req.body);
    const gridText = prepareGridData(body.gridData);
    const renderer = viewer();
    if (!renderer) throw new ApiError(503, 'not_built', VIEWER_NOT_BUILT_MESSAGE);
    const html = await staticPageHtml({
      title: body.title || DEFAULT_EXPORT_TITLE,
      gridText,
      renderer,
      fontFiles: installedFontFiles(),
      readUpload,
    });
    res.json({ html });
  });
  return router;
}
