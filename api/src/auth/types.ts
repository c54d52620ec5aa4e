import type { Request } from 'express';

/** The signed-in user as every route sees it: our own users.id, whatever strategy signed them in. */
export interface AuthUser {
  id: string;
  /** Clerk: the active organization's role from the session token, as 'org:<role>' (e.g. 'org:admin'). */
  orgRole?: string;
  /** Local accounts: the session (sessions.id) the bearer token was minted from. */
  sessionId?: string;
}

/**
 * One interface, two strategies (local accounts, Clerk). Routes only ever call `authenticate`; the
 * strategy decides where credentials come from (a bearer token, for both today).
 */
export interface AuthStrategy {
  readonly name: 'local' | 'clerk';
  /** The user behind the request's credentials, or null. Never throws for bad or expired credentials. */
  authenticate(req: Request): Promise<AuthUser | null>;
}

/** The bearer token of a request, if it has one. */
export function bearerTokenOf(req: Request): string | null {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
