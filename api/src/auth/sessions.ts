import { createHash, randomBytes } from 'node:crypto';
import { Op } from 'sequelize';
import type { Models } from '../db/models';

/**
 * Server-side sessions for local accounts. The browser holds a random 32-byte token (base64url, 43 characters);
 * the database holds only its SHA-256, so reading the sessions table does not let anyone sign in.
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const TOKEN_FORMAT = /^[\w-]{43}$/;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** A live session: its row id (what access tokens carry as `sid`) and its user. */
export interface OpenSession {
  id: string;
  userId: string;
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session for the user and, while at it, drops that user's expired ones. */
export async function createSession(
  models: Pick<Models, 'Session'>,
  userId: string,
  now = new Date(),
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await models.Session.destroy({ where: { userId, expiresAt: { [Op.lte]: now } } });
  await models.Session.create({ id: sessionIdOf(token), userId, expiresAt });
  return { token, expiresAt };
}

/** The live session of a cookie's token, else null. An expired session found here is deleted (lazy clean-up). */
export async function findSession(
  models: Pick<Models, 'Session'>,
  token: string | null,
  now = new Date(),
): Promise<OpenSession | null> {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  const session = await models.Session.findByPk(sessionIdOf(token));
  if (!session) return null;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await session.destroy();
    return null;
  }
  return { id: session.id, userId: session.userId };
}

export async function deleteSession(models: Pick<Models, 'Session'>, token: string | null): Promise<void> {
  if (!token || !TOKEN_FORMAT.test(token)) return;
  await models.Session.destroy({ where: { id: sessionIdOf(token) } });
}
