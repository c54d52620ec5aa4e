// GET (and HEAD) /uploads/<sha256>.<ext>: the stored bytes, cacheable for ever (the name is the content), typed by
// the stored format, never sniffed, never with cookies. Any other name is a 404: the raw path is matched, never
// decoded, so a malformed percent-escape is just another unknown name.
import type { RequestHandler } from 'express';
import { IMMUTABLE } from '../web/static';
import { contentTypeOf } from './imageType';
import type { UploadService } from './uploadService';

const FILE_NAME = /^\/([0-9a-f]{64})\.(jpg|png|webp|gif|avif)$/;

export function uploadFiles(uploads: Pick<UploadService, 'find'>): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = FILE_NAME.exec(req.path);
    const bytes = match ? await uploads.find(match[1]!, match[2]!) : null;
    if (!match || !bytes) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.set({
      'Cache-Control': IMMUTABLE,
      ETag: `"${match[1]}"`,
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, an image may do nothing but show itself.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    });
    // send() answers 304 to a matching If-None-Match, and no body to HEAD.
    res.type(contentTypeOf(match[2]!)!).send(bytes);
  };
}
