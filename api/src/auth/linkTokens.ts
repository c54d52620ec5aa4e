// The secrets in mailed links (password reset, e-mail verification and change): 32 random bytes in the link,
// only their SHA-256 in the database, and the origin the link points to.
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';

export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** The stored id of a link's token. */
export const linkTokenId = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether `token` has the shape newLinkToken makes (anything else is not looked up). */
export const isLinkToken = (token: string): boolean => /^[\w-]{43}$/.test(token);

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * Where mailed links point: PUBLIC_URL. Without it only a loopback Host is trusted (development): a forged Host
 * header would otherwise send the victim a working link to the forger's site.
 */
export function linkOrigin(req: Request, publicUrl: string | null): string | null {
  if (publicUrl) return publicUrl;
  const host = req.get('host') ?? '';
  return LOOPBACK_HOST.test(host) ? `${req.protocol}://${host}` : null;
}
