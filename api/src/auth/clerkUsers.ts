import { UniqueConstraintError } from 'sequelize';
import { z } from 'zod';
import type { Models } from '../db/models';
import { databaseOf, serializedWrite } from '../db/writeLock';
import type { ClerkClaims } from './clerkToken';

/**
 * Stand-in e-mail for a Clerk user whose token carries no `email` claim (users.email is required and
 * unique). `.invalid` is a reserved top-level domain (RFC 2606): nothing is ever sent there.
 */
export function placeholderEmail(clerkUserId: string): string {
  return `${clerkUserId.toLowerCase()}@clerk.invalid`;
}

const emailClaim = z.string().trim().toLowerCase().max(255).pipe(z.email());

/**
 * Our users.id for a Clerk user, creating the row the first time the user is seen. Concurrent first
 * requests end with one row: the loser of the unique-index race reads the winner's row.
 */
export async function userIdForClerkUser(models: Pick<Models, 'User'>, claims: ClerkClaims): Promise<string> {
  const find = () => models.User.findOne({ where: { clerkUserId: claims.sub }, attributes: ['id'] });
  const existing = await find();
  if (existing) return existing.id;

  const email = emailClaim.safeParse(claims.email);
  const candidates = email.success
    ? [email.data, placeholderEmail(claims.sub)]
    : [placeholderEmail(claims.sub)];
  for (const candidate of candidates) {
    try {
      const create = () => models.User.create({ clerkUserId: claims.sub, email: candidate });
      return (await serializedWrite(databaseOf(models.User), `clerk:${claims.sub}`, create)).id;
    } catch (err) {
      if (!(err instanceof UniqueConstraintError)) throw err;
      const raced = await find();
      if (raced) return raced.id;
      // The e-mail belongs to another account. Never merge accounts on a token claim: use the placeholder.
    }
  }
  throw new Error('Could not create a user row for a Clerk user');
}
