import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived bearer tokens for local accounts: HS256 JWTs signed with the server's secret, minted by
 * GET /api/auth/token from the session cookie (the same model as Clerk's session tokens).
 */
export interface AccessTokens {
  issue(userId: string, nowMs?: number): string;
  /** The user id of a valid, unexpired token of ours, else null. Never throws. */
  verify(token: string, nowMs?: number): string | null;
}

export const ACCESS_TOKEN_TTL_SECONDS = 60;
const ISSUER = 'bento-creator';

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  if (secret.length < 32) throw new Error('The auth secret must be at least 32 characters long');
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest();
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

  return {
    issue(userId, nowMs = Date.now()) {
      const iat = Math.floor(nowMs / 1000);
      const payload = base64url(JSON.stringify({ sub: userId, iss: ISSUER, iat, exp: iat + ttlSeconds }));
      return `${header}.${payload}.${base64url(sign(`${header}.${payload}`))}`;
    },
    verify(token, nowMs = Date.now()) {
      const [head, payload, signature, extra] = token.split('.');
      if (!head || !payload || !signature || extra !== undefined || head !== header) return null;
      const expected = sign(`${head}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
          string,
          unknown
        >;
        const valid =
          claims.iss === ISSUER &&
          typeof claims.sub === 'string' &&
          typeof claims.exp === 'number' &&
          claims.exp > nowMs / 1000;
        return valid ? (claims.sub as string) : null;
      } catch {
        return null;
      }
    },
  };
}
