import type { CookieOptions, Request, Response } from 'express';
import { SESSION_TTL_MS } from './sessions';

export const SESSION_COOKIE = 'bento_session';

/**
 * One cookie's value from the Cookie header, or null. Parsed here rather than with cookie-parser so that
 * strategies can read cookies on any route, whatever middleware ran before.
 */
export function readCookie(req: Request, name: string): string | null {
  const header = req.get('cookie');
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

function sessionCookieOptions(req: Request): CookieOptions {
  // Secure only over https (req.secure honours TRUST_PROXY), so local http development still works.
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...sessionCookieOptions(req), maxAge: SESSION_TTL_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
}
