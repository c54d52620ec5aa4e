// Serves a build's pre-compressed siblings (file.br, file.gz written by scripts/precompress.ts) by content
// negotiation: brotli, else gzip, else the file itself, always with `Vary: Accept-Encoding`.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Extensions of the text assets that are built pre-compressed. */
export const PRECOMPRESSED_TYPES = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
/** Smaller files gain nothing worth a second request path. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` a request path names, or null for a path outside it or one that is not text. */
function assetPath(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return null;
  return PRECOMPRESSED_TYPES.has(path.extname(file)) ? file : null;
}

/**
 * Before express.static for `dir`: answers a text asset with its .br or .gz sibling when the client accepts it;
 * otherwise marks the answer `Vary: Accept-Encoding` and lets the static handler send the file itself.
 * `headersFor` gives the headers the static handler would set (Cache-Control).
 */
export function servePrecompressed(
  dir: string,
  headersFor: (file: string) => Record<string, string>,
): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = assetPath(root, req.path);
    if (!file) return next();
    res.vary('Accept-Encoding');
    // Our preference (brotli first) among what the client accepts, rather than the header's own order.
    const encoding = ENCODINGS.find(
      (candidate) =>
        req.acceptsEncodings(candidate.name) === candidate.name && isFile(file + candidate.suffix),
    );
    if (!encoding || !isFile(file)) return next();
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding.name);
    for (const [name, value] of Object.entries(headersFor(file))) res.setHeader(name, value);
    res.sendFile(file + encoding.suffix, { cacheControl: false, dotfiles: 'deny' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };
}
