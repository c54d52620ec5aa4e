// An answer kept with its compressed forms (a published page, a cached site or design): each form is made once
// per version (on first demand, off the event loop) instead of compressing the same bytes for every request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

/** Smaller answers gain nothing worth the compression (the on-the-fly compression in app.ts uses it too). */
export const COMPRESS_MIN_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Above this, the faster settings: a 10 MB design must not wait seconds for its first compressed answer. */
const LARGE_BODY_BYTES = 1024 * 1024;

const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Brotli quality 9 of 11: within a few per cent of the smallest, a fraction of its time; 4 for large bodies.
  br: (bytes) =>
    promisify(brotliCompress)(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: bytes.length > LARGE_BODY_BYTES ? 4 : 9 },
    }) as Promise<Buffer>,
  gzip: (bytes) =>
    promisify(gzip)(bytes, { level: bytes.length > LARGE_BODY_BYTES ? 6 : 9 }) as Promise<Buffer>,
};

/**
 * The API reads answered with sendEncoded from a cached body (GET /api/designs/{id}, GET
 * /api/published-sites/slug/{slug}): app.ts keeps the on-the-fly compression away from them, as it does from the
 * published pages. Their forms are compressed once per version here; wrapping each of these requests in the
 * `compression` middleware anyway (response hooks, negotiation) costs a bare handler about a fifth of its
 * throughput, for nothing (bench:api).
 * Only GET and HEAD; Express matches paths case-insensitively and allows one trailing slash, so this does too.
 * Should a path here stop being self-encoded, its answer goes out uncompressed, never compressed twice.
 */
const SELF_ENCODED_READS = [/^\/api\/designs\/[^/]+\/?$/i, /^\/api\/published-sites\/slug\/[^/]+\/?$/i];

export function encodesOwnAnswer(req: Pick<Request, 'method' | 'path'>): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') && SELF_ENCODED_READS.some((read) => read.test(req.path))
  );
}

export interface EncodedBody {
  /** UTF-8 bytes, encoded once rather than on every send. */
  bytes: Buffer;
  /** Strong ETag of the bytes; each compressed form has its own (`"…-br"`), as HTTP asks. */
  etag: string;
  /** Each compressed form once made (sent at once), or while it is being made. */
  encoded: Map<Encoding, Buffer | Promise<Buffer>>;
}

/** A strong ETag: a hash of the exact body. */
export function bodyEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function encodedBody(text: string): EncodedBody {
  const bytes = Buffer.from(text);
  return { bytes, etag: bodyEtag(bytes), encoded: new Map() };
}

function compressed(body: EncodedBody, encoding: Encoding): Buffer | Promise<Buffer> {
  let form = body.encoded.get(encoding);
  if (!form) {
    form = compressors[encoding](body.bytes).then(
      (bytes) => {
        body.encoded.set(encoding, bytes);
        return bytes;
      },
      (error: unknown) => {
        body.encoded.delete(encoding); // the next request tries again
        throw error;
      },
    );
    body.encoded.set(encoding, form);
  }
  return form;
}

/** Offered encodings in the order we prefer them, then identity. */
const ENCODING_OFFERS: readonly string[] = [...ENCODINGS, 'identity'];

/**
 * The compressed form a request gets (undefined: the bytes as they are), from what it accepts of
 * ENCODING_OFFERS (`accepts(...).encodings` or Express's `req.acceptsEncodings`).
 */
export function encodingFor(
  body: EncodedBody,
  acceptsEncodings: (offers: string[]) => string | false,
): Encoding | undefined {
  if (body.bytes.length < COMPRESS_MIN_BYTES) return undefined;
  const accepted = acceptsEncodings([...ENCODING_OFFERS]);
  return ENCODINGS.find((candidate) => candidate === accepted);
}

/** The ETag of one form of the body. */
export function etagOf(body: EncodedBody, encoding: Encoding | undefined): string {
  return encoding ? `${body.etag.slice(0, -1)}-${encoding}"` : body.etag;
}

/** A compressed form once it is made; undefined while it is being made or before it was asked for. */
export function madeForm(body: EncodedBody, encoding: Encoding): Buffer | undefined {
  const form = body.encoded.get(encoding);
  return Buffer.isBuffer(form) ? form : undefined;
}

/**
 * Sends the body (its Content-Type set by the caller) in the best form the client accepts, `Vary:
 * Accept-Encoding`; 304 when the client's copy is current.
 */
export async function sendEncoded(req: Request, res: Response, body: EncodedBody): Promise<void> {
  res.vary('Accept-Encoding');
  const encoding = encodingFor(body, (offers) => req.acceptsEncodings(offers));
  res.setHeader('ETag', etagOf(body, encoding));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (!encoding) {
    res.send(body.bytes);
    return;
  }
  const form = compressed(body, encoding);
  res.setHeader('Content-Encoding', encoding);
  res.send(Buffer.isBuffer(form) ? form : await form);
}
