// A rendered page kept with its compressed forms: each is made once per page version (on first demand, off the
// event loop) instead of compressing the same HTML again for every visitor.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { bodyEtag } from '../cache/userBodyCache';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const compressors: Record<Encoding, (html: Buffer) => Promise<Buffer>> = {
  // Quality 9 of 11: within a few per cent of the smallest, a small fraction of its time for a big page.
  br: (html) =>
    promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) as Promise<Buffer>,
  gzip: (html) => promisify(gzip)(html, { level: 9 }) as Promise<Buffer>,
};

export interface EncodedPage {
  /** UTF-8 bytes, encoded once rather than on every send. */
  html: Buffer;
  /** Strong ETag of the html; each compressed form has its own (`"…-br"`), as HTTP asks. */
  etag: string;
  /** Each compressed form once made (sent at once), or while it is being made. */
  encoded: Map<Encoding, Buffer | Promise<Buffer>>;
}

export function encodedPage(html: string): EncodedPage {
  const bytes = Buffer.from(html);
  return { html: bytes, etag: bodyEtag(bytes), encoded: new Map() };
}

/** The page in the best form the client accepts, `Vary: Accept-Encoding`; 304 when its copy is current. */
export async function sendPage(req: Request, res: Response, page: EncodedPage): Promise<void> {
  res.vary('Accept-Encoding');
  const accepted = req.acceptsEncodings([...ENCODINGS, 'identity']);
  const encoding = ENCODINGS.find((candidate) => candidate === accepted);
  res.setHeader('ETag', encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (!encoding) {
    res.send(page.html);
    return;
  }
  let compressed = page.encoded.get(encoding);
  if (!compressed) {
    compressed = compressors[encoding](page.html).then(
      (bytes) => {
        page.encoded.set(encoding, bytes);
        return bytes;
      },
      (error: unknown) => {
        page.encoded.delete(encoding); // the next visitor tries again
        throw error;
      },
    );
    page.encoded.set(encoding, compressed);
  }
  res.setHeader('Content-Encoding', encoding);
  res.send(Buffer.isBuffer(compressed) ? compressed : await compressed);
}
