// How a local record names an image kept in the image store: 'bento-image:sha256-<64 hex digits>', the SHA-256 of
// the data URL's text (@bento/core LOCAL_IMAGE_REFERENCE_PREFIX). Only local records hold it.
import { LOCAL_IMAGE_REFERENCE_PREFIX } from '@bento/core';

const HASH = /^[0-9a-f]{64}$/;
// The prefix holds no character special to a regular expression.
const REFERENCES = new RegExp(`${LOCAL_IMAGE_REFERENCE_PREFIX}([0-9a-f]{64})`, 'g');

export function imageReference(hash: string): string {
  return `${LOCAL_IMAGE_REFERENCE_PREFIX}${hash}`;
}

/** The hash a reference names, or null when `value` is not a reference. */
export function referencedHash(value: string): string | null {
  if (!value.startsWith(LOCAL_IMAGE_REFERENCE_PREFIX)) return null;
  const hash = value.slice(LOCAL_IMAGE_REFERENCE_PREFIX.length);
  return HASH.test(hash) ? hash : null;
}

/** Every hash named anywhere in `text` (a stored record as it is, without parsing it). */
export function hashesIn(text: string): string[] {
  return Array.from(text.matchAll(REFERENCES), (match) => match[1]!);
}

/** The SHA-256 of `text` (UTF-8) in hex. Rejects where the browser has no Web Crypto (an http:// page). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
