// GET /uploads/<sha256>.<ext>: the stored bytes, cacheable for ever (the name is the content), typed by the
// stored format, never sniffed, never with cookies.
import { Router } from 'express';
import { IMMUTABLE } from '../web/static';
import { contentTypeOf } from './imageType';
import type { UploadService } from './uploadService';

const FILE_NAME = /^([0-9a-f]{64})\.(jpg|png|webp|gif|avif)$/;

export function uploadFilesRouter(uploads: UploadService): Router {
  const router = Router();
  router.get('/:file', async (req, res) => {
    const match = FILE_NAME.exec(req.params.file);
    const bytes = match ? await uploads.find(match[1]!, match[2]!) : null;
    if (!match || !bytes) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const etag = `"${match[1]}"`;
    res.set({
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, an image may do nothing but show itself.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    });
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    res.type(contentTypeOf(match[2]!)!).send(bytes);
  });
  return router;
}
