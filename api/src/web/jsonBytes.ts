// A JSON body's bytes parsed as express.json (web/jsonBody.ts) would, with the same checks and answers: for the
// large document bodies, which the document pool parses off the event loop (designs/requestBody.ts documentBody).
import { bodyErrorOf } from './errors';
import { jsonDeeperThan, jsonHasNul, MAX_JSON_DEPTH, NUL_TYPE, TOO_DEEP_TYPE } from './jsonBody';

const refuse = (type: string) => bodyErrorOf(type)!;

/** The parsed body; an empty body is `{}` and anything but an object or array is not valid JSON (strict mode). */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (body.length === 0) return {};
  if (jsonDeeperThan(body, MAX_JSON_DEPTH)) throw refuse(TOO_DEEP_TYPE);
  if (jsonHasNul(body)) throw refuse(NUL_TYPE);
  const text = body.toString('utf8');
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw refuse('entity.parse.failed');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refuse('entity.parse.failed');
  }
}
