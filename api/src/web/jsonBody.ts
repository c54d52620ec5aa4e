// The API's JSON body parser: body-parser with the checks it lacks. Nesting depth is refused from the raw bytes
// in one linear pass, before JSON.parse (depth 10,000 overflowed the stack further on; depth 1,000,000 cost
// ~0.3 s per request).
import express, { type RequestHandler } from 'express';

/** Far deeper than any design (boxes, nested boxes, styles): anything deeper is not one of ours. */
export const MAX_JSON_DEPTH = 100;
/** body-parser error type of a body nested deeper than MAX_JSON_DEPTH (web/errors.ts answers it with 400). */
export const TOO_DEEP_TYPE = 'entity.too.deep';
/** body-parser error type of a body holding a NUL character (SQLite's driver breaks on it in queries). */
export const NUL_TYPE = 'entity.nul';

// A \u0000 escape that is not itself escaped (an odd number of backslashes before the u).
const NUL_ESCAPE = /(?<!\\)(?:\\\\)*\\u0000/i;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests objects and arrays deeper than `max` (brackets inside strings do not count). */
export function jsonDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      if (depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/** Whether JSON text holds a NUL character (only possible as the \u0000 escape inside a string). */
export function jsonHasNul(body: Buffer): boolean {
  return body.includes('u0000') && NUL_ESCAPE.test(body.toString('utf8'));
}

function refuseUnsafeBodies(_req: unknown, _res: unknown, body: Buffer): void {
  if (jsonDeeperThan(body, MAX_JSON_DEPTH)) {
    throw Object.assign(new Error('JSON body nested too deeply'), { type: TOO_DEEP_TYPE, status: 400 });
  }
  if (jsonHasNul(body)) {
    throw Object.assign(new Error('JSON body holds a NUL character'), { type: NUL_TYPE, status: 400 });
  }
}

/** express.json with the depth and NUL checks, up to `limit`. */
export function jsonBody(limit: string | number): RequestHandler {
  return express.json({ limit, verify: refuseUnsafeBodies });
}
